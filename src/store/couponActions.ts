/**
 * Redeeming and removing codes, as the cart and the checkout do it: the code checked with the server, a voucher for one
 * ticket putting that ticket into the cart at 0 €, a discount code pricing the cart again, and the codes kept beside
 * the cart. What the visitor must be told is thrown as a typed error; nothing here renders.
 */
import type { Ticket } from '../domain/tickets/types'
import { CouponRefusedError } from '../domain/cart/couponCheck'
import { cartSignature, isVoucherLine } from '../domain/cart/couponTotals'
import {
  normalizeCode,
  readCoupons,
  writeCoupons,
  type RedeemedCoupon,
  type StoredCoupons,
} from '../domain/cart/coupons'
import { removeCartLine } from '../domain/cart/lineChanges'
import { readCart, type CartSummaryItem } from '../domain/cart/storedCart'
import { toSpecialTicket } from '../domain/cart/ticketCart'
import { updateStoredCart } from '../domain/cart/write'
import { TICKET_LINE_TYPE, type TicketCartLine } from '../domain/cart/ticketLines'
import type { ShopConfig } from '../domain/shop/config'
import { checkCode, priceCart } from '../services/coupons'
import { TICKET_REQUEST } from '../services/tickets'
import { apiClientFor, apiQuery } from './apiQuery'
import { fetchQuery } from './query'

/** The one ticket a voucher stands for, at 0 €; `time` for a timed ticket (the start the visitor chose). */
export function voucherTicketLine(ticket: Ticket, time?: string): TicketCartLine {
  return {
    type: TICKET_LINE_TYPE,
    attributes: { id: ticket.id, quantity: 1, ...(time && { time }) },
    name: ticket.title,
    price_cents: 0,
    ticket_type: ticket.ticketType,
  }
}

/** The ticket a voucher for one ticket stands for (its name, and whether a time must be chosen). */
export function voucherTicket(config: ShopConfig, ticketId: number): Promise<Ticket> {
  return fetchQuery(apiQuery(config, TICKET_REQUEST, ticketId))
}

/** The discount codes' prices for the cart as it is now; null when no discount code is redeemed. */
async function pricesFor(config: ShopConfig, coupons: readonly RedeemedCoupon[]) {
  if (!coupons.some((coupon) => coupon.kind === 'discount')) return null
  const items = readCart(config.variant, config.storageKeys).items
  const cents = await priceCart(
    apiClientFor(config),
    items,
    coupons.map((coupon) => coupon.code),
  )
  return { cart: cartSignature(items), cents }
}

/** What checking a code found; a voucher for a timed ticket waits for its time (`addVoucherTicket`). */
export type Redeemed = { coupon: RedeemedCoupon; ticket: Ticket | null }

/**
 * Checks `typed` and keeps the code: a value voucher's credit, a discount code with the cart priced again, a voucher
 * for an untimed ticket with its line added. A voucher for a timed ticket is not kept yet: the caller asks for its
 * time and calls `addVoucherTicket`.
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

/** Keeps a voucher for one ticket and puts its ticket (at `time` when timed) into the cart at 0 €. */
export async function addVoucherTicket(
  config: ShopConfig,
  coupon: RedeemedCoupon,
  ticket: Ticket,
  time?: string,
): Promise<void> {
  const line = voucherTicketLine(ticket, time)
  // Its own line, marked with the code: paid tickets of the same time neither merge into it nor it into them.
  updateStoredCart(config.variant, config.storageKeys, {
    items: (items) => [...items, { ...line, coupon: coupon.code }],
    specialTickets: (entries) => [...entries, { ...toSpecialTicket(line), coupon: coupon.code }],
  })
  const stored = readCoupons(config.storageKeys)
  const coupons = [...stored.coupons.filter((kept) => kept.code !== coupon.code), coupon]
  writeCoupons(config.storageKeys, { coupons, prices: await pricesFor(config, coupons) })
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
