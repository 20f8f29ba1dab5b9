/**
 * `analytics="datalayer"`: one listener on the document turns our shop events into GA4 e-commerce pushes to
 * `window.dataLayer`, which Google Tag Manager and Matomo Tag Manager read. The features stay unaware of it. Each
 * push is preceded by `{ ecommerce: null }`, so a tag never mixes in the items of the event before. Nothing is loaded
 * from third parties.
 */
import { shopCurrency, type Shop } from '../../../api/schemas/shop'
import { campaignNames } from '../../../domain/campaignNames'
import {
  addPaymentInfo,
  addToCart,
  ANALYTICS_EVENTS,
  beginCheckout,
  donationLine,
  purchase,
  type Ga4Push,
  type ShownCheckout,
} from '../../../domain/analytics'
import type { ShopEventMap } from '../../../domain/events'
import { queryKey } from '../../../store/config'
import { shopStore } from '../../../store/shopStore'

type DataLayerEntry = Ga4Push | { ecommerce: null }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

function push(entry: Ga4Push): void {
  const layer = (window.dataLayer ||= [])
  layer.push({ ecommerce: null } satisfies DataLayerEntry, entry)
}

/** The shop the page has loaded, for the currency and campaign names of a donation (the donation event has ids). */
function loadedShop(): Shop | null {
  const { config, queries } = shopStore.getState()
  if (config.status !== 'ready') return null
  const query = queries[queryKey(config.config, 'shop')]
  return query && 'data' in query && query.data ? (query.data as Shop) : null
}

/** What the events of one page have told so far: the checkout shown and the orders created. */
interface Memory {
  checkout: ShownCheckout | null
  orders: Map<string, ShopEventMap['shop-order-created']>
}

type Heard = {
  [N in (typeof ANALYTICS_EVENTS)[number]]: { name: N; detail: ShopEventMap[N] }
}[(typeof ANALYTICS_EVENTS)[number]]

/** The GA4 push an event calls for, if any, after noting what later events need. */
function toPush(heard: Heard, memory: Memory): Ga4Push | null {
  switch (heard.name) {
    case 'shop-donation-added': {
      const shop = loadedShop()
      if (!shop) return null
      const { campaignId, valueCents } = heard.detail
      const name = campaignNames(shop.config.donations?.campaigns ?? []).get(campaignId) ?? String(campaignId)
      return addToCart(donationLine(campaignId, valueCents, name), shopCurrency(shop))
    }
    case 'shop-checkout-shown':
      memory.checkout = heard.detail
      return beginCheckout(heard.detail)
    case 'shop-payment-method-chosen':
      return memory.checkout && addPaymentInfo(memory.checkout, heard.detail.method)
    case 'shop-order-created':
      memory.orders.set(heard.detail.orderToken, heard.detail)
      return null
    case 'shop-payment-succeeded': {
      const order = memory.orders.get(heard.detail.orderToken)
      return order && memory.checkout ? purchase(memory.checkout, order) : null
    }
  }
}

const isHeard = (event: Event): event is CustomEvent & { type: Heard['name'] } =>
  event instanceof CustomEvent && (ANALYTICS_EVENTS as readonly string[]).includes(event.type)

/** Starts the pushes: first for the events heard while this code loaded, then for every later one. */
export function installDataLayer(early: readonly Event[]): void {
  const memory: Memory = { checkout: null, orders: new Map() }
  const onEvent = (event: Event) => {
    if (!isHeard(event)) return
    const entry = toPush({ name: event.type, detail: event.detail } as Heard, memory)
    if (entry) push(entry)
  }
  early.forEach(onEvent)
  for (const name of ANALYTICS_EVENTS) document.addEventListener(name, onEvent)
}
