/**
 * Our shop events as GA4 e-commerce objects, for `analytics="datalayer"`. Pure: the glue that listens to the DOM
 * events and pushes to `window.dataLayer` lives with the init element. Values are currency units as numbers, which
 * GA4 expects: integer cents divided by 100 (1550 → 15.5), the nearest number to the two-decimal amount, so no
 * further rounding is needed. Nothing personal goes in: no e-mail, no login, no address.
 */
import type { CartSummaryItem, StoredDonation } from '../cart/storedCart'
import type { CompletedOrder } from '../shop/order'
import type { CheckoutLine, ShopEventMap } from './events'

/** The cart item type of a donation line, as in the order request. */
export const DONATION_TYPE = 'Donation'

export interface Ga4Item {
  item_id: string
  item_name: string
  item_category: string
  price: number
  quantity: number
}

export interface Ga4Ecommerce {
  transaction_id?: string
  currency: string
  value: number
  payment_type?: string
  items: Ga4Item[]
}

export type Ga4EventName =
  'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase'

export interface Ga4Push {
  event: Ga4EventName
  ecommerce: Ga4Ecommerce
}

/** What the checkout showed: the lines and total the later events refer to. */
export type ShownCheckout = ShopEventMap['shop-checkout-shown']

/** Integer cents as currency units: 1550 → 15.5, 1000 → 10. */
export const toUnits = (cents: number): number => cents / 100

const lineId = (type: string, id: unknown): string => `${type.toLowerCase()}-${String(id)}`

/** The line of `quantity` of an item of `type` and `id`, one costing `priceCents`. */
export function itemLine(
  type: string,
  id: unknown,
  name: string,
  priceCents: number,
  quantity: number,
): CheckoutLine {
  return { id: lineId(type, id), name, type, priceCents, quantity }
}

/** The line of a donation of `valueCents` to campaign `campaignId`, named after the campaign. */
export function donationLine(campaignId: number, valueCents: number, campaignName: string): CheckoutLine {
  return {
    id: lineId(DONATION_TYPE, campaignId),
    name: campaignName,
    type: DONATION_TYPE,
    priceCents: valueCents,
    quantity: 1,
  }
}

/** The lines of a cart and its donations, in the checkout's order; unknown campaigns are named by their id. */
export function checkoutLines(
  items: readonly CartSummaryItem[],
  donations: readonly StoredDonation[],
  campaignNames: ReadonlyMap<number, string>,
): CheckoutLine[] {
  return [
    ...items.map((item) =>
      itemLine(item.type, item.attributes.id, item.name, item.price_cents, item.quantity),
    ),
    ...donations.map((donation) =>
      donationLine(
        donation.campaign_id,
        donation.value,
        campaignNames.get(donation.campaign_id) ?? String(donation.campaign_id),
      ),
    ),
  ]
}

export function ga4Item(line: CheckoutLine): Ga4Item {
  return {
    item_id: line.id,
    item_name: line.name,
    item_category: line.type,
    price: toUnits(line.priceCents),
    quantity: line.quantity,
  }
}

const ecommerceOf = (checkout: ShownCheckout): Ga4Ecommerce => ({
  currency: checkout.currency,
  value: toUnits(checkout.totalCents),
  items: checkout.lines.map(ga4Item),
})

function oneItem(event: 'add_to_cart' | 'remove_from_cart', line: CheckoutLine, currency: string): Ga4Push {
  const value = toUnits(line.priceCents * line.quantity)
  return { event, ecommerce: { currency, value, items: [ga4Item(line)] } }
}

/** A donation was added: one item, worth the donation. */
export const addToCart = (line: CheckoutLine, currency: string): Ga4Push =>
  oneItem('add_to_cart', line, currency)

/** A line was removed from the cart: its item with the quantity it had, worth what it was worth. */
export const removeFromCart = (line: CheckoutLine, currency: string): Ga4Push =>
  oneItem('remove_from_cart', line, currency)

export function beginCheckout(checkout: ShownCheckout): Ga4Push {
  return { event: 'begin_checkout', ecommerce: ecommerceOf(checkout) }
}

/** A payment method was chosen; `payment_type` is its name as shown ('PayPal', 'Credit Card', …). */
export function addPaymentInfo(checkout: ShownCheckout, method: string): Ga4Push {
  const { currency, value, items } = ecommerceOf(checkout)
  return { event: 'add_payment_info', ecommerce: { currency, value, payment_type: method, items } }
}

/**
 * The order was confirmed (sent once per order, by the confirmation): its number, total and currency, its lines and
 * its donations (`donations`, named as the shop names their campaigns).
 */
export function purchase(order: CompletedOrder, donations: readonly CheckoutLine[]): Ga4Push {
  const lines = order.items.map((item) =>
    itemLine(item.type, item.id, item.title, item.priceCents, item.quantity),
  )
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: String(order.orderId),
      currency: order.currency,
      value: toUnits(order.totalCents),
      items: [...lines, ...donations].map(ga4Item),
    },
  }
}
