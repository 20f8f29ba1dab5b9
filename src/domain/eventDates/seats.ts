/**
 * How many places of a date the visitor may book, and how its seats read. A booking takes at most the seats left and
 * at most `max_per_registration`; the cart's line for the same date counts towards both, because the two merge into
 * one line and one registration.
 */
import { placesOf, type SlotPlaces } from '../tickets/places'
import type { EventDate } from './types'

/** A date's seats as the list says them: "12 Plätze frei", "nur noch 3", "ausgebucht", or not bookable at all. */
export type DateSeats = SlotPlaces | { kind: 'closed'; count: number }

/** A date without seats is sold out, whether or not the server still calls it bookable; one with seats may be closed. */
export function seatsOf(date: EventDate): DateSeats {
  const places = placesOf(date.seatsAvailable)
  return date.bookable || places.kind === 'soldOut' ? places : { kind: 'closed', count: date.seatsAvailable }
}

/** True when the date can be chosen: bookable, with seats left and a price to put in the cart. */
export function isChoosable(date: EventDate): boolean {
  return date.bookable && date.seatsAvailable > 0 && date.priceCents !== null
}

/** The most places the visitor may add now, and which limit sets it. */
export interface SeatLimit {
  max: number
  /** 'seats': the seats left; 'perBooking': the date's most per registration. */
  reason: 'seats' | 'perBooking'
}

/** The limit for `date` when the cart already holds `inCart` places of it. */
export function seatLimit(date: EventDate, inCart: number): SeatLimit {
  const seats = date.seatsAvailable - inCart
  const perBooking = date.maxPerRegistration === null ? Infinity : date.maxPerRegistration - inCart
  return perBooking < seats
    ? { max: Math.max(0, perBooking), reason: 'perBooking' }
    : { max: Math.max(0, seats), reason: 'seats' }
}

/** The query parameter a page address names its event in (`?event=21`), when the element's attribute does not. */
export const EVENT_QUERY = 'event'

/** The event id of the attribute, else of the page address's query; null when neither names a whole number above 0. */
export function eventIdFrom(attribute: string | undefined, search: string): number | null {
  const text = (attribute ?? new URLSearchParams(search).get(EVENT_QUERY) ?? '').trim()
  return /^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text)) ? Number(text) : null
}
