import { describe, expect, it } from 'vitest'
import { createShopUrls, eventGroupCategoryIds, tourGroupCategoryIds } from '../../../src/domain/shop/urls'
import type { ShopUrls } from '../../../src/domain/shop/urls'

const BASE = 'https://shop.example.org'

/** Every link but the checkout pages, as hash-routed paths. */
const routes: ReadonlyArray<[string, (urls: ShopUrls) => string, string]> = [
  ['start', (u) => u.start(), 'start'],
  ['login', (u) => u.login(), 'login'],
  ['registration', (u) => u.registration(), 'registration'],
  ['account', (u) => u.account(), 'user/account'],
  ['cart', (u) => u.cart(), 'cart'],
  ['annual tickets', (u) => u.ticketsAnnual(), 'tickets/annual'],
  ['combi tickets', (u) => u.ticketsCombi(), 'tickets/combi'],
  ['combi tickets of a group', (u) => u.ticketsCombi('family-day'), 'tickets/combi?group=family-day'],
  ['day tickets', (u) => u.ticketsDay(), 'tickets/day'],
  ['ticket filters', (u) => u.ticketsFilters(), 'tickets/filters'],
  [
    'ticket filters of a group',
    (u) => u.ticketsFilters('kids & teens'),
    'tickets/filters?group=kids%20%26%20teens',
  ],
  ['coupons', (u) => u.coupons(), 'coupons'],
  ['events', (u) => u.events(), 'products/events'],
  ['event group', (u) => u.eventGroup([1, 2]), 'products/events?category_id=1&category_id=2'],
  ['event', (u) => u.event(4711), 'product/event/4711'],
  ['exhibitions', (u) => u.exhibitions(), 'exhibitions'],
  ['exhibition', (u) => u.exhibition(12), 'exhibition/12'],
  ['museums', (u) => u.museums(), 'museums'],
  ['museum', (u) => u.museum('3'), 'museum/3'],
  ['merchandise list', (u) => u.merchandiseList(), 'merchandise/list'],
  ['merchandise', (u) => u.merchandise(99), 'merchandise/detail/99'],
  ['public tours', (u) => u.publicTours(), 'products/public-tours'],
  ['tour group', (u) => u.tourGroup([5]), 'products/tours?category_id=5'],
  ['tour', (u) => u.tour(8), 'product/tour/8'],
]

/** The value of `name` in the query of a hash route or a normal address. */
function queryValue(url: string, name: string): string | null {
  const query = url.slice(url.indexOf('?') + 1)
  return new URLSearchParams(query).get(name)
}

describe('createShopUrls: hash shop', () => {
  const urls = createShopUrls({ shopUrl: BASE, shopType: 'hash', variant: 'default' })

  it.each(routes)('%s', (_name, build, path) => {
    expect(build(urls)).toBe(`${BASE}/#/${path}`)
  })

  it('links to checkout success with the order token as ORDERID', () => {
    expect(urls.checkoutSuccess('a1b2 c3')).toBe(`${BASE}/#/checkout/success?ORDERID=a1b2%20c3`)
  })

  it('encodes markup of the failure message so it stays a query value', () => {
    const message = '<img src=x onerror="alert(1)"> & #/cart?x=1'
    const url = urls.checkoutFailure(message)
    expect(url.startsWith(`${BASE}/#/checkout/failure?payment_error=`)).toBe(true)
    expect(url.slice(url.indexOf('?'))).not.toMatch(/[<>" #&]/)
    expect(queryValue(url, 'payment_error')).toBe(message)
  })

  it('accepts a base address with trailing slash and a path', () => {
    const local = createShopUrls({
      shopUrl: 'http://127.0.0.1:5173/demo/shop/',
      shopType: 'hash',
      variant: 'default',
    })
    expect(local.cart()).toBe('http://127.0.0.1:5173/demo/shop/#/cart')
    expect(createShopUrls({ shopUrl: `${BASE}/`, shopType: 'hash', variant: 'default' }).start()).toBe(
      `${BASE}/#/start`,
    )
  })

  it('builds a group link without a query when no group is given', () => {
    expect(urls.ticketsFilters('')).toBe(`${BASE}/#/tickets/filters`)
    expect(urls.eventGroup([])).toBe(`${BASE}/#/products/events`)
  })

  it('encodes ids used as path segments', () => {
    expect(urls.event('1/../../admin')).toBe(`${BASE}/#/product/event/1%2F..%2F..%2Fadmin`)
  })
})

describe('createShopUrls: second shop type', () => {
  const urls = createShopUrls({ shopUrl: BASE, shopType: 'second', variant: 'default' })

  it.each(routes)('%s is the same as in the hash shop', (_name, build, path) => {
    expect(build(urls)).toBe(`${BASE}/#/${path}`)
  })

  it('links to its own success page with token=', () => {
    expect(urls.checkoutSuccess('tok/1')).toBe(`${BASE}/checkout/success/?token=tok%2F1`)
  })

  it('links to its own failure page with error=, encoded', () => {
    const message = '<script>alert("x")</script>'
    const url = urls.checkoutFailure(message)
    expect(url).toBe(`${BASE}/checkout/failure?error=${encodeURIComponent(message)}`)
    expect(new URL(url).searchParams.get('error')).toBe(message)
  })
})

describe('createShopUrls: special variant', () => {
  const urls = createShopUrls({ shopUrl: `${BASE}/`, shopType: 'hash', variant: 'special' })

  it.each(routes)('%s is path-routed, without #', (_name, build, path) => {
    expect(build(urls)).toBe(`${BASE}/${path}`)
  })

  it('keeps the hash shop checkout queries, path-routed', () => {
    expect(urls.checkoutSuccess('T1')).toBe(`${BASE}/checkout/success?ORDERID=T1`)
    const url = urls.checkoutFailure('Zahlung & "Fehler"')
    expect(new URL(url).searchParams.get('payment_error')).toBe('Zahlung & "Fehler"')
  })

  it('uses the second shop type checkout links when combined with it', () => {
    const second = createShopUrls({ shopUrl: BASE, shopType: 'second', variant: 'special' })
    expect(second.cart()).toBe(`${BASE}/cart`)
    expect(second.checkoutSuccess('T1')).toBe(`${BASE}/checkout/success/?token=T1`)
  })
})

// Shaped like shop.settings of GET /api/v4/shop.
const settings = {
  currency: 'EUR',
  defaultPaymentModeId: 3,
  multipleEventsMenuItems: {
    event_groups: {
      '1': [12, 15],
      '2': ['7', '9'],
      '3': [],
      '4': 'workshops',
      '5': [1, 'a'],
      '6': [0],
      '7': [1.5],
    },
  },
  multipleToursMenuItems: { tour_groups: { '10': [4, 8] } },
}

describe('eventGroupCategoryIds / tourGroupCategoryIds', () => {
  it('reads the category ids of a configured group', () => {
    expect(eventGroupCategoryIds(settings, '1')).toEqual([12, 15])
    expect(tourGroupCategoryIds(settings, '10')).toEqual([4, 8])
  })

  it('accepts ids sent as digit strings', () => {
    expect(eventGroupCategoryIds(settings, '2')).toEqual([7, 9])
  })

  it.each(['3', '4', '5', '6', '7', '99', 'constructor', '__proto__'])(
    'gives null for event group %s',
    (id) => {
      expect(eventGroupCategoryIds(settings, id)).toBeNull()
    },
  )

  it('does not mix up event and tour groups', () => {
    expect(tourGroupCategoryIds(settings, '1')).toBeNull()
    expect(eventGroupCategoryIds(settings, '10')).toBeNull()
  })

  it.each([
    undefined,
    null,
    'settings',
    42,
    [],
    {},
    { multipleEventsMenuItems: null },
    { multipleToursMenuItems: [] },
  ])('gives null for unusable settings %j', (value) => {
    expect(eventGroupCategoryIds(value, '1')).toBeNull()
    expect(tourGroupCategoryIds(value, '1')).toBeNull()
  })
})

describe("the museum's tour page", () => {
  const urls = createShopUrls({
    shopUrl: 'https://shop.example.org',
    shopType: 'hash',
    variant: 'default',
    tourUrl: '/fuehrungen?lang=de&tour={id}',
  })
  it('takes the tours of the navigation, the listing entries to the page without a tour', () => {
    expect(urls.tour(31)).toBe('/fuehrungen?lang=de&tour=31')
    expect(urls.publicTours()).toBe('/fuehrungen?lang=de')
    expect(urls.tourGroup([7])).toBe('/fuehrungen?lang=de')
  })
  it('leaves the listing entries in the shop when the tour is in the path', () => {
    const inPath = createShopUrls({
      shopUrl: 'https://shop.example.org',
      shopType: 'hash',
      variant: 'default',
      tourUrl: '/fuehrungen/{id}',
    })
    expect(inPath.tour(31)).toBe('/fuehrungen/31')
    expect(inPath.publicTours()).toBe('https://shop.example.org/#/products/public-tours')
  })
})

describe("createShopUrls: the museum's voucher page", () => {
  it('is where coupons link when the init element names one, else the shop', () => {
    const own = 'https://museum.example.org/gutscheine'
    const options = { shopUrl: BASE, shopType: 'hash', variant: 'default' } as const
    expect(createShopUrls({ ...options, voucherUrl: own }).coupons()).toBe(own)
    expect(createShopUrls({ ...options, voucherUrl: null }).coupons()).toBe(`${BASE}/#/coupons`)
  })
})
