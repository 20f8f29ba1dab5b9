/**
 * Every address the page or the API writes passes one check: an http(s) page is used, anything else (`javascript:`,
 * `data:`, `mailto:`) is ignored with one console line, and what stands in its place is the shop's own page.
 */
import { describe, expect, it } from 'vitest'
import { checkedAddress, resolveShopConfig, type InitInput } from '../../../src/domain/shop/config'
import { safeImageUrl } from '../../../src/domain/donations/campaigns'
import { ConfigError } from '../../../src/domain/errors'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { createShopUrls } from '../../../src/domain/shop/urls'
import { iconSource } from '../../../elements/shop-payment/common/icons'
import { consoleSpies } from '../../helpers/consoleLines'

const SHOP = 'https://shop.museum.example/'

/** The configuration <shop-init> resolves from `attributes`, on jsdom's page http://localhost:3000/. */
function configOf(attributes: InitInput) {
  const config = resolveShopConfig(
    { apiUrl: 'https://museum.gomus.de', shopDomain: 'shop.museum.example', shopUrl: SHOP, ...attributes },
    DEFAULT_STORAGE_KEYS,
    () => null,
  )
  if (config instanceof ConfigError) throw config
  return config
}

describe('address attributes of the init element', () => {
  it('ignore a javascript: event-url and tour-url: events and tours link to the shop, one line each', () => {
    const { warn } = consoleSpies()
    const config = configOf({ eventUrl: 'javascript:alert({id})', tourUrl: ' data:text/html,{id} ' })
    configOf({ eventUrl: 'javascript:alert({id})' })
    expect(config.eventUrl).toBeNull()
    expect(config.tourUrl).toBeNull()
    const urls = createShopUrls(config)
    expect(urls.event(21)).toBe(`${SHOP}#/product/event/21`)
    expect(urls.tour(7)).toBe(`${SHOP}#/product/tour/7`)
    expect(warn.mock.calls).toEqual([
      ['[museum-shop] event-url "javascript:alert({id})" is no http(s) address: ignored'],
      ['[museum-shop] tour-url "data:text/html,{id}" is no http(s) address: ignored'],
    ])
  })

  it('keep an http(s) template as written, relative ones too', () => {
    const config = configOf({
      eventUrl: ' /termine?event={id} ',
      tourUrl: 'https://museum.example/fuehrung/{id}',
    })
    expect(config.eventUrl).toBe('/termine?event={id}')
    expect(config.tourUrl).toBe('https://museum.example/fuehrung/{id}')
  })

  it('ignore a javascript: shop-url, cart-url and checkout-url: the shop at its domain, one line each', () => {
    const { warn } = consoleSpies()
    const config = configOf({
      shopUrl: 'javascript:alert(1)',
      cartUrl: 'javascript:alert(2)',
      checkoutUrl: 'vbscript:x',
    })
    expect(config.shopUrl).toBe('https://shop.museum.example/')
    expect(config.cartUrl).toBeNull()
    expect(config.checkoutUrl).toBeNull()
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[museum-shop] shop-url "javascript:alert(1)" is no http(s) address: ignored',
      `[museum-shop] cart-url "javascript:alert(2)" is no http(s) address: ignored`,
      `[museum-shop] checkout-url "vbscript:x" is no http(s) address: ignored`,
    ])
  })
})

describe('addresses from the API and the elements', () => {
  it('a campaign picture that is no http(s) address is not shown, with one line', () => {
    const { warn } = consoleSpies()
    expect(safeImageUrl('javascript:alert(1)')).toBeNull()
    expect(safeImageUrl('javascript:alert(1)')).toBeNull()
    expect(safeImageUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png')
    expect(warn.mock.calls).toEqual([
      ['[museum-shop] campaign picture "javascript:alert(1)" is no http(s) address: ignored'],
    ])
  })

  it('a payment icon is checked the same way', () => {
    const { warn } = consoleSpies()
    expect(iconSource('javascript:alert(1)')).toBeNull()
    expect(iconSource('/card.svg')).toBe('http://localhost:3000/card.svg')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('an empty or absent address is no address and no line', () => {
    const { warn } = consoleSpies()
    expect(checkedAddress('continue-url', '  ')).toBeNull()
    expect(checkedAddress('continue-url', undefined)).toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('voucher-url', () => {
  it('is resolved against the page, and left out when it is no web address', () => {
    const input: InitInput = { apiUrl: 'https://api.example.org', shopDomain: 'shop.example.org' }
    const resolve = (voucherUrl: string) =>
      resolveShopConfig({ ...input, voucherUrl }, DEFAULT_STORAGE_KEYS, () => null)
    expect(resolve('/gutscheine')).toMatchObject({ voucherUrl: new URL('/gutscheine', location.href).href })
    expect(resolve('javascript:alert(1)')).toMatchObject({ voucherUrl: null })
  })
})
