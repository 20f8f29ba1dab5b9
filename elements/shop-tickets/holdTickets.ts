/**
 * With `hold-places`, the places of the timed tickets being added are held before they go into the cart, and each
 * line keeps the token of its hold. A line that merges into the cart's line of the same ticket and time gets that
 * line's hold changed to the whole quantity, so a cart line has one hold. Without a hold (refused, failed, a ticket
 * that cannot be held, an annual ticket) the line goes into the cart as it is.
 */
import type { TicketCartLine } from '../../src/domain/cart/ticketLines'
import { canBeHeld } from '../../src/domain/holds/records'
import type { Ticket, TicketBooking } from '../../src/domain/tickets/types'
import { sameInstant } from '../../src/domain/tickets/wallClock'
import { holdCartLine } from '../../src/store/holds'

async function holdLine(
  line: TicketCartLine,
  tickets: readonly Ticket[],
  cart: readonly TicketBooking[],
): Promise<TicketCartLine> {
  const { id, quantity, time, attendees } = line.attributes
  const ticket = tickets.find((candidate) => candidate.id === id)
  if (time === undefined || !ticket || !canBeHeld(ticket)) return line
  // A line with names stays a line of its own (it never merges), so its hold is its own too.
  const booked =
    attendees === undefined
      ? cart.find((booking) => booking.ticketId === id && sameInstant(booking.time, time))
      : undefined
  const token = await holdCartLine({
    ticketId: id,
    quantity: quantity + (booked?.quantity ?? 0),
    startAt: time,
    token: booked?.holdTokens?.at(-1),
  })
  return token === null ? line : { ...line, attributes: { ...line.attributes, reservations: [token] } }
}

/** `lines` with the tokens of their holds, made or changed at the server (all at once). Never rejects. */
export function holdTicketLines(
  lines: readonly TicketCartLine[],
  tickets: readonly Ticket[],
  cart: readonly TicketBooking[],
): Promise<TicketCartLine[]> {
  return Promise.all(lines.map((line) => holdLine(line, tickets, cart)))
}
