/**
 * Whether the cart the elements write is the cart the visitor is sent to. Tickets, tours and donations go into this
 * page's browser storage, which belongs to this page's origin; "Zum Warenkorb" opens `cart-url`, else the shop's
 * cart. A cart on another origin reads another storage and shows none of them: the sale is lost without a sound. The
 * self-diagnosis says so up front; the elements say it loudly the first time they write such a cart.
 */
import type { ShopConfig } from '../shop/config'
import { logOnce } from '../../page/logOnce'

type CartPages = Pick<ShopConfig, 'cartUrl' | 'checkoutUrl' | 'shopUrl'>

/** What the elements wrote to the cart. */
export type CartWrite = 'tickets' | 'a tour' | 'a donation'

/** The self-diagnosis' check of the cart's origin (ok: true fine, false a problem, null nothing to check). */
export interface CartOriginCheck {
  ok: boolean | null
  summary: string
  pageOrigin: string
  /** The origin of the cart the elements lead to: `cart-url`'s, else the shop's. */
  cartOrigin: string | null
  /** Whether `cart-url` names the cart (else the shop's cart is used). */
  cartUrlSet: boolean
}

/** The origin of the cart the elements lead to (the shop's cart lives at the shop's address). */
export const cartOriginOf = (pages: CartPages): string => new URL(pages.cartUrl ?? pages.shopUrl).origin

const ADVICE =
  "name this site's own cart and checkout pages on the init element (cart-url, checkout-url) and put " +
  '<shop-cart> and <shop-payment> there'

/** The console line for `what` written on `pageOrigin` while the cart is elsewhere; null when it is this origin. */
export function cartElsewhereWarning(pages: CartPages, pageOrigin: string, what: CartWrite): string | null {
  const cart = cartOriginOf(pages)
  if (!pageOrigin || pageOrigin === 'null' || cart === pageOrigin) return null
  const whose = pages.cartUrl ? 'cart-url' : "the shop's cart"
  return (
    `${what} went into the cart of this page's storage (${pageOrigin}), but "Zum Warenkorb" leads to ${whose} on ` +
    `${cart}, another origin, which cannot see it: the visitor will find an empty cart. To sell here, ${ADVICE}.`
  )
}

/** Says it once per page, as an error: nobody should overlook a shop that loses what visitors add. */
export function warnIfCartElsewhere(pages: CartPages, what: CartWrite): void {
  const warning = cartElsewhereWarning(pages, globalThis.location?.origin ?? '', what)
  if (warning) logOnce('cart-elsewhere', warning, 'error')
}

/** The self-diagnosis: is the cart the elements lead to on this page's origin? */
export function checkCartOrigin(pages: CartPages | null, pageOrigin: string): CartOriginCheck {
  if (pages === null)
    return {
      ok: null,
      summary: 'not checked: no valid configuration',
      pageOrigin,
      cartOrigin: null,
      cartUrlSet: false,
    }
  const cartOrigin = cartOriginOf(pages)
  const cartUrlSet = pages.cartUrl !== null
  const whose = cartUrlSet ? 'cart-url' : "the shop's cart (no cart-url)"
  if (cartOrigin === pageOrigin) {
    const checkout = pages.checkoutUrl ?? pages.shopUrl
    const summary =
      new URL(checkout).origin === pageOrigin
        ? `${whose} and the checkout are on this page's origin (${pageOrigin})`
        : `${whose} is on this page's origin (${pageOrigin}); the checkout is not: set checkout-url`
    return { ok: new URL(checkout).origin === pageOrigin, summary, pageOrigin, cartOrigin, cartUrlSet }
  }
  const summary =
    `${whose} is on ${cartOrigin}, another origin than this page (${pageOrigin}): tickets and donations added ` +
    `here will not be in that cart; ${ADVICE}`
  return { ok: false, summary, pageOrigin, cartOrigin, cartUrlSet }
}
