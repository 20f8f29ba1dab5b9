/**
 * Event date lines of the cart. A line is the documented order item `{type: "Event", attributes: {id: <date id>,
 * quantity}}` plus what every cart line carries for display: its name (the event's title with the date, as no other
 * field of the line says when it is) and price, and the date's language, which the checkout shows beside the name. A
 * line for a date the cart already holds adds to that line.
 */
import type { CartSummaryItem } from './storedCart'
import { storedQuantity, withMergedLine } from './lineMerge'
import { updateStoredCart } from './write'
import { fieldOf } from '../values/fieldOf'
import type { StorageKeys } from '../shop/storageKeys'
import { formatDayLong, formatTime } from '../tickets/dateFormat'
import type { Variant } from '../shop/urls'
import type { EventDate, EventProduct } from '../eventDates/types'

/** The cart line and order item type of event dates. */
export const EVENT_LINE_TYPE = 'Event'

/** An event date line as the default cart stores it. */
export interface EventCartLine {
  type: typeof EVENT_LINE_TYPE
  attributes: { id: number; quantity: number }
  name: string
  /** What one place costs. */
  price_cents: number
  language_name?: string
  /** The date's event, beside the order item's attributes: the checkout asks its dates before the order. */
  event_id?: number
}

/** "Freitag, 8. Januar 2027, 19:00 Uhr": a date in full, year included, as a cart line names it. */
export function formatDateInFull(date: EventDate, locale: string): string {
  return `${formatDayLong(date.start.date, locale)}, ${formatTime(date.start.minutes, locale)}`
}

/** The line for `quantity` places of `date` of `event`, named in `locale`; null when the date has no price. */
export function eventCartLine(
  event: EventProduct,
  date: EventDate,
  quantity: number,
  locale: string,
): EventCartLine | null {
  const price = date.priceCents
  if (price === null) return null
  return {
    type: EVENT_LINE_TYPE,
    attributes: { id: date.id, quantity },
    name: `${event.title} – ${formatDateInFull(date, locale)}`,
    price_cents: price,
    ...(date.language !== null && { language_name: date.language }),
    event_id: event.id,
  }
}

/** How many places of date `dateId` the cart holds (a line booked at several prices holds its participants). */
export function placesInCart(items: readonly CartSummaryItem[], dateId: number): number {
  return items
    .filter((item) => item.type === EVENT_LINE_TYPE && item.attributes.id === dateId)
    .reduce((sum, item) => sum + (item.participantCount ?? item.quantity), 0)
}

/** Stored default-variant items with `line` added: to the line of the same date, or at the end. */
export function withEventLine(items: readonly unknown[], line: EventCartLine): unknown[] {
  const isSame = (item: unknown) =>
    fieldOf(item, 'type') === EVENT_LINE_TYPE &&
    storedQuantity(fieldOf(item, 'attributes', 'id')) === line.attributes.id
  return withMergedLine(items, line, isSame, (found) => {
    const stored = fieldOf(found, 'attributes')
    const attributes = typeof stored === 'object' && stored !== null ? stored : {}
    const stock = storedQuantity(fieldOf(attributes, 'quantity'))
    if (stock === null) return null
    const quantity = stock + line.attributes.quantity
    // The fresh name and price win: they are what the server said just now.
    return { ...found, ...line, attributes: { ...attributes, ...line.attributes, quantity } }
  })
}

/**
 * Stored special-variant entries with `line` added in their field names (`ticketTitle`, `priceInCents`, `count`,
 * `type: "Event"`): to the entry of the same date, or at the end.
 */
export function withSpecialEventLine(entries: readonly unknown[], line: EventCartLine): unknown[] {
  const { id, quantity } = line.attributes
  const entry = {
    id,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: quantity,
    type: line.type,
  }
  const isSame = (item: unknown) =>
    storedQuantity(fieldOf(item, 'id')) === id && fieldOf(item, 'type') === EVENT_LINE_TYPE
  return withMergedLine(entries, entry, isSame, (found) => {
    const stock = storedQuantity(fieldOf(found, 'count'))
    return stock === null ? null : { ...found, ...entry, count: stock + quantity }
  })
}

/**
 * Adds `line` to the cart of `variant` under `keys`.
 * @throws StorageError when storage is full or unavailable.
 */
export function addEventLine(variant: Variant, keys: StorageKeys, line: EventCartLine): void {
  updateStoredCart(variant, keys, {
    items: (items) => withEventLine(items, line),
    specialTickets: (entries) => withSpecialEventLine(entries, line),
  })
}
