/**
 * Lines of event dates booked at several prices: the documented order item `{type: "Event", attributes: {id: <date
 * id>, quantities: {"<scale price id>": n}}}` plus the display fields of every cart line. Such a line is one booking:
 * its price is the whole booking's and `participant_count` its places, so the cart and the checkout count it once.
 * Each booking is a line of its own; a date booked at one price keeps the line of `eventCart.ts`.
 */
import { updateStoredCart } from './write'
import { formatDateInFull, EVENT_LINE_TYPE } from './eventCart'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'
import type { EventDate, EventProduct } from '../eventDates/types'
import {
  orderQuantities,
  scaleCents,
  scalePlaces,
  scalePricesOf,
  type ScaleCounts,
} from '../eventDates/scalePrices'

/** An event date line counted per price, as the default cart stores it. */
export interface EventScaleLine {
  type: typeof EVENT_LINE_TYPE
  attributes: { id: number; quantities: Record<string, number> }
  /** The event beside the order item, as on a line at one price: the checkout asks its dates' prices with it. */
  event_id: number
  name: string
  /** What the whole booking costs. */
  price_cents: number
  participant_count: number
  language_name?: string
}

/** The line for `counts` places of `date` of `event`, named in `locale`; null without places or several prices. */
export function eventScaleLine(
  event: EventProduct,
  date: EventDate,
  counts: ScaleCounts,
  locale: string,
): EventScaleLine | null {
  const prices = scalePricesOf(date)
  const places = scalePlaces(counts)
  if (prices.length === 0 || places === 0) return null
  return {
    type: EVENT_LINE_TYPE,
    attributes: { id: date.id, quantities: orderQuantities(counts) },
    event_id: event.id,
    name: `${event.title} – ${formatDateInFull(date, locale)}`,
    price_cents: scaleCents(prices, counts),
    participant_count: places,
    ...(date.language !== null && { language_name: date.language }),
  }
}

/** The special variant's entry: its own field names for name, price and count, the order item's attributes beside. */
function specialEntry(line: EventScaleLine): Record<string, unknown> {
  return {
    ...line.attributes,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: 1,
    type: line.type,
    event_id: line.event_id,
    participant_count: line.participant_count,
    ...(line.language_name !== undefined && { language_name: line.language_name }),
  }
}

/**
 * Adds `line` to the cart of `variant` under `keys`, as a line of its own.
 * @throws StorageError when storage is full or unavailable.
 */
export function addEventScaleLine(variant: Variant, keys: StorageKeys, line: EventScaleLine): void {
  updateStoredCart(variant, keys, {
    items: (items) => [...items, line],
    specialTickets: (entries) => [...entries, specialEntry(line)],
  })
}
