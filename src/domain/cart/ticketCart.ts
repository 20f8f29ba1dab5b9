/**
 * Puts ticket lines into the stored cart. A line for a ticket and time (and part times) the cart already holds adds
 * to that line; a line with names never merges, nor does any line into one with names (each person keeps their
 * name), and a voucher's 0 € line (marked `coupon`) stays one piece. The default variant keeps the line as it is; the special variant keeps tickets in its own list and field
 * names. Lines this code does not know are kept untouched: the cart is shared with the museum's shop.
 */
import { storedQuantity, withMergedLine } from './lineMerge'
import { updateStoredCart } from './write'
import { fieldOf } from '../values/fieldOf'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'
import { TICKET_LINE_TYPE, type TicketCartLine } from './ticketLines'
import { sameInstant } from '../tickets/wallClock'

/** A ticket line as the special variant stores it. */
export interface SpecialTicketLine {
  id: number
  ticketTitle: string
  priceInCents: number
  count: number
  type: typeof TICKET_LINE_TYPE
  time?: string
  ticket_type: string
  attendees?: TicketCartLine['attributes']['attendees']
  sub_ticket_times?: Record<string, string>
  /** The token of the line's hold: passed on to the order item as an attribute. */
  reservations?: string[]
}

/** The special variant's form of a ticket line. */
export function toSpecialTicket(line: TicketCartLine): SpecialTicketLine {
  const { id, quantity, ...rest } = line.attributes
  return {
    id,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: quantity,
    type: TICKET_LINE_TYPE,
    ticket_type: line.ticket_type,
    ...rest,
  }
}

/** True when a stored time is the instant of `time`, or both are missing (annual tickets). */
const sameTime = (value: unknown, time: string | undefined): boolean =>
  time === undefined ? value === undefined : typeof value === 'string' && sameInstant(value, time)

/** True when stored part times name the same parts at the same instants as `times` (both missing for most tickets). */
function sameParts(value: unknown, times: Record<string, string> | undefined): boolean {
  if (times === undefined || value === undefined) return times === value
  const entries = Object.entries(times)
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === entries.length &&
    entries.every(([part, time]) => sameTime(fieldOf(value, part), time))
  )
}

/** True when `stored` (in `fields`' place of id, time, part times and names) is the line `line` may add to. */
function mergesWith(stored: unknown, line: TicketCartLine, fields: (item: unknown) => unknown): boolean {
  const { id, time, sub_ticket_times, attendees } = line.attributes
  return (
    attendees === undefined &&
    fieldOf(fields(stored), 'attendees') === undefined &&
    storedQuantity(fieldOf(fields(stored), 'id')) === id &&
    sameTime(fieldOf(fields(stored), 'time'), time) &&
    sameParts(fieldOf(fields(stored), 'sub_ticket_times'), sub_ticket_times)
  )
}

/** Stored default-variant items with `line` added: to the line of the same ticket and time, or at the end. */
export function withTicketLine(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const isSame = (item: unknown) =>
    fieldOf(item, 'type') === TICKET_LINE_TYPE &&
    fieldOf(item, 'coupon') === undefined &&
    mergesWith(item, line, (stored) => fieldOf(stored, 'attributes'))
  return withMergedLine(items, line, isSame, (found) => {
    const stored = fieldOf(found, 'attributes')
    const attributes = typeof stored === 'object' && stored !== null ? stored : {}
    const stock = storedQuantity(fieldOf(attributes, 'quantity'))
    if (stock === null) return null
    // The fresh name and price win: they are what the server said just now.
    return {
      ...found,
      ...line,
      attributes: { ...attributes, ...line.attributes, quantity: stock + line.attributes.quantity },
    }
  })
}

/** Stored special-variant tickets with `line` added: to the entry of the same ticket and time, or at the end. */
export function withSpecialTicket(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const special = toSpecialTicket(line)
  const isSame = (item: unknown) =>
    (fieldOf(item, 'type') ?? TICKET_LINE_TYPE) === TICKET_LINE_TYPE &&
    fieldOf(item, 'coupon') === undefined &&
    mergesWith(item, line, (same) => same)
  return withMergedLine(items, special, isSame, (found) => {
    const stock = storedQuantity(fieldOf(found, 'count'))
    return stock === null ? null : { ...found, ...special, count: stock + special.count }
  })
}

/** The storage key ticket lines of `variant` are written under. */
export const ticketCartKey = (variant: Variant, keys: StorageKeys): string =>
  variant === 'special' ? keys.specialTickets : keys.cart

/**
 * Adds `lines` to the cart of `variant` under `keys`. A stored value of another format is first copied to
 * `<key>.corrupt`, then replaced.
 * @throws StorageError when storage is full or unavailable.
 */
export function addTicketLines(variant: Variant, keys: StorageKeys, lines: readonly TicketCartLine[]): void {
  updateStoredCart(variant, keys, {
    items: (items) => lines.reduce(withTicketLine, [...items]),
    specialTickets: (entries) => lines.reduce(withSpecialTicket, [...entries]),
  })
}
