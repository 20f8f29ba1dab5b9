/**
 * Events and their dates as the event dates element works with them, whatever shape the server sent (the API schemas
 * turn its answers into these). An event is a product; what is booked is one of its dates. Amounts are integer cents.
 */
import type { WallClock } from '../tickets/wallClock'

/** An event product (GET /events/{id}). */
export interface EventProduct {
  id: number
  title: string
  /** What one place costs when its dates name no price of their own; null when the event names none. */
  priceCents: number | null
}

/** One date of an event (GET /events/{id}/dates): what the visitor books. */
export interface EventDate {
  id: number
  /** The start time as the server wrote it (ISO with offset): what the cart line and the host event carry. */
  startTime: string
  /** The start on the museum's clock, read from `startTime`. */
  start: WallClock
  /** Minutes; null when the server left it out. */
  durationMinutes: number | null
  /** False: shown, never chosen. */
  bookable: boolean
  /** Seats left for booking. */
  seatsAvailable: number
  /** The most seats one booking may take; null when the date sets no limit of its own. */
  maxPerRegistration: number | null
  /** The language the date is held in ("Deutsch"); null when the server names none. */
  language: string | null
  /** What one place costs; null when neither the date nor its event names one (see `withEventPrice`). */
  priceCents: number | null
  /** Two or more prices of a place (adults, reduced …): places are counted per price. Absent with one price. */
  scalePrices?: readonly EventScalePrice[]
}

/** One of a date's several prices of a place; the order counts places by its id. */
export interface EventScalePrice {
  id: number
  title: string
  priceCents: number
}
