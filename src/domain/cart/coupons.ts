/**
 * The codes the visitor redeemed, kept in localStorage beside the cart they belong to (`<cart key>.coupons`), so the
 * cart page and the checkout page apply the same codes. Each code keeps what the server said of it when it was
 * checked: a value voucher its credit, a voucher for one ticket that ticket, a discount code nothing more (its prices
 * come from pricing the cart, kept with the cart they were priced for). Stored data is foreign input: read tolerantly.
 */
import * as z from 'zod/mini'
import { readJson, removeKey } from '../browser/storage'
import { writeJson } from '../browser/storageUpdates'
import type { StorageKeys } from '../shop/storageKeys'
import { cents, id } from './formats'
import { nonEmptyText } from '../values/nonEmptyText'

/** A value voucher (credit), a voucher for one ticket (that ticket at 0), a discount on the order. */
export type CouponKind = 'value' | 'ticket' | 'discount'

/** One redeemed code. */
export interface RedeemedCoupon {
  /** Trimmed and upper-cased, as the server takes it. */
  code: string
  kind: CouponKind
  /** Value vouchers: the credit in cents. */
  valueCents?: number
  /** Vouchers for one ticket: the ticket's id. */
  ticketId?: number
}

/** Prices of the cart's lines with the discount codes, for the cart they were asked for. */
export interface CouponPrices {
  /** What the lines were when priced (`cartSignature`): another cart must be priced again. */
  cart: string
  /** Each line's price of one piece in cents, in the cart's order. */
  cents: number[]
}

/** Everything kept under the key. */
export interface StoredCoupons {
  coupons: RedeemedCoupon[]
  prices: CouponPrices | null
}

// A pattern, not z.enum: the enum's code would join the start-up file, which carries the schema library's core.
const kindSchema = z.pipe(
  z.string().check(z.regex(/^(value|ticket|discount)$/)),
  z.transform((kind) => kind as CouponKind),
)
const couponSchema = z.object({
  code: nonEmptyText,
  kind: kindSchema,
  valueCents: z.optional(cents),
  ticketId: z.optional(id),
})
const pricesSchema = z.object({ cart: z.string(), cents: z.array(cents) })

/** The key the codes of the cart under `keys` are kept under. */
export function couponsKey(keys: StorageKeys): string {
  return `${keys.cart}.coupons`
}

/** A code as typed, the way the server takes it: without surrounding space, upper-cased. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase()
}

const NONE: StoredCoupons = { coupons: [], prices: null }

/** The stored codes; anything unreadable counts as none (a code can be typed again). Never throws. */
export function readCoupons(keys: StorageKeys): StoredCoupons {
  const read = readJson(couponsKey(keys))
  if (!read.ok || typeof read.value !== 'object' || read.value === null) return NONE
  const list: unknown = Reflect.get(read.value, 'coupons')
  const coupons: RedeemedCoupon[] = []
  for (const raw of Array.isArray(list) ? (list as unknown[]) : []) {
    const parsed = couponSchema.safeParse(raw)
    if (parsed.success && !coupons.some((coupon) => coupon.code === parsed.data.code))
      coupons.push(parsed.data)
  }
  const prices = pricesSchema.safeParse(Reflect.get(read.value, 'prices'))
  return { coupons, prices: prices.success ? prices.data : null }
}

/**
 * Keeps `value` (no codes: removes the key).
 * @throws StorageError when storage is full or unavailable.
 */
export function writeCoupons(keys: StorageKeys, value: StoredCoupons): void {
  if (value.coupons.length === 0) removeKey(couponsKey(keys))
  else writeJson(couponsKey(keys), value)
}

/** Forgets every code (after the order). Never throws. */
export function clearCoupons(keys: StorageKeys): void {
  removeKey(couponsKey(keys))
}
