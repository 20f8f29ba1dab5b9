/**
 * What happens once per order, whichever page, reload or tab shows it first: the cart, the donations and the skip
 * flag are emptied, the held places forgotten (the order took them), and the caller announces the order. The orders
 * done are kept by number (never by token, which opens the order) in localStorage, so another tab or a reload finds
 * them done.
 */
import { clearCoupons } from './coupons'
import { readJson, removeKey } from '../browser/storage'
import { writeTextQuietly } from '../browser/storageUpdates'
import { clearCart, clearDonations } from './storedCart'
import { HOLDS_KEY } from '../holds/holdsKey'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'

/** `number[]`: the numbers of the orders this browser has completed, the latest last. */
export const COMPLETED_ORDERS_KEY = 'museum-shop.completed-orders.v1'

/** Enough to cover a visitor's recent orders; older ones are no longer shown after a payment. */
const KEPT = 20

function completedOrders(): number[] {
  const read = readJson(COMPLETED_ORDERS_KEY)
  if (!read.ok || !Array.isArray(read.value)) return []
  return read.value.filter((entry): entry is number => Number.isInteger(entry))
}

/** Whether order `orderId` was completed in this browser already. */
export const isOrderCompleted = (orderId: number): boolean => completedOrders().includes(orderId)

/**
 * Completes order `orderId` once: true the first time (the caller then announces it), false when it was done before.
 * The mark is written before anything is cleared, so a second tab that reads it meanwhile does nothing.
 */
export function completeOrderOnce(orderId: number, variant: Variant, keys: StorageKeys): boolean {
  const done = completedOrders()
  if (done.includes(orderId)) return false
  writeTextQuietly(COMPLETED_ORDERS_KEY, JSON.stringify([...done, orderId].slice(-KEPT)))
  clearCart(variant, keys)
  clearDonations(keys)
  clearCoupons(keys)
  removeKey(keys.skipDonation)
  removeKey(HOLDS_KEY)
  return true
}
