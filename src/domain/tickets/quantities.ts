/**
 * How many of each ticket the visitor may choose for one start time. Tickets sharing a quota take from the same
 * places: what the cart holds and what is chosen of the other tickets leave less for this one. A booking holds at
 * least `min_persons` and at most `max_persons` of a ticket; the cart's line for the same time counts towards it,
 * because the two merge into one line.
 */
import { stepWithin } from '../values/quantitySteps'
import { offerIndex } from './offerIndex'
import { quotaRoom, type SlotContext } from './slots'
import type { Ticket, TicketBooking, TicketSelection } from './types'
import { sameInstant } from './wallClock'

/** The fewest of `ticket` a booking holds: the first "+" goes there. */
export function minQuantity(ticket: Ticket): number {
  return Math.max(1, ticket.minPersons)
}

/** How many of `ticketId` the cart already holds for `iso`. */
export function bookedAt(cart: readonly TicketBooking[], ticketId: number, iso: string): number {
  return cart
    .filter((booking) => booking.ticketId === ticketId && sameInstant(booking.time, iso))
    .reduce((sum, booking) => sum + booking.quantity, 0)
}

/**
 * The most of `ticketId` the visitor may choose at `minutes`, given what else is chosen (`selection`; the ticket's own
 * entry there is ignored): min(max_persons less the cart's, each of its quotas' places left less the cart and the
 * other chosen tickets of that quota). 0 when the time is not offered for it.
 */
export function maxQuantity(
  context: SlotContext,
  ticketId: number,
  minutes: number,
  selection: TicketSelection = {},
): number {
  const ticket = offerIndex(context.offer).ticketById.get(ticketId)
  const rooms = ticket && quotaRoom(context, ticket, minutes)
  if (!ticket || !rooms) return 0
  // The chosen tickets are few: summed from the selection, not from every ticket of the quota.
  const chosen = Object.entries(selection).filter(([id]) => Number(id) !== ticketId)
  const limits = rooms.map(
    (room) =>
      room.left -
      chosen.reduce((sum, [id, quantity]) => (room.holders.has(Number(id)) ? sum + quantity : sum), 0),
  )
  const iso = rooms[0]?.slot.iso ?? ''
  if (ticket.maxPersons !== null) limits.push(ticket.maxPersons - bookedAt(context.cart, ticketId, iso))
  return Math.max(0, Math.min(...limits))
}

/** True when every chosen quantity fits at `minutes` together with the others and the cart. */
export function fitsSelection(context: SlotContext, minutes: number, selection: TicketSelection): boolean {
  return Object.entries(selection).every(
    ([id, quantity]) => quantity <= 0 || quantity <= maxQuantity(context, Number(id), minutes, selection),
  )
}

/** How many tickets are chosen in all. */
export function selectedCount(selection: TicketSelection): number {
  return Object.values(selection).reduce((sum, quantity) => sum + Math.max(0, quantity), 0)
}

/** The quantity after one step of the stepper, `max` being the ticket's limit now (see `stepWithin`). */
export function stepQuantity(ticket: Ticket, current: number, direction: 'up' | 'down', max: number): number {
  return stepWithin(current, direction, minQuantity(ticket), max)
}
