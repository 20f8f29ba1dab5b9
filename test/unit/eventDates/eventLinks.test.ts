/**
 * The address template of the init element's `event-url`: carried into the configuration when it names `{id}`, and
 * then where the navigation's events lead; without it, the events lead to the shop as before.
 */
import { describe, expect, it } from 'vitest'
import { resolveShopConfig, type ShopConfig } from '../../../src/domain/shop/config'
import { ConfigError } from '../../../src/domain/errors'
import { listingItemLinks } from '../../../src/domain/nav/navListings'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { createShopUrls } from '../../../src/domain/shop/urls'

const SHOP = 'https://shop.example.org'

function configWith(eventUrl?: string): ShopConfig {
  const config = resolveShopConfig(
    { apiUrl: 'https://museum.gomus.de', shopDomain: 'shop.example.org', shopUrl: SHOP, eventUrl },
    DEFAULT_STORAGE_KEYS,
    () => null,
  )
  if (config instanceof ConfigError) throw config
  return config
}

const EVENTS = [
  { id: 21, title: 'Nachts im Museum', bookable: true },
  { id: 25, title: 'Sommerfest', bookable: false },
]

describe('event-url', () => {
  it('is carried into the configuration as written when it names {id}', () => {
    expect(configWith(' /veranstaltungen/termine?event={id} ').eventUrl).toBe(
      '/veranstaltungen/termine?event={id}',
    )
    expect(configWith('https://museum.example.org/events/{id}/').eventUrl).toBe(
      'https://museum.example.org/events/{id}/',
    )
  })

  it('is left out without {id}, or when absent', () => {
    expect(configWith('/veranstaltungen/termine').eventUrl).toBeNull()
    expect(configWith('/veranstaltungen?event={ID}').eventUrl).toBeNull()
    expect(configWith().eventUrl).toBeNull()
  })

  it("makes the navigation's events lead to the museum's page, each id in its place", () => {
    const urls = createShopUrls(configWith('/veranstaltungen/termine?event={id}&from={id}'))
    expect(listingItemLinks('events', EVENTS, urls).links).toEqual([
      { id: '21', label: 'Nachts im Museum', href: '/veranstaltungen/termine?event=21&from=21' },
    ])
    // The listing's own page and the rest of the shop stay where they are.
    expect(urls.events()).toBe(`${SHOP}/#/products/events`)
    expect(urls.cart()).toBe(`${SHOP}/#/cart`)
  })

  it('encodes an id, so it cannot change the address around it', () => {
    const urls = createShopUrls(configWith('/termine/{id}/buchen'))
    expect(urls.event('1/../../admin?x')).toBe('/termine/1%2F..%2F..%2Fadmin%3Fx/buchen')
  })

  it("leaves the events with the shop's event pages without a template", () => {
    expect(listingItemLinks('events', EVENTS, createShopUrls(configWith())).links[0]?.href).toBe(
      `${SHOP}/#/product/event/21`,
    )
  })
})
