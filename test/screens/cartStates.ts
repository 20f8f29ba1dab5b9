/**
 * The states of `<shop-cart>` that `npm run screenshots` renders, on the museum's clock two days before the fake
 * API's Saturday, 2026-05-30: a full cart of every kind of line with a refused ticket step, the empty cart, and a
 * cart with a line whose time has passed.
 */
import { expect } from '@playwright/test'
import { CART_LINES, DONATION, PAST_ADULTS } from '../helpers/storedCart'
import { cartElement as cart, openCart } from '../e2e/support/cart'
import { placesLeftMeanwhile } from '../e2e/support/tickets'
import type { ScreenState } from './states'

const { adults, event, tour, article } = CART_LINES

export const CART_STATES: readonly ScreenState[] = [
  {
    name: 'cart-full',
    reach: async (page) => {
      await openCart(page, { lines: [adults, event, tour, article], donations: [DONATION] })
      await expect(cart(page).getByText('Spende: Neue Dinosaurierhalle 🦕')).toBeVisible()
      // Others booked meanwhile: the step up is refused with its sentence.
      await placesLeftMeanwhile(page, '11:30', 2)
      await cart(page).getByRole('button', { name: 'Erwachsene 🦕, Sa, 30. Mai, 11:30 Uhr erhöhen' }).click()
      await expect(cart(page).locator('[part="line-message"]')).toBeVisible()
    },
  },
  {
    name: 'cart-empty',
    reach: async (page) => {
      await openCart(page)
      await expect(cart(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible()
    },
  },
  {
    name: 'cart-past',
    reach: async (page) => {
      await openCart(page, { lines: [PAST_ADULTS, article] })
      await expect(cart(page).getByText('Vorbei – wird nicht berechnet', { exact: false })).toBeVisible()
    },
  },
]
