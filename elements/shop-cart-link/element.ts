import { cssProperties, declareElement, flag, type ElementDocs } from '../base/attributes'

/** `<shop-cart-link>`: everything else (address, storage keys, currency) comes from the page's configuration. */
export const SHOP_CART_LINK = declareElement('shop-cart-link', {
  'icon-only': flag,
})

export const SHOP_CART_LINK_DOCS: ElementDocs<typeof SHOP_CART_LINK> = {
  element: SHOP_CART_LINK,
  description:
    "A link to the shop's cart with the number of items and the total, for the site header; follows cart changes " +
    'in this page and in other tabs and never writes storage (open shadow root).',
  attributes: {
    'icon-only': {
      description:
        'Show the cart icon and the count only; the label and the total stay in the accessible name.',
      default: 'false',
    },
  },
  events: ['shop-data-loaded', 'shop-error'],
  cssParts: ['link', 'icon', 'label', 'count', 'total', 'message'],
  cssProperties: cssProperties(SHOP_CART_LINK),
}
