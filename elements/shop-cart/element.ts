import { cssProperties, declareElement, text, type ElementDocs } from '../base/attributes'

/**
 * `<shop-cart>`: the cart on the museum's own page. Where its "Zur Kasse" leads, the storage keys and the currency
 * come from the page's configuration; the page names only where an empty cart leads on.
 */
export const SHOP_CART = declareElement('shop-cart', {
  'continue-url': text(),
})

export const SHOP_CART_DOCS: ElementDocs<typeof SHOP_CART> = {
  element: SHOP_CART,
  description:
    'The cart: every line and donation with its quantity and amount, quantities changed (tickets within the places ' +
    'left, asked again), lines removed, the total and "Zur Kasse"; with hold-places the time left of each held line, ' +
    'renewed and extended, its hold changed and released with the line; follows changes in this page and other tabs ' +
    '(open shadow root).',
  attributes: {
    'continue-url': {
      description:
        'Where an empty cart leads on ("Weiter einkaufen"): an address of the museum\'s site, absolute or relative.',
      default: "the shop's start page",
    },
  },
  events: ['shop-cart-changed', 'shop-data-loaded', 'shop-error'],
  cssParts: [
    'cart',
    'lines',
    'line',
    'line-past',
    'line-name',
    'line-when',
    'line-price',
    'line-total',
    'line-message',
    'stepper',
    'stepper-button',
    'quantity',
    'remove-button',
    'hold',
    'hold-text',
    'hold-extend',
    'places-gone',
    'places-gone-fit',
    'places-gone-link',
    'line-names',
    'name-give',
    'name-form',
    'input',
    'field-error',
    'name-save',
    'name-cancel',
    'past-note',
    'total',
    'checkout-link',
    'empty',
    'continue-link',
    'message',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_CART),
}
