/**
 * Builds the body of POST /api/v4/orders from the cart and the donations.
 * Pure: no storage, no network. Amounts stay integer cents; the euro strings PayPal needs are made here,
 * at the provider boundary, by integer arithmetic.
 */
import type { CartSummaryItem, StoredDonation } from '../domain/cart/storedCart'
import { centsToEuroString } from '../domain/values/money'
import { TICKET_LINE_TYPE, ticketLineTime } from '../domain/cart/ticketLines'
import { formatPaymentDateTime } from '../domain/tickets/dateFormat'

/** A cart line as the order needs it: the cart's own summary line. */
export type OrderCartItem = CartSummaryItem

/** A donation in the cart: `value` in cents for campaign `campaign_id`. */
export type OrderDonation = StoredDonation

/** Everything the order builder needs; callers have validated amounts and quantities already. */
export interface OrderInput {
  items: readonly OrderCartItem[]
  donations: readonly OrderDonation[]
  /** Shop currency code, sent as `currency_code` of every item. */
  currency: string
  paymentModeId: number | string
  /** The PayPal flow's funding source ('paypal', 'card', …); the shop's other payment modes send none. */
  paymentSource?: string
  /** Buyer e-mail; null or empty sends `customer: null`. */
  email: string | null
  /** The redeemed codes; the items carry the discount codes' prices already. */
  coupons?: OrderCoupons
}

/** The codes an order carries and the value vouchers' credit among them, taken off the total. */
export interface OrderCoupons {
  codes: readonly string[]
  creditCents: number
}

/** One order line with the data PayPal shows to the buyer. */
export interface OrderItem {
  type: string
  attributes: Record<string, unknown>
  payment_attributes: {
    name: string
    unit_amount: { quantity: number; value: string; currency_code: string }
  }
}

/** A donation as the order takes it: not an item, but the order's own list (counted in `total`). */
export interface OrderRequestDonation {
  value: number
  campaign_id: number
}

/** JSON body of POST /api/v4/orders. */
export interface OrderRequest {
  items: OrderItem[]
  /** Present only when the cart holds donations. */
  donations?: OrderRequestDonation[]
  /** Present only when codes were redeemed. */
  coupons?: string[]
  /** Sum of unit price × quantity over all items, plus the donations, less the vouchers' credit, in cents (≥ 0). */
  total: number
  payment_mode_id: string
  payment_source?: string
  customer: { email: string } | null
}

/** Tour names are cut to this many characters before the participant suffix. */
export const TOUR_NAME_LIMIT = 110
/** Names of all other items (donations included) are cut to this many characters. */
export const ITEM_NAME_LIMIT = 120

const REPLACEMENT_CHARACTER = '\uFFFD'

/** A single UTF-16 code unit in the surrogate range: half of a pair, standing alone. */
function isLoneSurrogate(codePoint: string): boolean {
  const unit = codePoint.charCodeAt(0)
  return codePoint.length === 1 && unit >= 0xd800 && unit <= 0xdfff
}

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${what}: not a non-negative integer: ${cents}`)
}

function assertCount(count: number, what: string): void {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`${what}: not a positive integer: ${count}`)
}

/**
 * Cuts `name` to at most `limit` code points. Iterating by code points keeps surrogate pairs whole; a lone
 * surrogate already in the input becomes U+FFFD, so the result is always well-formed UTF-16.
 */
export function truncateName(name: string, limit: number): string {
  const codePoints = Array.from(name).slice(0, limit)
  return codePoints.map((c) => (isLoneSurrogate(c) ? REPLACEMENT_CHARACTER : c)).join('')
}

/** A ticket's name with its date and time, "Erwachsene – Sa 30.05.2026 11:30"; the name is cut, never the date. */
function ticketItemName(item: OrderCartItem): string | null {
  const wall = ticketLineTime(item)
  if (!wall) return null
  const suffix = ` – ${formatPaymentDateTime(wall)}`
  return truncateName(item.name, ITEM_NAME_LIMIT - suffix.length) + suffix
}

/**
 * The name PayPal shows: tours get ' (N Teilnehmer)', N = participantCount, else quantity; tickets their date and
 * time.
 */
export function orderItemName(item: OrderCartItem): string {
  if (item.type === TICKET_LINE_TYPE) return ticketItemName(item) ?? truncateName(item.name, ITEM_NAME_LIMIT)
  if (item.type !== 'Tour') return truncateName(item.name, ITEM_NAME_LIMIT)
  const participants = item.participantCount ?? item.quantity
  assertCount(participants, `participantCount of "${item.name}"`)
  return `${truncateName(item.name, TOUR_NAME_LIMIT)} (${participants} Teilnehmer)`
}

function orderLine(
  type: string,
  attributes: Record<string, unknown>,
  name: string,
  unitCents: number,
  quantity: number,
  currency: string,
): OrderItem {
  return {
    type,
    attributes,
    payment_attributes: {
      name,
      unit_amount: { quantity, value: centsToEuroString(unitCents), currency_code: currency },
    },
  }
}

/**
 * What the order costs, in integer cents: unit price × quantity over the cart lines, plus the donations. The one total
 * of the checkout: the amount shown, sent as `total`, and handed to the wallets.
 * @throws RangeError on non-integer or negative cents, quantities below 1, or a total too large to be exact cents.
 */
export function orderTotal(items: readonly OrderCartItem[], donations: readonly OrderDonation[]): number {
  let total = 0
  for (const item of items) {
    assertCents(item.price_cents, `price_cents of "${item.name}"`)
    assertCount(item.quantity, `quantity of "${item.name}"`)
    total += item.price_cents * item.quantity
  }
  for (const donation of donations) {
    assertCents(donation.value, `donation for campaign ${donation.campaign_id}`)
    total += donation.value
  }
  // Products of safe integers can leave the exact range; such a total would no longer be exact cents.
  if (!Number.isSafeInteger(total))
    throw new RangeError(`Order total is not an exact amount of cents: ${total}`)
  return total
}

/** What is left to pay after the value vouchers' credit: never below 0. */
export function payableTotal(
  items: readonly OrderCartItem[],
  donations: readonly OrderDonation[],
  coupons?: OrderCoupons,
): number {
  return Math.max(0, orderTotal(items, donations) - (coupons?.creditCents ?? 0))
}

/**
 * Builds the order request. Donations go into the order's `donations` list as `{value, campaign_id}` (the API takes
 * them so, not as items); they count in `total`.
 * @throws RangeError as `orderTotal` — a programming error, since callers validate; the payment flow catches it like
 *   any other failure.
 */
export function buildOrderRequest(input: OrderInput): OrderRequest {
  const total = payableTotal(input.items, input.donations, input.coupons)
  const codes = [...(input.coupons?.codes ?? [])]
  const items = input.items.map((item) =>
    orderLine(
      item.type,
      item.attributes,
      orderItemName(item),
      item.price_cents,
      item.quantity,
      input.currency,
    ),
  )
  const donations = input.donations.map(({ value, campaign_id }) => ({ value, campaign_id }))
  return {
    items,
    ...(donations.length > 0 && { donations }),
    ...(codes.length > 0 && { coupons: codes }),
    total,
    payment_mode_id: String(input.paymentModeId),
    ...(input.paymentSource && { payment_source: input.paymentSource }),
    customer: input.email ? { email: input.email } : null,
  }
}
