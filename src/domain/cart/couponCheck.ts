/**
 * What a checked code is: the answer of GET /coupon_sales/barcode/{code} read tolerantly (the call is not in the
 * public documentation; every field may be missing), and why a code is refused. Pure.
 */
import { ShopError } from '../errors'
import { fieldOf } from '../values/fieldOf'
import type { RedeemedCoupon } from './coupons'

/** Why a code cannot be redeemed. */
export type CouponRefusal = 'unknown' | 'used' | 'expired' | 'notYetValid' | 'already' | 'unusable'

const REFUSALS: Record<CouponRefusal, string> = {
  unknown: 'The shop knows no such code',
  used: 'The code has been used',
  expired: 'The code has expired',
  notYetValid: 'The code is not valid yet',
  already: 'The code is redeemed already',
  unusable: 'The code is of a kind the cart cannot apply',
}

/** A code the shop refused, or one this cart cannot take. The element says why, next to the field. */
export class CouponRefusedError extends ShopError {
  override readonly code = 'coupon_refused'
  constructor(readonly reason: CouponRefusal) {
    super(REFUSALS[reason])
  }
}

/** The action of a discount on the order. */
export const ORDER_DISCOUNT_ACTION = 'TokenActions::ApplyOrderDiscount'

/** A field's first value that is a date, as milliseconds; the server's names for validity vary. */
function dateOf(sale: unknown, names: readonly string[]): number | null {
  for (const name of names) {
    const value = fieldOf(sale, name)
    if (typeof value !== 'string' || !value) continue
    const time = Date.parse(value)
    if (Number.isFinite(time)) return time
  }
  return null
}

const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null

/** Why an invalid sale is invalid: before its first day, after its last, else used up. */
function refusalOf(sale: unknown, now: number): CouponRefusal {
  const from = dateOf(sale, ['valid_from', 'valid_since', 'starts_at'])
  if (from !== null && now < from) return 'notYetValid'
  const until = dateOf(sale, ['valid_until', 'valid_to', 'expires_at', 'expiry_date', 'ends_at'])
  if (until !== null && now > until) return 'expired'
  return 'used'
}

/**
 * The redeemed code `code` is, from the answer's `coupon_sale`; a refusal when the sale is not valid or of no kind
 * known here. An action token is a discount; `is_voucher_for` names a ticket; `value_cents` is a credit.
 */
export function couponOf(
  code: string,
  answer: unknown,
  now = Date.now(),
): RedeemedCoupon | CouponRefusedError {
  const sale = fieldOf(answer, 'coupon_sale') ?? fieldOf(answer, 'data') ?? answer
  if (typeof sale !== 'object' || sale === null) return new CouponRefusedError('unknown')
  if (fieldOf(sale, 'is_valid') === false) return new CouponRefusedError(refusalOf(sale, now))
  if (fieldOf(sale, 'value_action') === ORDER_DISCOUNT_ACTION) return { code, kind: 'discount' }
  const ticketId = positive(fieldOf(sale, 'is_voucher_for'))
  if (ticketId !== null) return { code, kind: 'ticket', ticketId }
  const valueCents = positive(fieldOf(sale, 'value_cents'))
  if (valueCents !== null) return { code, kind: 'value', valueCents }
  return new CouponRefusedError('unusable')
}
