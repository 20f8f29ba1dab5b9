/**
 * `analytics="datalayer"`: one listener on the document turns our shop events into GA4 e-commerce pushes to
 * `window.dataLayer`, which Google Tag Manager and Matomo Tag Manager read. The features stay unaware of it. Each
 * push is preceded by `{ ecommerce: null }`, so a tag never mixes in the items of the event before. Nothing is loaded
 * from third parties.
 */
import {
  addPaymentInfo,
  addToCart,
  beginCheckout,
  DONATION_TYPE,
  donationLine,
  itemLine,
  purchase,
  removeFromCart,
  type Ga4Push,
  type ShownCheckout,
} from '../../../src/domain/host/analytics'
import type { Shop } from '../../../src/api/schemas/shop'
import type { ShopEventMap } from '../../../src/domain/host/events'
import type { AnalyticsEventName, OptInHost } from '../host/optInHost'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

function push(entry: Ga4Push): void {
  ;(window.dataLayer ||= []).push({ ecommerce: null }, entry)
}

/** What the events of one page have told so far: the checkout shown. */
interface Memory {
  checkout: ShownCheckout | null
}

type Heard = { [N in AnalyticsEventName]: { name: N; detail: ShopEventMap[N] } }[AnalyticsEventName]

/** The page's shop once loaded, else null. */
function loadedShop(host: OptInHost): Shop | null {
  const { config, queries } = host.shopStore.getState()
  if (config.status !== 'ready') return null
  const query = queries[host.shopKey(config.config)]
  return query && 'data' in query && query.data ? (query.data as Shop) : null
}

/** A donation's line: the campaign named as the shop names it. */
function donationOf(shop: Shop, host: OptInHost, campaignId: number, valueCents: number) {
  const campaign = (shop.config.donations?.campaigns ?? []).find(
    (entry) => host.fieldOf(entry, 'id') === campaignId,
  )
  const name = host.fieldOf(campaign, 'name')
  return donationLine(campaignId, valueCents, typeof name === 'string' ? name : String(campaignId))
}

/** The donation's line, in the shop's currency. */
function addedDonation(host: OptInHost, { campaignId, valueCents }: ShopEventMap['shop-donation-added']) {
  const shop = loadedShop(host)
  return shop && addToCart(donationOf(shop, host, campaignId, valueCents), host.shopCurrency(shop))
}

/**
 * The confirmed order's purchase: the confirmation sends its event once per order, whichever payment led there, so
 * this is the one place a purchase is pushed. Donations are named as the shop names their campaigns, once it is there.
 */
function completedPurchase(host: OptInHost, order: ShopEventMap['shop-order-completed']) {
  const shop = loadedShop(host)
  const donations = order.donations.map(({ campaignId, cents }) =>
    shop ? donationOf(shop, host, campaignId, cents) : donationLine(campaignId, cents, String(campaignId)),
  )
  return purchase(order, donations)
}

/** A line removed in the cart, with the quantity it had, in the shop's currency; a new quantity pushes nothing. */
function removedLine(host: OptInHost, change: ShopEventMap['shop-cart-changed']) {
  const shop = loadedShop(host)
  if (!shop || change.quantity > 0) return null
  const { type, id, name, priceCents, previousQuantity } = change
  const line =
    type === DONATION_TYPE
      ? donationOf(shop, host, id, priceCents)
      : itemLine(type, id, name, priceCents, previousQuantity)
  return removeFromCart(line, host.shopCurrency(shop))
}

/** The GA4 push an event calls for, if any, after noting what later events need. */
function toPush(host: OptInHost, heard: Heard, memory: Memory): Ga4Push | null {
  switch (heard.name) {
    case 'shop-donation-added':
      return addedDonation(host, heard.detail)
    case 'shop-cart-changed':
      return removedLine(host, heard.detail)
    case 'shop-checkout-shown':
      memory.checkout = heard.detail
      return beginCheckout(heard.detail)
    case 'shop-payment-method-chosen':
      return memory.checkout && addPaymentInfo(memory.checkout, heard.detail.method)
    case 'shop-order-completed':
      return completedPurchase(host, heard.detail)
  }
}

/** Starts the pushes: first for the events heard while this code loaded, then for every later one. */
export function installDataLayer(
  host: OptInHost,
  names: readonly AnalyticsEventName[],
  early: readonly Event[],
): void {
  const memory: Memory = { checkout: null }
  const onEvent = (event: Event) => {
    if (!(event instanceof CustomEvent) || !(names as readonly string[]).includes(event.type)) return
    const entry = toPush(host, { name: event.type, detail: event.detail } as Heard, memory)
    if (entry) push(entry)
  }
  early.forEach(onEvent)
  for (const name of names) document.addEventListener(name, onEvent)
}
