/**
 * The stored cart formats, apart from the cart code: the start-up check for a cart under another key needs only
 * these, and the cart code stays off the start-up path.
 */
import * as z from 'zod/mini'
import { nonEmptyText } from '../values/nonEmptyText'
import { orDefault } from '../values/orDefault'
import { positiveWhole, wholeNumber } from '../values/wholeNumbers'
import type { StorageKeyName } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'

export const cents = wholeNumber
/** Digits as some shops store a quantity or id (`"2"`; no sign, no fraction, no leading zero) read as the number. */
const fromDigits = (value: unknown): unknown =>
  typeof value == 'string' && /^[1-9]\d*$/.test(value) ? +value : value

/** A whole number above 0, stored as a number or as its digits. */
export const count = z.pipe(z.transform(fromDigits), positiveWhole)
export const id = count

export const storedCartItemSchema = z.looseObject({
  type: nonEmptyText,
  attributes: z.looseObject({ id, quantity: count }),
  name: z.string(),
  price_cents: cents,
  language_name: z.optional(z.string()),
  participant_count: z.optional(count),
  // Ticket lines: 'time_slot' or 'normal', which decides when the line's time has passed.
  ticket_type: z.optional(z.string()),
})

/** One cart item of the default variant, as stored. */
export type StoredCartItem = z.infer<typeof storedCartItemSchema>

/** Version 1, the one the shop writes (what `z.literal(1)` checks, without its code in the start-up file). */
const versionOne = z.transform((value: unknown, context) => {
  if (value === 1) return 1 as const
  context.issues.push({ code: 'custom', message: 'version is not 1', input: value })
  return z.NEVER
})

export const storedCartSchema = z.looseObject({ version: versionOne, items: z.array(z.unknown()) })

export const specialTicketSchema = z.looseObject({
  id,
  ticketTitle: z.string(),
  priceInCents: cents,
  count,
  // The key holds tickets only, so a missing type means a ticket.
  type: orDefault(nonEmptyText, () => 'Ticket'),
})
export const specialMerchandiseSchema = z.looseObject({
  id,
  title: z.string(),
  priceCents: cents,
  amount: count,
})

/** The list a special-variant key holds, or null. */
export const asArray = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null)

/** The items of a default-variant cart, or null when the value is not one. */
export const asStoredCart = (value: unknown): unknown[] | null => {
  const parsed = storedCartSchema.safeParse(value)
  return parsed.success ? parsed.data.items : null
}

/** Which cart key of `variant` a parsed value would fit (it holds at least one valid item), or null. */
export function cartShapeOf(variant: Variant, value: unknown): StorageKeyName | null {
  const fits = (list: unknown[] | null, schema: { safeParse: (raw: unknown) => { success: boolean } }) =>
    list?.some((raw) => schema.safeParse(raw).success) === true
  if (variant === 'default') return fits(asStoredCart(value), storedCartItemSchema) ? 'cart' : null
  if (fits(asArray(value), specialTicketSchema)) return 'specialTickets'
  return fits(asArray(value), specialMerchandiseSchema) ? 'specialMerchandise' : null
}
