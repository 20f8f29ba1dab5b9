/**
 * Which ticket lines of the cart have passed: a timed ticket once its time has begun on the museum's clock, a day
 * ticket once its day is over. Apart from the rest of the ticket lines' code, so that the cart link, in the header of
 * every page, counts the lines the checkout orders without loading the booking code.
 */
import type { CartSummaryItem } from './storedCart'
import { isBefore, parseWallClock, type WallClock } from '../tickets/wallClock'

/** The cart line and order item type of tickets. */
export const TICKET_LINE_TYPE = 'Ticket'

/** The start time of a ticket line as written, or null for other lines and lines without one. */
export function lineTime(item: CartSummaryItem): string | null {
  const time = item.attributes.time
  return item.type === TICKET_LINE_TYPE && typeof time === 'string' ? time : null
}

/** The museum's date and time of a ticket line, or null when it is no ticket line or its time is unreadable. */
export function ticketLineTime(item: CartSummaryItem): WallClock | null {
  const time = lineTime(item)
  return time === null ? null : parseWallClock(time)
}

/**
 * True for a ticket line whose time has passed on the museum's clock `now`: a day ticket after its day, any other
 * ticket once its time has begun. Lines without a readable time are left to the server.
 */
export function isPastTicketLine(item: CartSummaryItem, now: WallClock): boolean {
  const wall = ticketLineTime(item)
  if (!wall) return false
  return item.ticketType === 'normal' ? wall.date < now.date : isBefore(wall, now)
}

/** The lines that can still be ordered, and the ticket lines that have passed (the checkout names and leaves them out). */
export function splitPastTicketLines<T extends CartSummaryItem>(
  items: readonly T[],
  now: WallClock,
): { current: T[]; past: T[] } {
  const past = items.filter((item) => isPastTicketLine(item, now))
  return { current: items.filter((item) => !past.includes(item)), past }
}
