/** Is the cart the elements write the cart the visitor is sent to? The write-time warning and the self-diagnosis. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  cartElsewhereWarning,
  checkCartOrigin,
  warnIfCartElsewhere,
} from '../../../src/domain/diagnostics/cartOrigin'

const PAGE = 'https://www.museum.de'
const HOSTED_SHOP = { shopUrl: 'https://museum-shop.gomus.de/', cartUrl: null, checkoutUrl: null }
const OWN_PAGES = {
  shopUrl: 'https://museum-shop.gomus.de/',
  cartUrl: 'https://www.museum.de/warenkorb',
  checkoutUrl: 'https://www.museum.de/kasse',
}

afterEach(() => vi.restoreAllMocks())

describe('cartElsewhereWarning', () => {
  it("names what was written, both origins and the way out when the shop's cart is on another origin", () => {
    expect(cartElsewhereWarning(HOSTED_SHOP, PAGE, 'tickets')).toBe(
      `tickets went into the cart of this page's storage (${PAGE}), but "Zum Warenkorb" leads to the shop's cart ` +
        'on https://museum-shop.gomus.de, another origin, which cannot see it: the visitor will find an empty cart. ' +
        "To sell here, name this site's own cart and checkout pages on the init element (cart-url, checkout-url) " +
        'and put <shop-cart> and <shop-payment> there.',
    )
  })

  it('names cart-url when that is the page on another origin', () => {
    const pages = { ...OWN_PAGES, cartUrl: 'https://shop.museum.de/cart' }
    expect(cartElsewhereWarning(pages, PAGE, 'a donation')).toContain(
      'leads to cart-url on https://shop.museum.de',
    )
  })

  it("is quiet when the cart is this origin's: the museum's own cart page, or a shop on the same origin", () => {
    expect(cartElsewhereWarning(OWN_PAGES, PAGE, 'tickets')).toBeNull()
    expect(cartElsewhereWarning({ ...HOSTED_SHOP, shopUrl: `${PAGE}/shop/` }, PAGE, 'a tour')).toBeNull()
  })
})

describe('warnIfCartElsewhere', () => {
  it("logs one console error per page, whatever is written after, and none when the cart is this origin's", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    warnIfCartElsewhere({ ...HOSTED_SHOP, shopUrl: `${location.origin}/shop/` }, 'tickets')
    expect(error).not.toHaveBeenCalled()
    warnIfCartElsewhere(HOSTED_SHOP, 'tickets')
    warnIfCartElsewhere(HOSTED_SHOP, 'a donation')
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^\[museum-shop\] tickets went into the cart of this page's storage/,
    )
  })
})

describe('checkCartOrigin', () => {
  it("fails for the shop's cart on another origin, naming both", () => {
    expect(checkCartOrigin(HOSTED_SHOP, PAGE)).toMatchObject({
      ok: false,
      cartOrigin: 'https://museum-shop.gomus.de',
      cartUrlSet: false,
    })
    expect(checkCartOrigin(HOSTED_SHOP, PAGE).summary).toMatch(
      /^the shop's cart \(no cart-url\) is on https:\/\/museum-shop\.gomus\.de, another origin than this page/,
    )
  })

  it('passes with the own cart and checkout pages, and fails with the own cart but the checkout left to the shop', () => {
    expect(checkCartOrigin(OWN_PAGES, PAGE)).toMatchObject({ ok: true, cartUrlSet: true, cartOrigin: PAGE })
    const noCheckout = checkCartOrigin({ ...OWN_PAGES, checkoutUrl: null }, PAGE)
    expect(noCheckout.ok).toBe(false)
    expect(noCheckout.summary).toContain('the checkout is not: set checkout-url')
  })

  it('has nothing to check without a configuration', () => {
    expect(checkCartOrigin(null, PAGE).ok).toBeNull()
  })
})
