/**
 * The cart and the checkout with held places that `npm run screenshots` renders: two adult tickets added on the
 * tickets page with `hold-places`, then the cart or the checkout on a page of its own at 09:00:48 (the hold has 4:12
 * left), the checkout also at 09:05:01 (it has ended); the cart and the checkout when the places were taken after
 * the hold ended (one place left at 11:00; for the checkout, taken while it is open), with what is still possible.
 */
import { expect, type Page } from '@playwright/test'
import { holdMessages } from '../../elements/base/holds/messages'
import {
  addHeldTickets,
  HOLDING_INIT,
  openHeldCart,
  openHeldCheckout,
  takeAllButOnePlace,
} from '../e2e/support/holds'
import { choosePayPal, payPalButton } from '../e2e/support/payment'
import { MUSEUM_NOW } from '../e2e/support/tickets'
import type { ScreenState } from './states'

/** After the hold ended, others took all but one of the places at 11:00; the museum names its ticket page. */
const TAKEN = '?places=61@2026-05-30T11:00=1'
const WITH_TICKET_PAGE = HOLDING_INIT.replace(' hold-places', ' hold-places ticket-url="/museum/tickets"')

/** The checkout `seconds` after the hold was made, on a clock that stands still there. */
async function checkoutAfter(page: Page, seconds: number, query = ''): Promise<void> {
  await addHeldTickets(page, { clock: 'fixed' })
  await page.clock.setFixedTime(new Date(MUSEUM_NOW.getTime() + seconds * 1000))
  await openHeldCheckout(page, { query, init: WITH_TICKET_PAGE })
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
}

export const HOLD_STATES: readonly ScreenState[] = [
  {
    name: 'cart-hold',
    reach: async (page) => {
      await addHeldTickets(page, { clock: 'fixed' })
      await page.clock.setFixedTime(new Date(MUSEUM_NOW.getTime() + 48 * 1000))
      await openHeldCart(page)
      await expect(page.getByRole('timer')).toHaveText('Ihre Plätze sind noch 4:12 Min. reserviert.')
    },
  },
  {
    name: 'cart-hold-ended',
    reach: async (page) => {
      await addHeldTickets(page, { clock: 'fixed' })
      await page.clock.setFixedTime(new Date(MUSEUM_NOW.getTime() + (5 * 60 + 1) * 1000))
      await openHeldCart(page)
      await expect(page.locator('shop-cart [part="hold-text"]')).toHaveText(holdMessages.de['holds.expired'])
    },
  },
  {
    name: 'checkout-hold',
    reach: async (page) => {
      await checkoutAfter(page, 48)
      await expect(page.getByRole('timer')).toHaveText('Ihre Plätze sind noch 4:12 Min. reserviert.')
    },
  },
  {
    name: 'checkout-hold-ended',
    reach: async (page) => {
      await checkoutAfter(page, 5 * 60 + 1)
      await expect(page.locator('[part="hold-text"]')).toHaveText(holdMessages.de['holds.expired'])
    },
  },
  {
    name: 'cart-places-gone',
    reach: async (page) => {
      await addHeldTickets(page, { clock: 'fixed' })
      await page.clock.setFixedTime(new Date(MUSEUM_NOW.getTime() + (5 * 60 + 1) * 1000))
      await openHeldCart(page, { query: TAKEN, init: WITH_TICKET_PAGE })
      await page.locator('shop-cart').getByRole('link', { name: 'Zur Kasse' }).click()
      await expect(page.locator('shop-cart [part="places-gone"]')).toContainText('nur noch 1 Platz frei')
    },
  },
  {
    name: 'checkout-places-gone',
    reach: async (page) => {
      // Taken while the visitor is on the page (the review on arrival found them free).
      await checkoutAfter(page, 5 * 60 + 1)
      await takeAllButOnePlace(page)
      await choosePayPal(page)
      await payPalButton(page).click()
      await expect(page.locator('shop-payment [part="places-gone"]')).toContainText('nur noch 1 Platz frei')
    },
  },
]
