/**
 * The last look before a date goes into the cart: its seats are asked again (no cache) and the chosen quantity is held
 * against them. When it no longer fits, nothing is written and the element says what changed.
 */
import { seatLimit } from './seats'
import type { EventDate } from './types'

export type DateRecheck =
  | { status: 'ok'; date: EventDate }
  | {
      status: 'changed'
      /** 'gone': no longer listed or bookable; 'soldOut': no seat left for this visitor; 'fewer': fewer than chosen. */
      change: 'gone' | 'soldOut' | 'fewer'
      /** The most the visitor may add now. */
      left: number
    }

/**
 * Holds `quantity` places of date `dateId` against the fresh, upcoming `dates`, with `inCart` places of it already in
 * the cart.
 */
export function recheckDate(
  dates: readonly EventDate[],
  dateId: number,
  quantity: number,
  inCart: number,
): DateRecheck {
  const date = dates.find((candidate) => candidate.id === dateId)
  // A date the server closed with seats left is gone; one without seats is sold out, however it is flagged.
  if (!date || (!date.bookable && date.seatsAvailable > 0))
    return { status: 'changed', change: 'gone', left: 0 }
  const { max } = seatLimit(date, inCart)
  if (quantity > 0 && quantity <= max) return { status: 'ok', date }
  return { status: 'changed', change: max > 0 ? 'fewer' : 'soldOut', left: max }
}
