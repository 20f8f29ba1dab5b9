import { LANGUAGE_STORAGE_KEY } from './language'

/** localStorage keys. They are public API: the shop front end and the elements share them. */
export const STORAGE_KEYS = {
  /** Default variant: `{ "version": 1, "items": StoredCartItem[] }`. */
  cart: 'museum-shop.cart.v1',
  /** Special variant, tickets: `[{ id, ticketTitle, priceInCents, count, type }]`. */
  specialTickets: 'cartItems',
  /** Special variant, merchandise: `[{ id, title, priceCents, amount }]`. */
  specialMerchandise: 'merchandise',
  /** `StoredDonation[]`. */
  donations: 'museum-shop.donations',
  /** The text 'true' once the visitor added a donation or chose to continue without one. */
  skipDonation: 'museum-shop.skip-donation',
  /** Chosen language as plain text, e.g. 'de'. */
  language: LANGUAGE_STORAGE_KEY,
  /** sessionStorage, this tab only: `{ orderToken, providerOrderId, method, startedAt }` while a capture's outcome is open. */
  pendingCapture: 'museum-shop.pending-capture',
} as const
