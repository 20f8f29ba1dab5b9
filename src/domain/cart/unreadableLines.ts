/**
 * The stored cart lines the checkout cannot read and so leaves out (a negative quantity, a price as text, a line
 * without a type): the checkout names them beside its summary, as it names past lines, so nothing is dropped
 * silently. Read from storage like the cart itself; never throws.
 */
import { readJson } from '../browser/storage'
import { fieldOf } from '../values/fieldOf'
import type { StorageKeys } from '../shop/storageKeys'
import type { Variant } from '../shop/urls'
import { asArray, asStoredCart } from './formats'
import { fromSpecialMerchandise, fromSpecialTicket, fromStoredItem, type CartSummaryItem } from './storedCart'

type ListOf = (value: unknown) => unknown[] | null
type Reader = (raw: unknown) => CartSummaryItem | null

/** A line's name as its format stores it; '' when it has none that reads as text. */
function storedName(raw: unknown): string {
  const names = ['name', 'ticketTitle', 'title'].map((field) => fieldOf(raw, field))
  const name = names.find((candidate) => typeof candidate === 'string' && candidate.trim() !== '')
  return typeof name === 'string' ? name.trim() : ''
}

/**
 * The names of the lines of the cart of `variant` under `keys` that read as no cart line, in their stored order ('' for
 * a line without a name). An unreadable or foreign cart is the cart's own problem and gives none here.
 */
export function unreadableLines(variant: Variant, keys: StorageKeys): string[] {
  const lists: [string, ListOf, Reader][] =
    variant === 'special'
      ? [
          [keys.specialTickets, asArray, fromSpecialTicket],
          [keys.specialMerchandise, asArray, fromSpecialMerchandise],
        ]
      : [[keys.cart, asStoredCart, fromStoredItem]]
  return lists.flatMap(([key, listOf, read]) => {
    const stored = readJson(key)
    const list = stored.ok ? (listOf(stored.value) ?? []) : []
    return list.filter((raw) => read(raw) === null).map(storedName)
  })
}
