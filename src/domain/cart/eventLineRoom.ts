/**
 * How many places an event date line of the cart may hold, on the dates the server says now: the same limits as when
 * the date was chosen (the seats left, the date's most per booking), for a line already in the cart. The cart's other
 * lines of the same date count towards both; the line's own places do not take from itself. A line can be asked
 * only when it names its event (`event_id` beside the order item, as the event dates element writes it, or in the
 * order item's attributes, as the museum's shop does): the dates are listed per event.
 */
import type { CartSummaryItem } from './storedCart'
import { EVENT_LINE_TYPE, placesInCart } from './eventPlaces'
import type { LineRoom } from './lineRules'
import { seatLimit } from '../eventDates/seats'
import type { EventDate } from '../eventDates/types'
import { storedQuantity } from './lineMerge'

/** What to ask the server about an event line: the event whose dates list it, and its date. */
export interface EventLineAsk {
  eventId: number
  dateId: number
}

/**
 * What to ask about `line`, or null when it is no event date line or names no event; `storedEventId` is the
 * `event_id` stored beside its order item (see `storedLineField`).
 */
export function eventLineAsk(line: CartSummaryItem, storedEventId?: unknown): EventLineAsk | null {
  const eventId = storedQuantity(storedEventId) ?? storedQuantity(line.attributes.event_id)
  const dateId = line.attributes.id
  if (line.type !== EVENT_LINE_TYPE || eventId === null || typeof dateId !== 'number') return null
  return { eventId, dateId }
}

/**
 * The room of event line `line` among the event's fresh `dates`, `others` being the cart's other lines. A date no
 * longer listed, or closed with seats left, has none.
 */
export function eventLineRoom(
  dates: readonly EventDate[],
  line: CartSummaryItem,
  others: readonly CartSummaryItem[],
): LineRoom {
  const dateId = line.attributes.id
  const date = dates.find((candidate) => candidate.id === dateId)
  if (!date || (!date.bookable && date.seatsAvailable > 0)) return { least: 1, most: 0, mostBy: 'places' }
  const { max, reason } = seatLimit(date, placesInCart(others, date.id))
  return { least: 1, most: max, mostBy: reason === 'perBooking' ? 'perBooking' : 'places' }
}
