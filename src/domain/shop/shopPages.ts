/**
 * Where the visitor goes with the cart: the cart page and the checkout page. A museum that shows its cart and checkout
 * on its own site names those pages on the init element (`cart-url`, `checkout-url`); without them both lead to the
 * shop's cart, as they always did. Every element that links or goes there asks these two functions; the addresses
 * were checked with the configuration.
 */
import type { ShopConfig } from './config'
import { createShopUrls } from './urls'

/** The cart: `cart-url` when set, else the shop's cart. */
export function cartAddress(config: ShopConfig): string {
  return config.cartUrl ?? createShopUrls(config).cart()
}

/**
 * The checkout: `checkout-url` when set, else the shop's cart, where the shop's own checkout begins (the shop has no
 * checkout address of its own to link to).
 */
export function checkoutAddress(config: ShopConfig): string {
  return config.checkoutUrl ?? createShopUrls(config).cart()
}
