/**
 * Redeeming and removing codes, as the cart and the checkout do it: the code checked with the server, a voucher for one
 * ticket putting that ticket into the cart at 0 €, a discount code pricing the cart again, and the codes kept beside
 * the cart. What the visitor must be told is thrown as a typed error; nothing here renders.
 */
import type { Ticket } from '../domain/tickets/types'
import { CouponRefusedError } from '../domain/cart/couponCheck'
import { isVoucherLine } from '../domain/cart/couponTotals'
import {
  normalizeCode,
  readCoupons,
  writeCoupons,
  type RedeemedCoupon,
  type StoredCoupons,
} from '../domain/cart/coupons'
import { removeCartLine } from '../domain/cart/lineChanges'
import { readCart, type CartSummaryItem } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { checkCode } from '../services/coupons'
import { pricesFor } from './couponPrices'
import { apiClientFor } from './apiQuery'
import { addVoucherTicket, voucherTicket } from './voucherTickets'

/** What checking a code found; a voucher for a timed ticket waits for its time (`addVoucherTicket`). */
export type Redeemed = { coupon: RedeemedCoupon; ticket: Ticket | null }

/**
 * Checks `typed` and keeps the code: a value voucher's credit, a discount code with the cart priced again, a voucher
 * for an untimed ticket with its line added. A voucher for a timed ticket is not kept yet: the caller asks for its
 * time and calls `addVoucherTicket` (voucherTickets.ts).
 * @throws CouponRefusedError when the shop refuses the code or it is redeemed already; the client's errors when the
 *   shop could not be asked; StorageError when storage refuses the codes.
 */
export async function redeemCode(config: ShopConfig, typed: string): Promise<Redeemed> {
  const code = normalizeCode(typed)
  const stored = readCoupons(config.storageKeys)
  if (stored.coupons.some((coupon) => coupon.code === code)) throw new CouponRefusedError('already')
  const coupon = await checkCode(apiClientFor(config), code)
  if (coupon.kind === 'ticket' && coupon.ticketId !== undefined) {
    const ticket = await voucherTicket(config, coupon.ticketId)
    if (ticket.ticketType === 'time_slot') return { coupon, ticket }
    await addVoucherTicket(config, coupon, ticket)
    return { coupon, ticket }
  }
  const coupons = [...stored.coupons, coupon]
  writeCoupons(config.storageKeys, { coupons, prices: await pricesFor(config, coupons) })
  return { coupon, ticket: null }
}

/**
 * Forgets `code`: a voucher for one ticket takes its 0 € line with it, and the cart is priced again for the discount
 * codes left. A failure to price leaves the prices out: the cart asks again.
 */
export async function removeCode(config: ShopConfig, code: string): Promise<void> {
  const stored = readCoupons(config.storageKeys)
  const gone = stored.coupons.find((coupon) => coupon.code === code)
  if (!gone) return
  const coupons = stored.coupons.filter((coupon) => coupon !== gone)
  if (gone.kind === 'ticket') {
    const line = readCart(config.variant, config.storageKeys).items.find((item) =>
      isVoucherLine(item, [gone]),
    )
    if (line) removeVoucherLine(config, line)
  }
  const next: StoredCoupons = { coupons, prices: null }
  writeCoupons(config.storageKeys, next)
  await repriceCart(config)
}

/** One piece less of a voucher's 0 € line (the line goes with its last piece). */
function removeVoucherLine(config: ShopConfig, line: CartSummaryItem): void {
  removeCartLine(config.variant, config.storageKeys, line)
}

/**
 * Prices the cart again for the discount codes kept (a line changed since they were priced). The client's errors pass
 * to the caller, which says the prices could not be asked.
 */
export async function repriceCart(config: ShopConfig): Promise<void> {
  const stored = readCoupons(config.storageKeys)
  const prices = await pricesFor(config, stored.coupons)
  writeCoupons(config.storageKeys, { coupons: readCoupons(config.storageKeys).coupons, prices })
}
