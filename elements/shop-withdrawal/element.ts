import { cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/** `<shop-withdrawal>`: a form of its own; the order number may come from the page address. */
export const SHOP_WITHDRAWAL = declareElement('shop-withdrawal', {
  'order-id': text(),
})

export const SHOP_WITHDRAWAL_DOCS: ElementDocs<typeof SHOP_WITHDRAWAL> = {
  element: SHOP_WITHDRAWAL,
  description:
    'The withdrawal function the law asks of online shops: first and last name, e-mail, order number and an optional ' +
    'note, sent to the shop; then a confirmation of what happens next (open shadow root).',
  attributes: {
    'order-id': {
      description:
        "The order number to fill in, e.g. from the confirmation's link; else the `order` of the address.",
    },
  },
  events: ['shop-error'],
  cssParts: [
    'withdrawal',
    'intro',
    'field',
    'label',
    'input',
    'field-error',
    'send-button',
    'message',
    'done',
  ],
  cssProperties: cssProperties(SHOP_WITHDRAWAL),
}
