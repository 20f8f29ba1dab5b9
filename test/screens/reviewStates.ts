/**
 * The checkout's review of its lines and the cart's ticket details that `npm run screenshots` renders, on the
 * museum's clock two days before the fake API's Saturday: a price the museum changed waiting for the visitor's
 * confirmation with a line left out beside it, and a combination ticket's parts and named persons in the cart and the
 * checkout.
 */
import { expect } from '@playwright/test'
import { REVIEW_LINES } from '../helpers/storedCart'
import { cartElement as cart, openCart } from '../e2e/support/cart'
import {
  ADULTS_AT_3,
  ONE_FAMILY,
  openReview,
  PRICE_RAISED,
  priceChangeShown,
  REVIEW_CART,
} from '../e2e/support/checkoutReview'
import type { ScreenState } from './states'

export const REVIEW_STATES: readonly ScreenState[] = [
  {
    name: 'checkout-price-changed',
    reach: async (page) => {
      await openReview(page, [ADULTS_AT_3, ONE_FAMILY], PRICE_RAISED)
      await priceChangeShown(page)
      await expect(page.getByText(/Nicht bestellt: Familie/)).toBeVisible()
    },
  },
  {
    name: 'checkout-ticket-details',
    reach: async (page) => {
      await openReview(page, REVIEW_CART)
      await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
    },
  },
  {
    name: 'cart-ticket-details',
    reach: async (page) => {
      await openCart(page, { lines: [REVIEW_LINES.combination, REVIEW_LINES.named] })
      await expect(cart(page).getByText('Ben Beispiel')).toBeVisible()
    },
  },
]
