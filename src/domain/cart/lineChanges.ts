/**
 * Changes of single lines of the stored cart and of single donations, as the cart element makes them: a line's
 * quantity, a line removed, a donation removed. A line is named as the reader gave it (a summary line); the stored
 * list is searched for the first item that reads as that line, so a line another tab changed meanwhile is left alone
 * and the change says so (false). Two lines that read alike are alike to the visitor too. Everything else stored is
 * kept as it was: items this code does not read, and the fields of the changed item it does not read. Removing the
 * last line leaves the empty cart of its format (`{"version": 1, "items": []}`, `[]`), never a missing key.
 */
import {
  fromSpecialMerchandise,
  fromSpecialTicket,
  fromStoredItem,
  storedDonationSchema,
  type CartSummaryItem,
  type StoredDonation,
} from './storedCart'
import { asArray, storedCartSchema } from './formats'
import { fieldOf } from '../values/fieldOf'
import { readJson } from '../browser/storage'
import { writeJson } from '../browser/storageUpdates'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'

/** Fields of a line's order item (its `attributes`) that a change sets besides the quantity. */
export type AttributePatch = Readonly<Record<string, unknown>>

/**
 * One stored list of cart items: how its items read as lines, and how an item takes a new quantity (and attributes,
 * which the special variant keeps beside its own fields).
 */
interface CartList {
  /** The list as stored, and how to store a changed list; null when the key holds no list of this format. */
  read: () => { items: unknown[]; write: (items: unknown[]) => void } | null
  summarize: (raw: unknown) => CartSummaryItem | null
  withQuantity: (raw: object, quantity: number, patch: AttributePatch) => object
}

const objectOf = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {})

const arrayUnder = (key: string) => () => {
  const read = readJson(key)
  const items = read.ok ? asArray(read.value) : null
  return items && { items, write: (next: unknown[]) => writeJson(key, next) }
}

/** The lists that hold the cart of `variant`, in the order the reader reads them. */
function cartLists(variant: Variant, keys: StorageKeys): CartList[] {
  if (variant === 'special')
    return [
      {
        read: arrayUnder(keys.specialTickets),
        summarize: fromSpecialTicket,
        withQuantity: (raw, quantity, patch) => ({ ...raw, ...patch, count: quantity }),
      },
      {
        read: arrayUnder(keys.specialMerchandise),
        summarize: fromSpecialMerchandise,
        withQuantity: (raw, quantity, patch) => ({ ...raw, ...patch, amount: quantity }),
      },
    ]
  const key = keys.cart
  return [
    {
      read: () => {
        const read = readJson(key)
        const parsed = read.ok ? storedCartSchema.safeParse(read.value) : null
        if (!parsed?.success) return null
        const cart = parsed.data
        return { items: cart.items, write: (items) => writeJson(key, { ...cart, items }) }
      },
      summarize: fromStoredItem,
      withQuantity: (raw, quantity, patch) => ({
        ...raw,
        attributes: { ...objectOf(fieldOf(raw, 'attributes')), ...patch, quantity },
      }),
    },
  ]
}

/** True when both read as the same line: built by the same reader, equal lines serialise equally. */
const sameLine = (a: CartSummaryItem | null, b: CartSummaryItem): boolean =>
  a !== null && JSON.stringify(a) === JSON.stringify(b)

/** Replaces (`next` gives the item) or removes (`next` null) the stored item that reads as `line`. */
function changeStoredLine(
  variant: Variant,
  keys: StorageKeys,
  line: CartSummaryItem,
  next: ((raw: object, list: CartList) => object) | null,
): boolean {
  for (const list of cartLists(variant, keys)) {
    const stored = list.read()
    const index = stored ? stored.items.findIndex((raw) => sameLine(list.summarize(raw), line)) : -1
    const found: unknown = stored?.items[index]
    if (!stored || typeof found !== 'object' || found === null) continue
    stored.write(
      next === null
        ? stored.items.filter((_, at) => at !== index)
        : stored.items.map((raw, at) => (at === index ? next(found, list) : raw)),
    )
    return true
  }
  return false
}

/**
 * The field `name` of the stored item that reads as `line` (a field beside the order item, which the summary line
 * does not carry), or undefined when none is stored any more.
 */
export function storedLineField(
  variant: Variant,
  keys: StorageKeys,
  line: CartSummaryItem,
  name: string,
): unknown {
  for (const list of cartLists(variant, keys)) {
    const found = list.read()?.items.find((raw) => sameLine(list.summarize(raw), line))
    if (found !== undefined) return fieldOf(found, name)
  }
  return undefined
}

/**
 * Sets the quantity of the cart line `line` of `variant` under `keys`, and in the same write the attributes `patch`
 * names (a hold's new token). Returns false, and writes nothing, when no stored item reads as `line` any more.
 * @throws RangeError when `quantity` is not a whole number above 0, or the line's total would not be exact cents.
 * @throws StorageError when storage is full or unavailable.
 */
export function setCartLineQuantity(
  variant: Variant,
  keys: StorageKeys,
  line: CartSummaryItem,
  quantity: number,
  patch: AttributePatch = {},
): boolean {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || !Number.isSafeInteger(quantity * line.price_cents))
    throw new RangeError(`Not a quantity for this line: ${quantity}`)
  return changeStoredLine(variant, keys, line, (raw, list) => list.withQuantity(raw, quantity, patch))
}

/**
 * Removes the cart line `line` of `variant` under `keys`. Returns false, and writes nothing, when no stored item reads
 * as `line` any more.
 * @throws StorageError when storage is full or unavailable.
 */
export function removeCartLine(variant: Variant, keys: StorageKeys, line: CartSummaryItem): boolean {
  return changeStoredLine(variant, keys, line, null)
}

/**
 * Removes one donation equal to `donation` under `keys.donations`; the other entries stay as stored. Returns false,
 * and writes nothing, when none is stored any more.
 * @throws StorageError when storage is full or unavailable.
 */
export function removeDonation(keys: StorageKeys, donation: StoredDonation): boolean {
  const stored = arrayUnder(keys.donations)()
  const index = (stored?.items ?? []).findIndex((raw) => {
    const parsed = storedDonationSchema.safeParse(raw)
    return (
      parsed.success &&
      parsed.data.value === donation.value &&
      parsed.data.campaign_id === donation.campaign_id
    )
  })
  if (!stored || index < 0) return false
  stored.write(stored.items.filter((_, at) => at !== index))
  return true
}
