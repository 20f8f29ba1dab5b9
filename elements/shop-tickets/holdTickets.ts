/**
 * With `hold-places`, the places of the timed tickets being added are held before they go into the cart, and each
 * line keeps the token of its hold. A line that merges into the cart's line of the same ticket and time gets that
 * line's hold changed to the whole quantity, so a cart line has one hold. Without a hold (refused, failed, a ticket
 * that cannot be held, an annual ticket) the line goes into the cart as it is.
 */
import type { TicketCartLine } from '../../src/domain/cart/ticketLines'
import { canBeHeld, holdStatus } from '../../src/domain/holds/records'
import type { Ticket, TicketBooking } from '../../src/domain/tickets/types'
import { sameInstant } from '../../src/domain/tickets/wallClock'
import { changeHold, currentHoldRecords, holdPlaces, releaseHold } from '../../src/store/holds'

/** The cart's line that `line` merges into (same ticket and time, no names), whose hold it then shares. */
function bookedLine(line: TicketCartLine, cart: readonly TicketBooking[]): TicketBooking | undefined {
  const { id, time, attendees } = line.attributes
  if (time === undefined || attendees !== undefined) return undefined
  return cart.find((booking) => booking.ticketId === id && sameInstant(booking.time, time))
}

/** A line with the token of its hold; `noRoom` when the server found no room for its places. */
interface HeldLine {
  line: TicketCartLine
  noRoom: boolean
}

async function holdLine(
  line: TicketCartLine,
  tickets: readonly Ticket[],
  cart: readonly TicketBooking[],
): Promise<HeldLine> {
  const { id, quantity, time, attendees } = line.attributes
  const ticket = tickets.find((candidate) => candidate.id === id)
  if (time === undefined || !ticket || !canBeHeld(ticket)) return { line, noRoom: false }
  // A line with names stays a line of its own (it never merges), so its hold is its own too.
  const booked = attendees === undefined ? bookedLine(line, cart) : undefined
  const held = await holdPlaces({
    ticketId: id,
    quantity: quantity + (booked?.quantity ?? 0),
    startAt: time,
    token: booked?.holdTokens?.at(-1),
  })
  return held.kind === 'held'
    ? { line: { ...line, attributes: { ...line.attributes, reservations: [held.token] } }, noRoom: false }
    : { line, noRoom: held.kind === 'noRoom' }
}

/** What holding the lines gave: each line with its hold's token, and whether the server found no room for one. */
export interface HeldLines {
  lines: TicketCartLine[]
  noRoom: boolean
}

/** `lines` with the tokens of their holds, made or changed at the server (all at once). Never rejects. */
export async function holdTicketLines(
  lines: readonly TicketCartLine[],
  tickets: readonly Ticket[],
  cart: readonly TicketBooking[],
): Promise<HeldLines> {
  const held = await Promise.all(lines.map((line) => holdLine(line, tickets, cart)))
  return { lines: held.map((each) => each.line), noRoom: held.some((each) => each.noRoom) }
}

/**
 * The lines were held but not written (storage refused, or no room for one of them): nobody may hold places for nothing. A new hold is released
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

/** How long the places of `lines` are held from now (the first hold to end counts); null when none is held. */
export function heldForMs(lines: readonly TicketCartLine[]): number | null {
  const tokens = lines.flatMap((line) => line.attributes.reservations ?? [])
  const status = holdStatus(currentHoldRecords(), tokens, Date.now())
  return status.kind === 'held' ? status.leftMs : null
}
