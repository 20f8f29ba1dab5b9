/**
 * Tour lines of the cart. A line is the documented order item `{type: "Tour", attributes: {id, start_time,
 * language_id, quantity | quantities, surcharges?}}` (the quantity, or the sum of the quantities, is the number of
 * participants) plus what every cart line carries for display: its name (the tour's title with the date and time),
 * its price (the whole booking's), the language's name and the participants. Each booking is a line of its own: its
 * price is the booking's, which a group price makes more than the sum of its participants.
 */
import { updateStoredCart } from '../cart/write'
import type { StorageKeys } from '../shop/storageKeys'
import { formatDayLong, formatTime } from '../tickets/dateFormat'
import type { Variant } from '../shop/urls'
import { participantsOf, scalePrices, surchargePrices, type TourChoice } from './booking'
import type { TourLanguage, TourPrices, TourProduct, TourTime } from './types'

/** The cart line and order item type of tours. */
export const TOUR_LINE_TYPE = 'Tour'

/** Counts by id, as the order item names them: `{"<id>": n}`. */
export type CountsById = Record<string, number>

/** The order item's attributes of a tour booking. */
export interface TourAttributes {
  id: number
  start_time: string
  language_id: number
  quantity?: number
  quantities?: CountsById
  surcharges?: CountsById
}

/** A tour line as the default cart stores it. */
export interface TourCartLine {
  type: typeof TOUR_LINE_TYPE
  attributes: TourAttributes
  name: string
  /** What the whole booking costs. */
  price_cents: number
  language_name: string
  participant_count: number
}

/** What a booking is made of. */
export interface TourBooking {
  tour: TourProduct
  time: TourTime
  language: TourLanguage
  prices: TourPrices
  choice: TourChoice
  /** What the booking costs, as asked just now. */
  totalCents: number
}

/** The order item's attributes: the participants per scale price or as one number, the surcharges chosen. */
export function tourAttributes({ tour, time, language, prices, choice }: TourBooking): TourAttributes {
  const participants = participantsOf(choice, prices)
  const scale = scalePrices(prices)
  const quantities: CountsById = {}
  for (const price of scale) {
    const count = choice.scale[price.scalePriceId ?? -1] ?? 0
    if (count > 0) quantities[String(price.scalePriceId)] = count
  }
  const surcharges: CountsById = {}
  for (const price of surchargePrices(prices)) {
    if (price.surchargeId === null || !choice.surcharges.includes(price.surchargeId)) continue
    surcharges[String(price.surchargeId)] = price.group ? 1 : participants
  }
  return {
    id: tour.id,
    start_time: time.startTime,
    language_id: language.id,
    ...(scale.length > 0 ? { quantities } : { quantity: participants }),
    ...(Object.keys(surcharges).length > 0 && { surcharges }),
  }
}

/** The cart line of `booking`, named in `locale`. */
export function tourCartLine(booking: TourBooking, locale: string): TourCartLine {
  const { start } = booking.time
  return {
    type: TOUR_LINE_TYPE,
    attributes: tourAttributes(booking),
    name: `${booking.tour.title} – ${formatDayLong(start.date, locale)}, ${formatTime(start.minutes, locale)}`,
    price_cents: booking.totalCents,
    language_name: booking.language.name,
    participant_count: participantsOf(booking.choice, booking.prices),
  }
}

/** The special variant's entry: its own field names for name, price and count, the order item's attributes beside. */
export function specialTourEntry(line: TourCartLine): Record<string, unknown> {
  return {
    ...line.attributes,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: 1,
    type: line.type,
    language_name: line.language_name,
    participant_count: line.participant_count,
  }
}

/**
 * Adds `line` to the cart of `variant` under `keys`, as a line of its own.
 * @throws StorageError when storage is full or unavailable.
 */
export function addTourLine(variant: Variant, keys: StorageKeys, line: TourCartLine): void {
  updateStoredCart(variant, keys, {
    items: (items) => [...items, line],
    specialTickets: (entries) => [...entries, specialTourEntry(line)],
  })
}
