/**
 * Annual tickets: no day and no time, only how many. They draw on no places the element can see, so a booking holds
 * at most the ticket's `max_persons` (a fixed number when it sets none), less what the cart's line of the ticket
 * already holds: the two merge into one line.
 */
import type { CartSummaryItem } from './storedCart'
import { TICKET_LINE_TYPE } from './ticketLines'
import type { Ticket } from '../tickets/types'

/** The most of an annual ticket one booking holds when the ticket sets no limit of its own. */
export const ANNUAL_LIMIT = 10

/** How many of annual ticket `ticketId` the cart's line without names holds: the line a new one adds to. */
function inCart(items: readonly CartSummaryItem[], ticketId: number): number {
  return items
    .filter(
      (item) =>
        item.type === TICKET_LINE_TYPE &&
        item.attributes.id === ticketId &&
        item.attributes.time === undefined &&
        item.attributes.attendees === undefined,
    )
    .reduce((sum, item) => sum + item.quantity, 0)
}

/** The most of annual ticket `ticket` the visitor may choose now, given the cart. */
export function annualMax(ticket: Ticket, cart: readonly CartSummaryItem[]): number {
  return Math.max(0, (ticket.maxPersons ?? ANNUAL_LIMIT) - inCart(cart, ticket.id))
}
