/**
 * Writing lines into the stored cart, for the elements that add to it. Lines this code does not know are kept: the
 * cart is shared with the museum's shop.
 */
import { asArray, storedCartSchema } from './formats'
import { readJson } from '../browser/storage'
import { preserveCorrupt, writeJson } from '../browser/storageUpdates'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'

/** How new lines go into each variant's list. */
export interface CartUpdate {
  /** The default cart's `items`, with the new lines. */
  items: (items: readonly unknown[]) => unknown[]
  /** The special variant's own ticket list (event dates stand beside the tickets), with the new lines. */
  specialTickets: (entries: readonly unknown[]) => unknown[]
}

/**
 * Rewrites the cart of `variant` under `keys` by `update`. A stored value of another format is first copied to
 * `<key>.corrupt`, then replaced.
 * @throws StorageError when storage is full or unavailable.
 */
export function updateStoredCart(variant: Variant, keys: StorageKeys, update: CartUpdate): void {
  if (variant === 'special') {
    const key = keys.specialTickets
    preserveCorrupt(key, Array.isArray)
    const read = readJson(key)
    writeJson(key, update.specialTickets((read.ok && asArray(read.value)) || []))
    return
  }
  const key = keys.cart
  const isCart = (value: unknown) => storedCartSchema.safeParse(value).success
  preserveCorrupt(key, isCart)
  const read = readJson(key)
  const parsed = read.ok ? storedCartSchema.safeParse(read.value) : null
  const cart = parsed?.success ? parsed.data : { version: 1 as const, items: [] }
  writeJson(key, { ...cart, items: update.items(cart.items) })
}
