/**
 * Puts ticket lines into the stored cart. A line for a ticket and time the cart already holds adds to that line. The
 * default variant keeps the line as it is; the special variant keeps tickets in its own list and field names. Lines
 * this code does not know are kept untouched: the cart is shared with the museum's shop.
 */
import { asArray, storedCartSchema } from '../cartFormats'
import { fieldOf } from '../fieldOf'
import { readJson } from '../storage'
import { preserveCorrupt, writeJson } from '../storageUpdates'
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
  /** The token of the line's hold: passed on to the order item as an attribute. */
  reservations?: string[]
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
    ...(line.attributes.reservations && { reservations: line.attributes.reservations }),
  }
}

const quantityOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0

const sameTime = (value: unknown, time: string): boolean =>
  typeof value === 'string' && sameInstant(value, time)

/** Stored default-variant items with `line` added: to the line of the same ticket and time, or at the end. */
export function withTicketLine(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const { id, time, quantity } = line.attributes
  const index = items.findIndex(
    (item) =>
      fieldOf(item, 'type') === TICKET_LINE_TYPE &&
      fieldOf(item, 'attributes', 'id') === id &&
      sameTime(fieldOf(item, 'attributes', 'time'), time),
  )
  const found = items[index]
  if (index < 0 || typeof found !== 'object' || found === null) return [...items, line]
  const stored = fieldOf(found, 'attributes')
  const attributes = typeof stored === 'object' && stored !== null ? stored : {}
  const sum = quantityOf(fieldOf(attributes, 'quantity')) + quantity
  // The fresh name and price win: they are what the server said just now.
  const merged = { ...found, ...line, attributes: { ...attributes, ...line.attributes, quantity: sum } }
  return items.map((item, at) => (at === index ? merged : item))
}

/** Stored special-variant tickets with `line` added: to the entry of the same ticket and time, or at the end. */
export function withSpecialTicket(items: readonly unknown[], line: TicketCartLine): unknown[] {
  const special = toSpecialTicket(line)
  const index = items.findIndex(
    (item) =>
      fieldOf(item, 'id') === special.id &&
      (fieldOf(item, 'type') ?? TICKET_LINE_TYPE) === TICKET_LINE_TYPE &&
      sameTime(fieldOf(item, 'time'), special.time),
  )
  const found = items[index]
  if (index < 0 || typeof found !== 'object' || found === null) return [...items, special]
  const merged = { ...found, ...special, count: quantityOf(fieldOf(found, 'count')) + special.count }
  return items.map((item, at) => (at === index ? merged : item))
}

/**
 * Adds `lines` to the cart of `variant` under `keys`. A stored value of another format is first copied to
 * `<key>.corrupt`, then replaced.
 * @throws StorageError when storage is full or unavailable.
 */
export function addTicketLines(variant: Variant, keys: StorageKeys, lines: readonly TicketCartLine[]): void {
  if (variant === 'special') {
    const key = keys.specialTickets
    preserveCorrupt(key, Array.isArray)
    const read = readJson(key)
    const stored = (read.ok && asArray(read.value)) || []
    writeJson(key, lines.reduce(withSpecialTicket, stored))
    return
  }
  const key = keys.cart
  const isCart = (value: unknown) => storedCartSchema.safeParse(value).success
  preserveCorrupt(key, isCart)
  const read = readJson(key)
  const parsed = read.ok ? storedCartSchema.safeParse(read.value) : null
  const cart = parsed?.success ? parsed.data : { version: 1 as const, items: [] }
  writeJson(key, { ...cart, items: lines.reduce(withTicketLine, cart.items) })
}
