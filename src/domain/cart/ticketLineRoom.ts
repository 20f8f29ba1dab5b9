/**
 * How many a ticket line of the cart may hold, on the places the server says now: the same rules as when the tickets
 * were chosen (the quota's places left less what the cart's other lines of that quota and time take, `max_persons`,
 * `min_persons`), for a line that is already in the cart. The line's own quantity takes no place from itself.
 */
import type { CartSummaryItem } from './storedCart'
import { ticketBookingsIn, ticketLineTime, TICKET_LINE_TYPE } from './ticketLines'
import { bookedAt, maxQuantity, minQuantity } from '../tickets/quantities'
import type { LineFacts, LineRoom } from './lineRules'
import type { BookableTicketType, DayOffer } from '../tickets/types'
import type { DayKey } from '../tickets/wallClock'

/** What to ask the server about a ticket line: its ticket, its day and its ticket type. */
export interface TicketLineAsk {
  ticketId: number
  type: BookableTicketType
  date: DayKey
}

const BOOKABLE: readonly string[] = ['time_slot', 'normal'] satisfies BookableTicketType[]

/**
 * What to ask about `line`, or null when its places cannot be asked: no ticket line, no readable time, or a ticket
 * type that is booked neither by time nor by day (annual tickets, lines the museum's shop wrote without one).
 */
export function ticketLineAsk(line: CartSummaryItem): TicketLineAsk | null {
  const wall = ticketLineTime(line)
  const id = line.attributes.id
  const type = line.ticketType ?? ''
  if (line.type !== TICKET_LINE_TYPE || !wall || typeof id !== 'number' || !BOOKABLE.includes(type))
    return null
  return { ticketId: id, type: type as BookableTicketType, date: wall.date }
}

/**
 * The room of `line` on `offer` (its day, just asked), `others` being the cart's other lines: their tickets of the
 * same quota and time take places too.
 */
export function ticketLineRoom(
  offer: DayOffer,
  line: CartSummaryItem,
  others: readonly CartSummaryItem[],
): LineRoom {
  return ticketLineFacts(offer, line, others).room ?? GONE
}

/** A line whose time or ticket is no longer offered. */
const GONE: LineRoom = { least: 1, most: 0, mostBy: 'places' }

/** The room of `line` on `offer` (see `ticketLineRoom`), and whether its ticket asks for names. */
export function ticketLineFacts(
  offer: DayOffer,
  line: CartSummaryItem,
  others: readonly CartSummaryItem[],
): LineFacts {
  const ask = ticketLineAsk(line)
  const wall = ticketLineTime(line)
  const ticket = ask && offer.tickets.find((candidate) => candidate.id === ask.ticketId)
  if (!ticket || !wall || wall.date !== offer.date) return { room: GONE, namesRequired: false }
  const cart = ticketBookingsIn(others)
  const most = maxQuantity({ offer, cart }, ticket.id, wall.minutes)
  const perBooking =
    ticket.maxPersons === null
      ? Infinity
      : ticket.maxPersons - bookedAt(cart, ticket.id, String(line.attributes.time))
  return {
    room: { least: minQuantity(ticket), most, mostBy: perBooking <= most ? 'perBooking' : 'places' },
    namesRequired: ticket.attendeesRequired,
  }
}
