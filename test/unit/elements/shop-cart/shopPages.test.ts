/**
 * The two addresses the visitor goes to with the cart, as the init element's `cart-url` and `checkout-url` set them:
 * the museum's own pages when given, the shop's cart of each shop type and variant when not.
 */
import { describe, expect, it } from 'vitest'
import { resolveShopConfig, type InitInput } from '../../../../src/domain/shop/config'
import { cartAddress, checkoutAddress } from '../../../../src/domain/shop/shopPages'
import { DEFAULT_STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../../helpers/config'

const SHOP = 'https://shop.museum.example/'

/** The configuration <shop-init> resolves from `attributes`, on jsdom's page http://localhost:3000/. */
function configOf(attributes: InitInput) {
  const config = resolveShopConfig(
    { apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, shopUrl: SHOP, ...attributes },
    DEFAULT_STORAGE_KEYS,
    () => null,
  )
  if (!('cartUrl' in config)) throw config
  return config
}

describe('without cart-url and checkout-url', () => {
  it.each([
    ['the hash-routed shop', {}, `${SHOP}#/cart`],
    ['the second shop type', { shopType: 'second' }, `${SHOP}#/cart`],
    ['the special variant', { variant: 'special' }, `${SHOP}cart`],
  ])('both go to the cart of %s, as before', (_name, attributes, cart) => {
    const config = configOf(attributes)
    expect(cartAddress(config)).toBe(cart)
    expect(checkoutAddress(config)).toBe(cart)
  })

  it('an empty attribute is no address', () => {
    const config = configOf({ cartUrl: '  ', checkoutUrl: '' })
    expect(cartAddress(config)).toBe(`${SHOP}#/cart`)
    expect(checkoutAddress(config)).toBe(`${SHOP}#/cart`)
  })
})

describe('with cart-url and checkout-url', () => {
  it("go to the museum's own pages, relative ones resolved against the page", () => {
    const config = configOf({ cartUrl: ' /warenkorb.html ', checkoutUrl: 'https://museum.example/kasse?x=1' })
    expect(cartAddress(config)).toBe('http://localhost:3000/warenkorb.html')
    expect(checkoutAddress(config)).toBe('https://museum.example/kasse?x=1')
  })

  it('are set apart: a cart page alone leaves the checkout at the shop', () => {
    const config = configOf({ cartUrl: '/warenkorb.html', variant: 'special' })
    expect(cartAddress(config)).toBe('http://localhost:3000/warenkorb.html')
    expect(checkoutAddress(config)).toBe(`${SHOP}cart`)
  })

  it("an address that is no http(s) page leaves the shop's cart, with one console line", () => {
    const { warn } = consoleSpies()
    const config = configOf({ cartUrl: 'javascript:alert(1)', checkoutUrl: 'mailto:kasse@museum.example' })
    expect(cartAddress(config)).toBe(`${SHOP}#/cart`)
    expect(cartAddress(config)).toBe(`${SHOP}#/cart`)
    expect(checkoutAddress(config)).toBe(`${SHOP}#/cart`)
    expect(warn.mock.calls).toEqual([
      ['[museum-shop] cart-url "javascript:alert(1)" is no http(s) address: ignored'],
      ['[museum-shop] checkout-url "mailto:kasse@museum.example" is no http(s) address: ignored'],
    ])
  })
})
