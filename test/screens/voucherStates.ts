/**
 * The states of the voucher and code features that `npm run screenshots` renders: the cart with every kind of code
 * redeemed, a refused code, the checkout whose voucher covers everything, and `<shop-vouchers>` before and after
 * adding.
 */
import { expect } from '@playwright/test'
import { CODES } from '../msw/fixtures/couponCodes'
import { cartElement as cart, openCart } from '../e2e/support/cart'
import { DAY_TICKETS, de, redeem } from '../e2e/support/codeField'
import { addBundle, INIT, openHarness } from '../e2e/support/harness'
import { openPayment } from '../e2e/support/payment'
import type { ScreenState } from './states'

const vouchers = '<h1>Gutscheine</h1>' + INIT + '<shop-vouchers></shop-vouchers>'

export const VOUCHER_STATES: readonly ScreenState[] = [
  {
    name: 'cart-codes',
    reach: async (page) => {
      await openCart(page, { lines: [DAY_TICKETS] })
      for (const code of [CODES.discount, CODES.value, CODES.dayTicket]) await redeem(cart(page), code)
      await expect(cart(page).locator('[part="coupon-due"]')).toBeVisible()
    },
  },
  {
    name: 'cart-code-refused',
    reach: async (page) => {
      await openCart(page, { lines: [DAY_TICKETS] })
      await redeem(cart(page), CODES.expired)
      await expect(cart(page).getByRole('alert')).toHaveText(de['coupon.refused.expired'])
    },
  },
  {
    name: 'checkout-voucher-free',
    reach: async (page) => {
      await openPayment(page, { cart: [DAY_TICKETS] })
      await redeem(page.locator('shop-payment'), CODES.bigValue)
      await expect(page.getByRole('button', { name: 'Kostenlos bestellen' })).toBeVisible()
    },
  },
  {
    name: 'vouchers',
    reach: async (page) => {
      await openHarness(page, { html: vouchers, loadBundle: false })
      await addBundle(page)
      await expect(page.locator('shop-vouchers').getByRole('heading')).toHaveCount(3)
    },
  },
  {
    name: 'vouchers-added',
    reach: async (page) => {
      await openHarness(page, { html: vouchers, loadBundle: false })
      await page.evaluate(() => localStorage.clear())
      await addBundle(page)
      await page
        .locator('shop-vouchers')
        .getByRole('button', { name: 'Geschenkgutschein per Post in den Warenkorb' })
        .click()
      await expect(page.locator('shop-vouchers [part="confirmation"]')).toBeVisible()
    },
  },
]
