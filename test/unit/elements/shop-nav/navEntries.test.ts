import { describe, expect, it } from 'vitest'
import { parseJsonAttribute } from '../../../../src/domain/values/jsonAttribute'
import {
  entryLabel,
  entryLink,
  parseNavAttribute,
  type NavEntry,
} from '../../../../src/domain/nav/navEntries'
import { listingItemLinks } from '../../../../src/domain/nav/navListings'
import { createShopUrls } from '../../../../src/domain/shop/urls'

const BASE = 'https://shop.example.org'
const urls = createShopUrls({ shopUrl: BASE, shopType: 'hash', variant: 'default' })
const settings = {
  multipleEventsMenuItems: { event_groups: { '1': [3, 4], kids: ['9'] } },
  multipleToursMenuItems: { tour_groups: { '2': [7] } },
}

const parse = (json: string) => parseNavAttribute(parseJsonAttribute(json))
const parseOne = (entry: object): NavEntry => {
  const { entries, problems } = parse(JSON.stringify([entry]))
  expect(problems).toEqual([])
  const [first] = entries
  if (!first) throw new Error('no entry')
  return first
}

describe('entryLink: every entry type', () => {
  it.each([
    [{ type: 'home' }, '/#/start', 'shop.start'],
    [{ type: 'tickets' }, '/#/tickets/filters', 'shop.tickets.filters'],
    [{ type: 'tickets', group: 'family-day' }, '/#/tickets/filters?group=family-day', 'shop.tickets.filters'],
    [{ type: 'annualTickets' }, '/#/tickets/annual', 'shop.tickets.annual'],
    [{ type: 'combiTickets' }, '/#/tickets/combi', 'shop.tickets.combi'],
    [
      { type: 'combiTickets', group: 'museum_pass' },
      '/#/tickets/combi?group=museum_pass',
      'shop.tickets.combi',
    ],
    [{ type: 'coupons' }, '/#/coupons', 'shop.coupons'],
    [{ type: 'events', count: 3 }, '/#/products/events', 'shop.products.events'],
    [{ type: 'eventGroup', id: 1 }, '/#/products/events?category_id=3&category_id=4', 'shop.products.events'],
    [{ type: 'eventGroup', id: 'kids' }, '/#/products/events?category_id=9', 'shop.products.events'],
    [{ type: 'exhibitions' }, '/#/exhibitions', 'shop.exhibitions'],
    [{ type: 'museums', count: 0 }, '/#/museums', 'shop.museums'],
    [{ type: 'tours' }, '/#/products/public-tours', 'shop.products.publicTours'],
    [{ type: 'tourGroup', id: '2' }, '/#/products/tours?category_id=7', 'shop.tours'],
    [{ type: 'merchandise' }, '/#/merchandise/list', 'shop.merchandise.list'],
  ])('%j → %s (%s)', (raw, path, pageKey) => {
    expect(entryLink(parseOne(raw), urls, settings)).toEqual({ ok: true, href: BASE + path, pageKey })
  })

  it.each([
    [{ type: 'eventGroup', id: 99 }, 'nav entry eventGroup "99" is not in the shop settings; left out'],
    [{ type: 'tourGroup', id: '1' }, 'nav entry tourGroup "1" is not in the shop settings; left out'],
  ])('a group missing from the settings cannot be linked: %j', (raw, problem) => {
    expect(entryLink(parseOne(raw), urls, settings)).toEqual({ ok: false, problem })
    expect(entryLink(parseOne(raw), urls, undefined)).toMatchObject({ ok: false })
  })

  it('takes the links of the second shop type and the special variant from the URL provider', () => {
    const special = createShopUrls({ shopUrl: BASE, shopType: 'second', variant: 'special' })
    expect(entryLink(parseOne({ type: 'coupons' }), special, settings)).toMatchObject({
      href: `${BASE}/coupons`,
    })
  })
})

describe('parseNavAttribute', () => {
  it('keeps valid entries in display order and defaults count to 0', () => {
    const { entries, problems } = parse('[{"type":"home"},{"type":"museums","count":"2"},{"type":"tours"}]')
    expect(problems).toEqual([])
    expect(entries).toEqual([{ type: 'home' }, { type: 'museums', count: 2 }, { type: 'tours', count: 0 }])
  })

  it('leaves out each bad entry with its own reason and keeps the rest', () => {
    const { entries, problems } = parse(
      JSON.stringify([
        { type: 'home' },
        { type: 'giftshop' },
        'coupons',
        { label: 'no type' },
        { type: 'museums', count: -1 },
        { type: 'tickets', group: 'a&b=c' },
        { type: 'eventGroup' },
        { type: 'coupons' },
      ]),
    )
    expect(entries.map((entry) => entry.type)).toEqual(['home', 'coupons'])
    expect(problems).toHaveLength(6)
    expect(problems[0]).toBe('nav entry 2 has the unknown type "giftshop"; left out')
    expect(problems[1]).toBe('nav entry 3 is not an object; left out')
    expect(problems[2]).toBe('nav entry 4 has no "type"; left out')
    expect(problems[3]).toMatch(/^nav entry 5 \(museums\): "count" is invalid/)
    expect(problems[4]).toMatch(/^nav entry 6 \(tickets\): "group" is invalid/)
    expect(problems[5]).toMatch(/^nav entry 7 \(eventGroup\): "id" is invalid/)
  })

  it.each([
    ['not JSON', parseJsonAttribute('[{"type":"home"'), 'the nav attribute is not valid JSON'],
    ['not an array', parseJsonAttribute('{"type":"home"}'), 'the nav attribute is not a JSON array'],
    ['absent', undefined, 'the nav attribute is missing or empty'],
  ])('%s → no entries and one problem', (_name, attribute, problem) => {
    expect(parseNavAttribute(attribute)).toEqual({ entries: [], problems: [problem] })
  })
})

describe('entryLabel', () => {
  const texts: Record<string, string> = {
    'nav.museums': 'Museen',
    'nav.events': 'Veranstaltungen',
    'nav.tourGroup.2': 'Für Gruppen',
  }
  const t = (key: string) => texts[key] ?? ''

  it.each([
    [{ type: 'museums' }, 'Museen'],
    [{ type: 'museums', label: '  Unsere Häuser ' }, 'Unsere Häuser'],
    [{ type: 'museums', label: '   ' }, 'Museen'],
    [{ type: 'eventGroup', id: 1 }, 'Veranstaltungen'],
    [{ type: 'tourGroup', id: 2 }, 'Für Gruppen'],
    [{ type: 'coupons' }, ''],
  ])('%j → "%s"', (raw, label) => {
    expect(entryLabel(parseOne(raw), t)).toBe(label)
  })
})

describe('listingItemLinks', () => {
  it.each([
    ['events', '/#/product/event/5'],
    ['exhibitions', '/#/exhibition/5'],
    ['museums', '/#/museum/5'],
    ['tours', '/#/product/tour/5'],
    ['merchandise', '/#/merchandise/detail/5'],
  ] as const)('%s items link to %s', (type, path) => {
    const { links } = listingItemLinks(type, [{ id: 5, title: ' Titel ', bookable: true }], urls)
    expect(links).toEqual([{ id: '5', label: 'Titel', href: BASE + path }])
  })

  it('lists bookable tours only, and leaves out events marked not bookable', () => {
    const records = [
      { id: 1, title: 'A', bookable: true },
      { id: 2, title: 'B', bookable: false },
      { id: 3, title: 'C' },
    ]
    expect(listingItemLinks('tours', records, urls).links.map((link) => link.id)).toEqual(['1'])
    expect(listingItemLinks('events', records, urls).links.map((link) => link.id)).toEqual(['1', '3'])
  })

  it("leaves out a museum without a title with 'Museum not found: {id}'", () => {
    const result = listingItemLinks(
      'museums',
      [
        { id: 7, title: '' },
        { id: 8, title: 'Da' },
      ],
      urls,
    )
    expect(result.links.map((link) => link.label)).toEqual(['Da'])
    expect(result.problems).toEqual(['Museum not found: 7'])
  })
})
