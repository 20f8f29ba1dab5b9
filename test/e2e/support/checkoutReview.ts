/**
 * The checkout's review of its lines on the harness pages, for the browser tests and the screens: the cart stored
 * before the bundle loads, the museum's clock two days before the fake API's Saturday, and the lines the review meets
 * (a price the museum changed, a line below its fewest per booking, a combination ticket and named persons).
 */
import { expect, type Page } from '@playwright/test'
import { REVIEW_LINES } from '../../helpers/storedCart'
import { openPayment, type StoredCartLine } from './payment'
import { MUSEUM_NOW } from './tickets'

/** Two adults at 15:00 on the fake API's Saturday, where the timed quota has places, as chosen at 12,00 € each. */
export const ADULTS_AT_3: StoredCartLine = {
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time: '2026-05-30T15:00:00+02:00' },
  name: 'Erwachsene 🦕',
  price_cents: 1200,
  ticket_type: 'time_slot',
} as StoredCartLine

/** One family ticket where a booking holds at least two: the checkout leaves it out. */
export const ONE_FAMILY: StoredCartLine = {
  ...ADULTS_AT_3,
  attributes: { id: 53, quantity: 1, time: '2026-05-30T15:00:00+02:00' },
  name: 'Familie (pro Person)',
  price_cents: 900,
}

/** The museum changed the adults' price to 14,00 € after the visitor chose them. */
export const PRICE_RAISED = '?ticketPrice=51:1400'

export const REVIEW_CART: readonly StoredCartLine[] = [
  REVIEW_LINES.combination as unknown as StoredCartLine,
  REVIEW_LINES.named as unknown as StoredCartLine,
]

/** Opens the checkout with `cart` on the museum's clock; `query` sets the fake API's knobs. */
export async function openReview(page: Page, cart: readonly StoredCartLine[], query = ''): Promise<void> {
  await page.clock.setFixedTime(MUSEUM_NOW)
  await openPayment(page, { cart, query })
}

export const PRICE_CHANGED_TEXT = 'Der Preis hat sich geändert: jetzt 14,00 €'

/** Waits for the changed price (beside the first line it changed) and the button that confirms it. */
export async function priceChangeShown(page: Page): Promise<void> {
  await expect(page.getByText(PRICE_CHANGED_TEXT).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Neue Preise bestätigen' })).toBeVisible()
}
