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
import { changeHold, holdCartLine, releaseHold } from '../../src/store/holds'

/** The cart's line that `line` merges into (same ticket and time, no names), whose hold it then shares. */
function bookedLine(line: TicketCartLine, cart: readonly TicketBooking[]): TicketBooking | undefined {
  const { id, time, attendees } = line.attributes
  if (time === undefined || attendees !== undefined) return undefined
  return cart.find((booking) => booking.ticketId === id && sameInstant(booking.time, time))
}

async function holdLine(
  line: TicketCartLine,
  tickets: readonly Ticket[],
  cart: readonly TicketBooking[],
): Promise<TicketCartLine> {
  const { id, quantity, time, attendees } = line.attributes
  const ticket = tickets.find((candidate) => candidate.id === id)
  if (time === undefined || !ticket || !canBeHeld(ticket)) return line
  // A line with names stays a line of its own (it never merges), so its hold is its own too.
  const booked = attendees === undefined ? bookedLine(line, cart) : undefined
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

/**
 * The lines were held but not written (storage refused): nobody may hold places for nothing. A new hold is released
 * at once; the cart line's hold that was changed to take them goes back to that line's quantity. Never rejects.
 */
export async function undoTicketHolds(
  lines: readonly TicketCartLine[],
  cart: readonly TicketBooking[],
): Promise<void> {
  await Promise.all(
    lines.flatMap((line) =>
      (line.attributes.reservations ?? []).map((token) => {
        const booked = bookedLine(line, cart)
        return booked?.holdTokens?.includes(token)
          ? changeHold(token, booked.quantity).then(() => undefined)
          : releaseHold(token)
      }),
    ),
  )
}
