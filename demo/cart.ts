/**
 * The cart as the museum's shop writes it, in exactly the documented storage format (src/domain/cart/storedCart.ts) under the
 * demo's cart key: `{ "version": 1, "items": [{ type, attributes: { id, quantity, … }, name, price_cents }] }`.
 * The stand-in shop adds items here; the elements read them with their own reader.
 */
import { clearCart, clearDonations, type StoredCartItem } from '../src/domain/cart/storedCart'
import { removeKey } from '../src/domain/browser/storage'
import { DEMO_SHOP } from './settings'

const KEYS = DEMO_SHOP.storageKeys

/** What the shop puts in the cart: one line, quantity 1 per click. */
export interface NewCartLine {
  type: 'Event' | 'Merchandise' | 'Tour' | 'Ticket'
  /** The booked record's id (an event date, an article). */
  id: number
  name: string
  priceCents: number
  /** More attributes the order needs, e.g. the event id of a date. */
  extra?: Record<string, number | string>
}

interface StoredCart {
  version: 1
  items: StoredCartItem[]
}

function readStoredCart(): StoredCart {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEYS.cart) ?? 'null')
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      parsed.version === 1 &&
      'items' in parsed &&
      Array.isArray(parsed.items)
    ) {
      return { version: 1, items: parsed.items as StoredCartItem[] }
    }
  } catch {
    // Unreadable: the shop starts a new cart, as the real one does.
  }
  return { version: 1, items: [] }
}

/**
 * Adds one of `line` to the cart: the quantity of the same record goes up, or a new item is appended.
 * Returns the new quantity, or null when storage refused the write.
 */
export function addToCart(line: NewCartLine): number | null {
  const cart = readStoredCart()
  const existing = cart.items.find((item) => item.type === line.type && item.attributes.id === line.id)
  if (existing) existing.attributes.quantity += 1
  else
    cart.items.push({
      type: line.type,
      attributes: { id: line.id, ...line.extra, quantity: 1 },
      name: line.name,
      price_cents: line.priceCents,
    })
  try {
    window.localStorage.setItem(KEYS.cart, JSON.stringify(cart))
  } catch {
    return null
  }
  return existing ? existing.attributes.quantity : 1
}

/**
 * What the control panel's "Add sample items" puts in the cart: records the fake API knows, as the shop stores them
 * (two day tickets, an event date, a plush toy: 54,99 €).
 */
export const SAMPLE_ITEMS: readonly { line: NewCartLine; quantity: number }[] = [
  {
    line: { type: 'Ticket', id: 54, name: 'Tageskarte Kunsthalle am Fluss', priceCents: 1000 },
    quantity: 2,
  },
  {
    line: {
      type: 'Event',
      id: 101,
      name: 'Nachts im Museum 🦖🔦',
      priceCents: 1500,
      extra: { event_id: 21 },
    },
    quantity: 1,
  },
  { line: { type: 'Merchandise', id: 42, name: 'Plüsch-T-Rex 🦖', priceCents: 1999 }, quantity: 1 },
]

/** Adds the sample items, as a visitor clicking "add to cart" would; false when storage refused a write. */
export function addSampleItems(): boolean {
  return SAMPLE_ITEMS.every(({ line, quantity }) =>
    Array.from({ length: quantity }).every(() => addToCart(line) !== null),
  )
}

/** Empties the cart (both storage formats), the donations and the skip-donation flag. */
export function emptyCart(): void {
  clearCart('default', KEYS)
  clearCart('special', KEYS)
  clearDonations(KEYS)
  removeKey(KEYS.skipDonation)
}
