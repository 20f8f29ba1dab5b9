/** The order token on the page the checkout leads to, for every shop type and variant the checkout builds. */
import { describe, expect, it } from 'vitest'
import { orderTokenIn } from '../../../src/domain/personalization/orderToken'
import { createShopUrls, type ShopType, type Variant } from '../../../src/domain/shop/urls'

describe.each([
  ['hash', 'default'],
  ['second', 'default'],
  ['hash', 'special'],
  ['second', 'special'],
] as [ShopType, Variant][])('the %s shop (%s variant)', (shopType, variant) => {
  it("reads the token of the checkout's own success address", () => {
    const urls = createShopUrls({ shopUrl: 'https://shop.example.org/', shopType, variant })
    expect(orderTokenIn(urls.checkoutSuccess('Jk4vQ9xTzR2mWb7nLc5HsA'))).toBe('Jk4vQ9xTzR2mWb7nLc5HsA')
    expect(orderTokenIn(urls.checkoutSuccess('a b&c'))).toBe('a b&c')
  })
})

describe('orderTokenIn', () => {
  it.each([
    ['https://museum.example.org/#/checkout/success?ORDERID=tok1', 'tok1'],
    ['https://museum.example.org/danke.html?token=tok2#inhalt', 'tok2'],
    ['https://museum.example.org/jahreskarte?ORDERID=tok3&utm_source=mail', 'tok3'],
    // The hash route's query is the shop's own: it wins over the page's.
    ['https://museum.example.org/?token=outer#/checkout/success?ORDERID=inner', 'inner'],
  ])('reads %s', (address, token) => {
    expect(orderTokenIn(address)).toBe(token)
  })

  it.each([
    'https://museum.example.org/#/checkout/success',
    'https://museum.example.org/?ORDERID=&token=%20',
    'https://museum.example.org/?orderid=lower-case-is-another-name',
    'not an address',
  ])('finds none in %s', (address) => {
    expect(orderTokenIn(address)).toBeNull()
  })
})
