/**
 * The cart and the checkout with held places that `npm run screenshots` renders: two adult tickets added on the
 * tickets page with `hold-places`, then the cart or the checkout on a page of its own at 09:00:48 (the hold has 4:12
 * left), the checkout also at 09:05:01 (it has ended).
 */
import { expect, type Page } from '@playwright/test'
import { holdMessages } from '../../elements/base/holds/messages'
import { addHeldTickets, openHeldCart, openHeldCheckout } from '../e2e/support/holds'
import { MUSEUM_NOW } from '../e2e/support/tickets'
import type { ScreenState } from './states'

/** The checkout `seconds` after the hold was made, on a clock that stands still there. */
async function checkoutAfter(page: Page, seconds: number): Promise<void> {
  await addHeldTickets(page, { clock: 'fixed' })
  await page.clock.setFixedTime(new Date(MUSEUM_NOW.getTime() + seconds * 1000))
  await openHeldCheckout(page)
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
]
