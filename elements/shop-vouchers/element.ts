import { AFTER_ADD, cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/** `<shop-vouchers>`: the shop's gift vouchers, bought into the cart on the museum's own page. */
export const SHOP_VOUCHERS = declareElement('shop-vouchers', { 'after-add': text(...AFTER_ADD) })

export const SHOP_VOUCHERS_DOCS: ElementDocs<typeof SHOP_VOUCHERS> = {
  element: SHOP_VOUCHERS,
  description:
    "The shop's gift vouchers sold online: title, subtitle, description, price (and the value when it differs), a " +
    'quantity and "In den Warenkorb"; a voucher sent by post brings its shipping article into the cart (open ' +
    'shadow root).',
  attributes: {
    'after-add': {
      description:
        'After adding: `stay` (a confirmation with a link to the cart) or `cart` (go to the cart page).',
      default: 'stay',
    },
  },
  events: ['shop-data-loaded', 'shop-error'],
  cssParts: [
    'vouchers',
    'voucher',
    'voucher-title',
    'voucher-subtitle',
    'voucher-description',
    'voucher-price',
    'voucher-shipping',
    'add-button',
    'confirmation',
    'cart-link',
    'message',
  ],
  cssProperties: cssProperties(SHOP_VOUCHERS),
}
