import { cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/** `<shop-personalization>`: the order comes from the page address (the checkout's success address) or `token`. */
export const SHOP_PERSONALIZATION = declareElement('shop-personalization', {
  token: text(),
})

/** The placeholder's height, kept from the element's definition on, so nothing moves when its code arrives. */
export const PERSONALIZATION_RESERVE = '6rem'

export const SHOP_PERSONALIZATION_DOCS: ElementDocs<typeof SHOP_PERSONALIZATION> = {
  element: SHOP_PERSONALIZATION,
  description:
    "The holders of an order's annual tickets: one form per holder, sent per ticket (the ticket's thanks name the forms still to send, and leaving the page with typed, unsent details asks first); for the checkout's success " +
    'page or a page the order e-mail links to (open shadow root).',
  attributes: {
    token: {
      description:
        "The order's token, when the page knows it; else it is read from the page address (`ORDERID` of the " +
        "hash-routed shop's success address, `token` of the second shop type's).",
    },
  },
  events: ['shop-personalized', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'personalization',
    'placeholder',
    'sale',
    'sale-title',
    'holder',
    'legend',
    'field',
    'label',
    'input',
    'select',
    'field-error',
    'send-button',
    'unsent',
    'notice',
    'message',
    'shop-link',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_PERSONALIZATION),
}
