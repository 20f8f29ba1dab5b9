/**
 * Ticket lines of the cart. A line is the documented order item `{type: "Ticket", attributes: {id, quantity, time}}`
 * plus what every cart line carries for display (name, price_cents) and the ticket's type, which says when the line
 * has passed: a timed ticket when its time has begun, a day ticket when its day is over. An annual ticket has no
 * time; a ticket that asks for names carries them (`attendees`); a combination ticket the time of each part
 * (`sub_ticket_times`), its `time` being the earliest of them.
 */
import type { CartSummaryItem } from './storedCart'
import { keptAttendees, type Attendee, type AttendeeNames } from '../tickets/attendees'
import { formatDayAndTime } from '../tickets/dateFormat'
import { hasSafePrice, unitPriceCents } from '../tickets/prices'
import type { Ticket, TicketBooking, TicketSelection } from '../tickets/types'
import { lineTime, TICKET_LINE_TYPE, ticketLineTime } from './pastLines'

export { isPastTicketLine, splitPastTicketLines, TICKET_LINE_TYPE, ticketLineTime } from './pastLines'

/** A ticket line as the default cart stores it. */
export interface TicketCartLine {
  type: typeof TICKET_LINE_TYPE
  attributes: {
    id: number
    quantity: number
    time?: string
    attendees?: Attendee[]
    /** The token of the line's hold, when the places are held (the order item's own field). */
    reservations?: string[]
    sub_ticket_times?: Record<string, string>
  }
  name: string
  /** What one costs, VAT included. */
  price_cents: number
  ticket_type: string
}

/**
 * One line per chosen ticket (in the order of `tickets`) for the start time `time` (the server's ISO string; null for
 * annual tickets), with the names of its persons when the ticket asks for them.
 */
export function ticketCartLines(
  tickets: readonly Ticket[],
  selection: TicketSelection,
  time: string | null,
  names: AttendeeNames = {},
): TicketCartLine[] {
  return tickets
    .filter((ticket) => (selection[ticket.id] ?? 0) > 0 && hasSafePrice(ticket))
    .map((ticket) => {
      const quantity = selection[ticket.id] ?? 0
      const attendees = keptAttendees(ticket, quantity, names)
      return {
        type: TICKET_LINE_TYPE,
        attributes: {
          id: ticket.id,
          quantity,
          ...(time !== null && { time }),
          ...(attendees && { attendees }),
        },
        name: ticket.title,
        price_cents: unitPriceCents(ticket),
        ticket_type: ticket.ticketType,
      }
    })
}

/** Lines of combination tickets: `time` is the earliest part's, `sub_ticket_times` names each part's. */
export function combinationCartLines(
  tickets: readonly Ticket[],
  selection: TicketSelection,
  times: { time: string; subTicketTimes: Record<string, string> },
  names: AttendeeNames = {},
): TicketCartLine[] {
  return ticketCartLines(tickets, selection, times.time, names).map((line) => ({
    ...line,
    attributes: { ...line.attributes, sub_ticket_times: times.subTicketTimes },
  }))
}

/** The part times of a combination ticket's line (`sub_ticket_times`), as far as they are readable. */
export function partTimesOf(item: Pick<CartSummaryItem, 'attributes'>): Record<string, string> {
  const times = item.attributes.sub_ticket_times
  if (typeof times !== 'object' || times === null) return {}
  return Object.fromEntries(
    Object.entries(times).filter(
      (entry): entry is [string, string] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'string',
    ),
  )
}

/** "Sa, 30. Mai, 11:30 Uhr" for a ticket line; null for other lines. */
export function ticketLineWhen(item: CartSummaryItem, locale: string): string | null {
  const wall = ticketLineTime(item)
  return wall && formatDayAndTime(wall, locale)
}

/** "Erwachsene (Sa, 30. Mai, 11:30 Uhr)": a line named with its date and time, where the visitor is told about it. */
export const ticketLineLabel = (item: CartSummaryItem, locale: string): string =>
  `${item.name} (${ticketLineWhen(item, locale) ?? ''})`

/** The tokens of the holds of a cart line (`attributes.reservations`); none for a line without. */
export function holdTokensOf(item: CartSummaryItem): string[] {
  const tokens: unknown = item.attributes.reservations
  if (!Array.isArray(tokens)) return []
  return tokens.filter((token: unknown): token is string => typeof token === 'string' && token !== '')
}

/** The tokens of every hold of the cart. */
export const holdTokensIn = (items: readonly CartSummaryItem[]): string[] => items.flatMap(holdTokensOf)

/** The cart's tickets with their times (and holds), and the parts of combination tickets with theirs: the places
 * they take. */
export function ticketBookingsIn(items: readonly CartSummaryItem[]): TicketBooking[] {
  return items.flatMap((item) => {
    const time = lineTime(item)
    const id = item.attributes.id
    if (time === null || typeof id !== 'number') return []
    const holdTokens = holdTokensOf(item)
    const parts = Object.entries(partTimesOf(item)).map(([part, partTime]) => ({
      ticketId: Number(part),
      quantity: item.quantity,
      time: partTime,
    }))
    return [
      { ticketId: id, quantity: item.quantity, time, ...(holdTokens.length > 0 && { holdTokens }) },
      ...parts,
    ]
  })
}
