/**
 * Vouchers for one ticket: the ticket they stand for, and its 0 € line put into the cart with the code kept. Loaded
 * only when such a voucher is redeemed, so the cart and the checkout do not carry the ticket code otherwise.
 */
import type { Ticket } from '../domain/tickets/types'
import { readCoupons, writeCoupons, type RedeemedCoupon } from '../domain/cart/coupons'
import { toSpecialTicket } from '../domain/cart/ticketCart'
import { TICKET_LINE_TYPE, type TicketCartLine } from '../domain/cart/ticketLines'
import { updateStoredCart } from '../domain/cart/write'
import type { ShopConfig } from '../domain/shop/config'
import { TICKET_CAPACITY_REQUEST, TICKET_REQUEST } from '../services/tickets'
import { apiQuery } from './apiQuery'
import { pricesFor } from './couponPrices'
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
  // The code is kept with its line whatever the pricing does: a cart without its prices is priced again when shown.
  const prices = await pricesFor(config, coupons).catch(() => null)
  writeCoupons(config.storageKeys, { coupons, prices })
}

/** The places left per start time (ISO) of the voucher's timed ticket on `day`. */
export function voucherTicketPlaces(
  config: ShopConfig,
  ticketId: number,
  day: string,
): Promise<Readonly<Record<string, number>>> {
  return fetchQuery(apiQuery(config, TICKET_CAPACITY_REQUEST, { ticketId, date: day }))
}
