/**
 * Puts ticket lines into the stored cart. A line for a ticket and time the cart already holds adds to that line. The
 * default variant keeps the line as it is; the special variant keeps tickets in its own list and field names. Lines
 * this code does not know are kept untouched: the cart is shared with the museum's shop.
 */
import { storedQuantity, withMergedLine } from '../cartLineMerge'
import { updateStoredCart } from '../cartWrite'
import { fieldOf } from '../fieldOf'
import type { StorageKeys } from '../storageKeys'
import type { Variant } from '../urls'
import { TICKET_LINE_TYPE, type TicketCartLine } from './cartLines'
import { sameInstant } from './wallClock'

/** A ticket line as the special variant stores it. */
export interface SpecialTicketLine {
  id: number
  ticketTitle: string
  priceInCents: number
  count: number
  type: typeof TICKET_LINE_TYPE
  time: string
  ticket_type: string
}

/** The special variant's form of a ticket line. */
export function toSpecialTicket(line: TicketCartLine): SpecialTicketLine {
  return {
    id: line.attributes.id,
    ticketTitle: line.name,
    priceInCents: line.price_cents,
    count: line.attributes.quantity,
    type: TICKET_LINE_TYPE,
    time: line.attributes.time,
    ticket_type: line.ticket_type,
  }
}

const sameTime = (value: unknown, time: string): boolean =>
  typeof value === 'string' && sameInstant(value, time)

/** Stored default-variant items with `line` added: to the line of the same ticket and time, or at the end. */
export function withTicketLine(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const { id, time, quantity } = line.attributes
  const isSame = (item: unknown) =>
    fieldOf(item, 'type') === TICKET_LINE_TYPE &&
    fieldOf(item, 'attributes', 'id') === id &&
    sameTime(fieldOf(item, 'attributes', 'time'), time)
  return withMergedLine(items, line, isSame, (found) => {
    const stored = fieldOf(found, 'attributes')
    const attributes = typeof stored === 'object' && stored !== null ? stored : {}
    const sum = storedQuantity(fieldOf(attributes, 'quantity')) + quantity
    // The fresh name and price win: they are what the server said just now.
    return { ...found, ...line, attributes: { ...attributes, ...line.attributes, quantity: sum } }
  })
}

/** Stored special-variant tickets with `line` added: to the entry of the same ticket and time, or at the end. */
export function withSpecialTicket(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const special = toSpecialTicket(line)
  const isSame = (item: unknown) =>
    fieldOf(item, 'id') === special.id &&
    (fieldOf(item, 'type') ?? TICKET_LINE_TYPE) === TICKET_LINE_TYPE &&
    sameTime(fieldOf(item, 'time'), special.time)
  return withMergedLine(items, special, isSame, (found) => ({
    ...found,
    ...special,
    count: storedQuantity(fieldOf(found, 'count')) + special.count,
  }))
}

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
