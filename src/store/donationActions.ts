/**
 * Storing a donation once per activation of "add": a double click or a held Enter repeats the activation, and a
 * repeat stores nothing. What the page has stored is page state; the storage itself is the domain's.
 */
import { addDonation, type StoredDonation } from '../domain/cart/storedCart'
import type { StorageKeys } from '../domain/shop/storageKeys'
import { pageSet } from '../page/pageState'

/** The activations this page has stored. */
const storedActions = pageSet<string>()

/**
 * Appends `donation` unless `action` (the visitor's activation) has stored one already: returns false for a repeat.
 * Without `action` every call stores. An action that storage refused may be tried again.
 * @throws RangeError when the donation is not positive integer cents for a positive campaign id.
 * @throws StorageError when storage is full or unavailable.
 */
export function addDonationOnce(donation: StoredDonation, keys: StorageKeys, action?: string): boolean {
  if (action !== undefined && storedActions.has(action)) return false
  addDonation(donation, keys)
  if (action !== undefined) storedActions.add(action)
  return true
}
