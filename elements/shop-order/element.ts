import { cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/** `<shop-order>`: the order comes from the page address (the checkout's success address) or `order-token`. */
export const SHOP_ORDER = declareElement('shop-order', {
  'order-token': text(),
  'withdrawal-url': text(),
  'contact-url': text(),
})

export const SHOP_ORDER_DOCS: ElementDocs<typeof SHOP_ORDER> = {
  element: SHOP_ORDER,
  description:
    "The order after the payment, for the checkout's success page: a thank-you, every line with its documents and a " +
    'calendar entry, the total and the invoice; empties the cart once per order. On the failure page it shows the ' +
    "payment's message and the way back to the checkout (open shadow root).",
  attributes: {
    'order-token': {
      description:
        "The order's token, when the page knows it; else it is read from the page address (`ORDERID` of the " +
        "hash-routed shop's success address, `token` of the second shop type's and of the museum's own success page).",
    },
    'withdrawal-url': {
      description:
        'The page with the withdrawal form; the confirmation links to it when the order holds annual tickets, ' +
        'vouchers or goods.',
    },
    'contact-url': {
      description: "The museum's contact page, offered when the order cannot be shown.",
    },
  },
  events: ['shop-order-completed', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'order',
    'placeholder',
    'heading',
    'summary',
    'line',
    'line-title',
    'line-when',
    'documents',
    'document-link',
    'calendar-link',
    'personalize-link',
    'total',
    'notice',
    'withdrawal-link',
    'message',
    'shop-link',
    'checkout-link',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_ORDER),
}
