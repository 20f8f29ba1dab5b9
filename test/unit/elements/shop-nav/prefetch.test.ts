import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import '../../../../elements/index'
import type { ListingEntryType } from '../../../../src/domain/nav/navListings'
import { SHOP_REQUEST } from '../../../../src/services/requests'
import { apiQuery } from '../../../../src/store/apiQuery'
import { configureShop } from '../../../../src/store/config'
import { listingQuery } from '../../../../src/store/listings'
import { shopStore } from '../../../../src/store/shopStore'
import { TEST_API_URL, TEST_SHOP_DOMAIN, testConfig } from '../../../helpers/config'
import { requestsTo } from '../../../msw/requestLog'

const NAV = JSON.stringify([
  { type: 'home' },
  { type: 'museums', count: 2 },
  { type: 'exhibitions', count: 3 },
  { type: 'tours', count: 0 },
  { type: 'coupons' },
])

const configure = () =>
  configureShop({
    apiUrl: TEST_API_URL,
    shopDomain: TEST_SHOP_DOMAIN,
    locale: 'de',
    shopUrl: `${location.origin}/`,
  })

/** Connects a <shop-nav> with `attributes` (JSON single-quoted); nothing of it has rendered when this returns. */
function connectNav(attributes: string): HTMLElement {
  const element = document.createElement('div')
  element.innerHTML = `<shop-nav ${attributes}></shop-nav>`
  const nav = element.firstElementChild as HTMLElement
  document.body.append(nav)
  return nav
}

/** The listing types whose request has started (running or answered) in the page's cache. */
function requestedListings(): ListingEntryType[] {
  const { queries } = shopStore.getState()
  const types: ListingEntryType[] = ['events', 'exhibitions', 'museums', 'tours', 'merchandise']
  return types.filter((type) => queries[listingQuery(testConfig(), type).key] !== undefined)
}

const rendered = (nav: HTMLElement) => nav.shadowRoot?.querySelector('nav') ?? null

describe("<shop-nav>'s listing requests", () => {
  it('start when the element connects with the configuration ready, before the nav has rendered', async () => {
    configure()
    const nav = connectNav(`nav='${NAV}'`)
    expect(rendered(nav)).toBeNull()
    expect(requestedListings()).toEqual(['exhibitions', 'museums'])

    await waitFor(() => expect(rendered(nav)).not.toBeNull())
    await waitFor(() => expect(requestsTo('/museums')).toHaveLength(1))
    expect(requestsTo('/exhibitions')).toHaveLength(1)
    expect(requestsTo('/tours')).toHaveLength(0)
  })

  it('start with the shop request when the page is parsed, before any element has rendered', async () => {
    document.body.innerHTML =
      `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}" shop-url="${location.origin}/"></shop-init>` +
      `<shop-nav nav='${NAV}'></shop-nav>`
    const nav = document.querySelector('shop-nav') as HTMLElement
    expect(rendered(nav)).toBeNull()
    expect(shopStore.getState().queries[apiQuery(testConfig(), SHOP_REQUEST).key]?.status).toBe('fetching')
    expect(requestedListings()).toEqual(['exhibitions', 'museums'])
    await waitFor(() => expect(requestsTo('/museums')).toHaveLength(1))
    expect(requestsTo('/shop')).toHaveLength(1)
  })

  it('start the moment the init element configures the page, when the nav connected first', () => {
    connectNav(`nav='${NAV}'`)
    expect(requestedListings()).toEqual([])
    configure()
    expect(requestedListings()).toEqual(['exhibitions', 'museums'])
  })

  it('are one request per endpoint for several navs, connected before or after the configuration', async () => {
    const first = connectNav(`nav='${NAV}'`)
    connectNav(`mobile expand-mobile-subnavs nav='${NAV}'`)
    configure()
    connectNav(`nav='${NAV}'`)
    await waitFor(() => expect(rendered(first)).not.toBeNull())
    await waitFor(() => expect(requestsTo('/exhibitions')).toHaveLength(1))
    expect(requestsTo('/museums')).toHaveLength(1)
  })

  it('follow the layout: none for the mobile list without sub-lists, all for "auto"', () => {
    configure()
    connectNav(`mobile nav='${NAV}'`)
    expect(requestedListings()).toEqual([])
    connectNav(`mobile="auto" nav='${JSON.stringify([{ type: 'events', count: 1 }])}'`)
    expect(requestedListings()).toEqual(['events'])
  })

  it('are never made for a nav that left the page before the configuration was ready', () => {
    connectNav(`nav='${NAV}'`).remove()
    configure()
    expect(requestedListings()).toEqual([])
  })
})
