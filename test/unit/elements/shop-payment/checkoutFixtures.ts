/** Builders shared by the checkout and <shop-payment> tests (not a test file itself). */
import { vi } from 'vitest'
import { readCart, readDonations } from '../../../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { paymentMessages } from '../../../../elements/shop-payment/messages'
import { createCheckout } from '../../../../src/checkout/checkout'
import { apiClientFor } from '../../../../src/store/apiQuery'
import { testConfig } from '../../../helpers/config'

/** The shop address of the test configuration. */
export const SHOP = 'https://shop.demo-museum.de'
/** The access token of the logged-in test buyer; it must never appear in an event or a log. */
export const TOKEN_IN_COOKIE = 'secret-access-token-4711'

/** Two cart lines (2 × 12,50 €, 19,99 €) and a donation of 5,00 €: 49,99 € in all. */
export function storeCart(): void {
  const items = [
    { type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Tageskarte', price_cents: 1250 },
    { type: 'Merchandise', attributes: { id: 3, quantity: 1 }, name: 'Katalog', price_cents: 1999 },
  ]
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 1, items }))
  localStorage.setItem(STORAGE_KEYS.donations, JSON.stringify([{ value: 500, campaign_id: 1 }]))
}

/** The outcome-unknown text the fixture's checkout shows (payment.outcomeUnknown, German). */
export const OUTCOME_UNKNOWN = paymentMessages.de['payment.outcomeUnknown']

/** A logged-in buyer in the auth_headers cookie. */
export function logIn(): void {
  const auth = {
    'access-token': TOKEN_IN_COOKIE,
    client: 'client-1',
    uid: 'erika@example.org',
    expiry: 4102444800,
  }
  document.cookie = 'auth_headers=' + encodeURIComponent(JSON.stringify(auth))
}

/** A recorded host event. */
export type RecordedEvent = { [N in ShopEventName]: { name: N; detail: ShopEventMap[N] } }[ShopEventName]

/** A checkout of the stored cart, with the navigation and the events recorded. */
export function checkoutOfStoredCart(config: Partial<ShopConfig> = {}) {
  const resolved = testConfig(config)
  const events: RecordedEvent[] = []
  const navigate = vi.fn<(url: string) => void>()
  const checkout = createCheckout({
    client: apiClientFor(resolved),
    config: resolved,
    items: readCart(resolved.variant, resolved.storageKeys).items,
    donations: readDonations(resolved.storageKeys).items,
    currency: 'EUR',
    paymentModeId: '12',
    outcomeUnknownMessage: OUTCOME_UNKNOWN,
    emit: (name, detail) => events.push({ name, detail } as RecordedEvent),
    navigate,
  })
  return { checkout, events, navigate }
}

/** The stored cart, null once cleared. */
export const cartInStorage = () => localStorage.getItem(STORAGE_KEYS.cart)
/** The stored donations, null once cleared. */
export const donationsInStorage = () => localStorage.getItem(STORAGE_KEYS.donations)
