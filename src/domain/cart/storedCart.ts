/**
 * Cart and donations as kept in localStorage, under the configured keys. The shop front end writes the
 * cart; the elements read it. Stored data is foreign input: it is validated item by item and never throws on read.
 */
import * as z from 'zod/mini'
import { StorageError } from '../errors'
import { logOnce } from '../../page/logOnce'
import { sumCents } from '../values/money'
import { readJson, readText, removeKey } from '../browser/storage'
import { preserveCorrupt, writeJson, writeTextQuietly } from '../browser/storageUpdates'
import type { ReadResult } from '../browser/storage'
import {
  asArray,
  asStoredCart,
  count,
  id,
  specialMerchandiseSchema,
  specialTicketSchema,
  storedCartItemSchema,
} from './formats'
import { cartKeyNames, type StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'
import { fromSpecialBooking, fromStoredBooking, isBookingLine } from './bookingLines'

export type { StoredCartItem } from './formats'

/** A cart line as the elements show and send it. `totalCents` is `price_cents × quantity`. */
export interface CartSummaryItem {
  type: string
  /** The order item's attributes; a booking line's `quantity` (if any) counts participants, not lines. */
  attributes: Record<string, unknown>
  name: string
  price_cents: number
  quantity: number
  totalCents: number
  languageName?: string
  participantCount?: number
  /** Ticket lines: the ticket's type ('time_slot', 'normal'); their time is `attributes.time`. */
  ticketType?: string
  /** Event date lines: the date's event, when the line names it. */
  eventId?: number
}

/** The cart as read: unreadable stored data gives no items and a problem, never an exception. */
export interface CartReadResult {
  items: CartSummaryItem[]
  problem: StorageError | null
}

/** Summary item, or null when the total is not an exact integer. */
function summarize(
  item: Omit<CartSummaryItem, 'quantity' | 'totalCents' | 'attributes'> & {
    attributes: Record<string, unknown> & { quantity: number }
  },
): CartSummaryItem | null {
  const totalCents = item.price_cents * item.attributes.quantity
  if (!Number.isSafeInteger(totalCents)) return null
  return { ...item, quantity: item.attributes.quantity, totalCents }
}

/** A default-variant item as a summary line, or null when it is not one. */
export function fromStoredItem(raw: unknown): CartSummaryItem | null {
  if (isBookingLine(raw)) return fromStoredBooking(raw)
  const parsed = storedCartItemSchema.safeParse(raw)
  if (!parsed.success) return null
  const { type, attributes, name, price_cents, language_name, participant_count, ticket_type } = parsed.data
  const eventId: unknown = parsed.data.event_id
  return summarize({
    type,
    attributes,
    name,
    price_cents,
    ...(language_name !== undefined && { languageName: language_name }),
    ...(participant_count !== undefined && { participantCount: participant_count }),
    ...(ticket_type !== undefined && { ticketType: ticket_type }),
    ...(Number.isSafeInteger(eventId) && (eventId as number) > 0 && { eventId: eventId as number }),
  })
}

/** A special-variant ticket as a summary line, or null. */
export function fromSpecialTicket(raw: unknown): CartSummaryItem | null {
  if (isBookingLine(raw)) return fromSpecialBooking(raw)
  const parsed = specialTicketSchema.safeParse(raw)
  if (!parsed.success) return null
  // Unknown extra fields (e.g. a time slot) pass through as attributes for the order request.
  const { ticketTitle, priceInCents, count: quantity, type, ticket_type, ...rest } = parsed.data
  return summarize({
    type,
    attributes: { ...rest, quantity },
    name: ticketTitle,
    price_cents: priceInCents,
    ...(typeof ticket_type === 'string' && { ticketType: ticket_type }),
  })
}

/** A special-variant article as a summary line, or null. */
export function fromSpecialMerchandise(raw: unknown): CartSummaryItem | null {
  const parsed = specialMerchandiseSchema.safeParse(raw)
  if (!parsed.success) return null
  const { title, priceCents, amount, ...rest } = parsed.data
  return summarize({
    type: 'Merchandise',
    attributes: { ...rest, quantity: amount },
    name: title,
    price_cents: priceCents,
  })
}

const READ_PROBLEMS = { corrupt: 'is not valid JSON', unavailable: 'cannot be read: storage is unavailable' }

function readProblem(key: string, read: Extract<ReadResult, { ok: false }>): StorageError | null {
  return read.reason === 'missing' ? null : new StorageError(key, `"${key}" ${READ_PROBLEMS[read.reason]}`)
}

function foreignFormat(key: string): StorageError {
  return new StorageError(key, `"${key}" has an unknown format`)
}

/** Reports a problem once on the console and passes it on. */
function reported(problem: StorageError | null): StorageError | null {
  if (problem) logOnce(problem.key, problem.message)
  return problem
}

/** Reads the list under `key` (unwrapped by `listOf`) and maps its valid items; invalid items are left out. */
function readList(
  key: string,
  listOf: (value: unknown) => unknown[] | null,
  toSummary: (raw: unknown) => CartSummaryItem | null,
): CartReadResult {
  const read = readJson(key)
  if (!read.ok) return { items: [], problem: readProblem(key, read) }
  const list = listOf(read.value)
  if (!list) return { items: [], problem: foreignFormat(key) }
  const items = list.map(toSummary).filter((item) => item !== null)
  if (items.length < list.length)
    logOnce(`${key}.items`, `Left out unreadable cart items stored under "${key}"`)
  return { items, problem: null }
}

/**
 * The cart of `variant`, read from `keys`, as summary items. Corrupt JSON or a foreign format makes the whole cart
 * read as empty with a problem (reported once on the console), so nobody pays for a partly read cart.
 */
export function readCart(variant: Variant, keys: StorageKeys): CartReadResult {
  const parts =
    variant === 'special'
      ? [
          readList(keys.specialTickets, asArray, fromSpecialTicket),
          readList(keys.specialMerchandise, asArray, fromSpecialMerchandise),
        ]
      : [readList(keys.cart, asStoredCart, fromStoredItem)]
  const problem = reported(parts.find((part) => part.problem !== null)?.problem ?? null)
  if (problem) return { items: [], problem }
  return { items: parts.flatMap((part) => part.items), problem: null }
}

/** Empties the cart of `variant` under `keys`. Never throws. */
export function clearCart(variant: Variant, keys: StorageKeys): void {
  for (const name of cartKeyNames(variant)) removeKey(keys[name])
}

export const storedDonationSchema = z.object({ value: count, campaign_id: id })

/** A donation in the cart: `value` in cents for campaign `campaign_id`. */
export type StoredDonation = z.infer<typeof storedDonationSchema>

/** The donations under `keys.donations`; invalid entries are left out, an unreadable list reads as empty with a problem. */
export function readDonations(keys: StorageKeys): { items: StoredDonation[]; problem: StorageError | null } {
  const key = keys.donations
  const read = readJson(key)
  if (!read.ok) return { items: [], problem: reported(readProblem(key, read)) }
  if (!Array.isArray(read.value)) return { items: [], problem: reported(foreignFormat(key)) }
  const items: StoredDonation[] = []
  for (const raw of read.value as unknown[]) {
    const parsed = storedDonationSchema.safeParse(raw)
    if (parsed.success) items.push(parsed.data)
  }
  return { items, problem: null }
}

/**
 * Appends a donation under `keys.donations`. An unreadable stored list is first copied to `<key>.corrupt`, then replaced.
 * @throws RangeError when the donation is not positive integer cents for a positive campaign id.
 * @throws StorageError when storage is full or unavailable (the action may then be tried again).
 */
export function addDonation(donation: StoredDonation, keys: StorageKeys): void {
  if (!storedDonationSchema.safeParse(donation).success) throw new RangeError('Invalid donation')
  const key = keys.donations
  preserveCorrupt(key, Array.isArray)
  writeJson(key, [...readDonations(keys).items, { value: donation.value, campaign_id: donation.campaign_id }])
}

/** Removes all stored donations. Never throws. */
export function clearDonations(keys: StorageKeys): void {
  removeKey(keys.donations)
}

/** Sets the skip-donation flag. Returns false (and reports once) when storage refuses it; never throws. */
export function setSkipDonation(keys: StorageKeys): boolean {
  return writeTextQuietly(keys.skipDonation, 'true')
}

/** True when the skip-donation flag is set. */
export function hasSkipDonation(keys: StorageKeys): boolean {
  return readText(keys.skipDonation) === 'true'
}

/** Sum in cents of the donations for one campaign (the guest cap is per campaign, not over all). */
export function donationTotalForCampaign(items: readonly StoredDonation[], campaignId: number): number {
  return items.reduce((total, item) => (item.campaign_id === campaignId ? total + item.value : total), 0)
}

/** What the buyer is paying for, read from storage at one moment. */
export interface CartSnapshot {
  items: CartSummaryItem[]
  donations: StoredDonation[]
  /** The first storage problem (cart before donations); when set, nothing may be paid. */
  problem: StorageError | null
}

/** Reads cart and donations of `variant` under `keys` now. Never throws. */
export function readCartSnapshot(variant: Variant, keys: StorageKeys): CartSnapshot {
  const cart = readCart(variant, keys)
  const donations = readDonations(keys)
  return { items: cart.items, donations: donations.items, problem: cart.problem ?? donations.problem }
}

/** The storage keys a snapshot of `variant` reads: whoever follows the cart watches these. */
export function cartSnapshotKeys(variant: Variant, keys: StorageKeys): string[] {
  return [...cartKeyNames(variant), 'donations' as const].map((name) => keys[name])
}

/** A cart's size at a glance: lines by quantity plus one per donation, and the sum in cents. */
export interface CartCount {
  count: number
  totalCents: number
}

/**
 * Count and total of a snapshot; null for an empty or unreadable cart, or a sum too large to be exact cents. Every
 * amount of a snapshot is already validated, so the total equals the checkout's for the same cart.
 */
export function countCart({ items, donations, problem }: CartSnapshot): CartCount | null {
  if (problem) return null
  const count = items.reduce((sum, item) => sum + item.quantity, 0) + donations.length
  const totalCents = sumCents([...items.map((item) => item.totalCents), ...donations.map((d) => d.value)])
  return count > 0 && Number.isSafeInteger(totalCents) ? { count, totalCents } : null
}
