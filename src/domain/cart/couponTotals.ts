/**
 * What the redeemed codes do to the cart: the discount codes' line prices (when they were asked for this very cart),
 * the value vouchers' credit taken off, never below 0, and what is left of the credit. Pure. The one amount to pay of
 * the cart, the cart link, the checkout and the order.
 */
import type { CartSummaryItem, StoredDonation } from './storedCart'
import type { CouponPrices, RedeemedCoupon, StoredCoupons } from './coupons'

/** A line whose price a discount code lowered: the line as it is now, and its price before. */
export interface DiscountedLine {
  item: CartSummaryItem
  formerCents: number
}

/** The cart with its codes applied. */
export interface CouponView {
  /** The lines at the prices they are ordered at. */
  items: CartSummaryItem[]
  discounted: DiscountedLine[]
  /** A discount code whose prices were asked for another cart (a line changed since): the cart is priced again. */
  stale: boolean
  /** The codes in the order they were redeemed. */
  codes: string[]
  /** The value vouchers' credit, all of it. */
  creditCents: number
  /** The credit taken off now; `creditCents − usedCents` is left for another order. */
  usedCents: number
  /** Lines and donations before the credit. */
  subtotalCents: number
  /** What is left to pay: the order's `total`. */
  dueCents: number
}

/** What a cart's lines are, for telling whether prices asked for them still fit: type, attributes, price, count. */
export function cartSignature(items: readonly CartSummaryItem[]): string {
  return JSON.stringify(items.map((item) => [item.type, item.attributes, item.price_cents, item.quantity]))
}

function priced(items: readonly CartSummaryItem[], prices: CouponPrices) {
  const discounted: DiscountedLine[] = []
  const lines = items.map((item, index) => {
    const cents = prices.cents[index]
    if (cents === undefined || cents >= item.price_cents) return item
    const line = { ...item, price_cents: cents, totalCents: cents * item.quantity }
    discounted.push({ item: line, formerCents: item.price_cents })
    return line
  })
  return { lines, discounted }
}

/** The credit of the value vouchers among `coupons`. */
export function creditOf(coupons: readonly RedeemedCoupon[]): number {
  return coupons.reduce((sum, coupon) => sum + (coupon.kind === 'value' ? (coupon.valueCents ?? 0) : 0), 0)
}

/** Applies `stored` to the lines and donations of a cart. */
export function applyCoupons(
  items: readonly CartSummaryItem[],
  donations: readonly StoredDonation[],
  stored: StoredCoupons,
): CouponView {
  const hasDiscount = stored.coupons.some((coupon) => coupon.kind === 'discount')
  const fits = hasDiscount && stored.prices !== null && stored.prices.cart === cartSignature(items)
  const { lines, discounted } =
    fits && stored.prices ? priced(items, stored.prices) : { lines: [...items], discounted: [] }
  const subtotalCents =
    lines.reduce((sum, line) => sum + line.totalCents, 0) + donations.reduce((sum, d) => sum + d.value, 0)
  const creditCents = creditOf(stored.coupons)
  const usedCents = Math.min(creditCents, subtotalCents)
  return {
    items: lines,
    discounted,
    stale: hasDiscount && !fits && items.length > 0,
    codes: stored.coupons.map((coupon) => coupon.code),
    creditCents,
    usedCents,
    subtotalCents,
    dueCents: subtotalCents - usedCents,
  }
}

/** True when `item` is the 0 € line a voucher for one ticket put into the cart. */
export function isVoucherLine(item: CartSummaryItem, coupons: readonly RedeemedCoupon[]): boolean {
  return (
    item.price_cents === 0 &&
    coupons.some((coupon) => coupon.kind === 'ticket' && coupon.ticketId === item.attributes.id)
  )
}
