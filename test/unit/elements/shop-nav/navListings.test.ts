import { describe, expect, it } from 'vitest'
import { parseJsonAttribute } from '../../../../src/domain/values/jsonAttribute'
import { navMessages } from '../../../../elements/shop-nav/messages'
import { entryLabelKeys, entryLink, parseNavAttribute } from '../../../../src/domain/nav/navEntries'
import { LISTING_ENTRY_TYPES, listingItemLinks, NAV_LISTINGS } from '../../../../src/domain/nav/navListings'
import { createShopUrls } from '../../../../src/domain/shop/urls'
import { LISTING_REQUESTS } from '../../../../src/services/requests'

const urls = createShopUrls({ shopUrl: 'https://shop.example.org', shopType: 'hash', variant: 'default' })

// A row of the listing table is all a listing entry type needs, besides its service call and its label.
describe.each(LISTING_ENTRY_TYPES)('the listing entry type %s', (type) => {
  const [entry] = parseNavAttribute(parseJsonAttribute(JSON.stringify([{ type, count: 2 }]))).entries

  it('is accepted in `nav` with a count', () => {
    expect(entry).toEqual({ type, count: 2 })
  })

  it("links to its listing's page under its page key", () => {
    expect(entryLink(entry!, urls, undefined)).toEqual({
      ok: true,
      href: NAV_LISTINGS[type].page(urls),
      pageKey: NAV_LISTINGS[type].pageKey,
    })
  })

  it('has a service call and a built-in label in German and English', () => {
    expect(LISTING_REQUESTS[type].resource).toBe(`listing:${type}`)
    expect(entryLabelKeys(entry!)).toEqual([`nav.${type}`])
    expect(navMessages.de).toHaveProperty(`nav.${type}`)
    expect(navMessages.en).toHaveProperty(`nav.${type}`)
  })

  it('links each titled item to its own page', () => {
    const { links } = listingItemLinks(type, [{ id: 5, title: 'Titel', bookable: true }], urls)
    expect(links).toEqual([{ id: '5', label: 'Titel', href: NAV_LISTINGS[type].item(urls, 5) }])
  })
})
