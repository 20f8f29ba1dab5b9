/**
 * Where the visitor goes with the cart: the cart page and the checkout page. A museum that shows its cart and checkout
 * on its own site names those pages on the init element (`cart-url`, `checkout-url`); without them both lead to the
 * shop's cart, as they always did. Every element that links or goes there asks these two functions; only such
 * elements load this file.
 */
import { parseHttpUrl, type ShopConfig } from './config'
import { logOnce } from '../../page/logOnce'
import { createShopUrls } from './urls'

/** The museum's own page at `address`, resolved against this page; null when none is set or it is no http(s) page. */
function ownPage(attribute: string, written: string | null): string | null {
  const address = written?.trim()
  if (!address) return null
  const url = parseHttpUrl(address)
  if (!url)
    logOnce(
      `${attribute} ${address}`,
      `${attribute} "${address}" is no http(s) address: the shop's cart is used`,
    )
  return url?.href ?? null
}

/** The cart: `cart-url` when set, else the shop's cart. */
export function cartAddress(config: ShopConfig): string {
  return ownPage('cart-url', config.cartUrl) ?? createShopUrls(config).cart()
}

/**
 * The checkout: `checkout-url` when set, else the shop's cart, where the shop's own checkout begins (the shop has no
 * checkout address of its own to link to).
 */
export function checkoutAddress(config: ShopConfig): string {
  return ownPage('checkout-url', config.checkoutUrl) ?? createShopUrls(config).cart()
}
