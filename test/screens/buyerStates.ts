/**
 * The checkout's buyer step that `npm run screenshots` renders: the guest form of an anonymous visitor, its messages,
 * a taken address, the sign-in after a wrong password, and a signed-in customer with the methods.
 */
import { expect, type Page } from '@playwright/test'
import { CUSTOMER_EMAIL } from '../msw/authAccounts'
import { CONSENT, ERIKA, fillGuest } from '../e2e/support/buyer'
import { BASE } from '../e2e/support/harness'
import { choosePayPal, openPayment } from '../e2e/support/payment'
import type { ScreenState } from './states'

const CONTINUE = 'Weiter zur Zahlung'

async function openGuestForm(page: Page): Promise<void> {
  await openPayment(page, { buyer: 'anonymous', initAttributes: 'terms-url="/agb"' })
  await expect(page.getByRole('button', { name: CONTINUE })).toBeVisible()
}

async function takenAddress(page: Page): Promise<void> {
  await openGuestForm(page)
  await fillGuest(page, { ...ERIKA, email: CUSTOMER_EMAIL, emailConfirmation: CUSTOMER_EMAIL })
  await page.getByLabel(CONSENT).check()
  await page.getByRole('button', { name: CONTINUE }).click()
  await expect(page.getByText('Zu dieser E-Mail-Adresse gibt es schon ein Kundenkonto.')).toBeVisible()
}

export const BUYER_STATES: readonly ScreenState[] = [
  { name: 'checkout-buyer', reach: openGuestForm },
  {
    name: 'checkout-buyer-errors',
    reach: async (page) => {
      await openGuestForm(page)
      await page.getByRole('button', { name: CONTINUE }).click()
      await expect(page.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible()
    },
  },
  { name: 'checkout-buyer-taken', reach: takenAddress },
  {
    name: 'checkout-buyer-sign-in',
    reach: async (page) => {
      await takenAddress(page)
      await page.getByRole('button', { name: 'Anmelden' }).first().click()
      await page.getByLabel('Passwort').fill('falsch')
      await page.getByRole('button', { name: 'Anmelden' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'checkout-buyer-signed-in',
    reach: async (page) => {
      const login = { 'access-token': 'tok', client: 'c', uid: CUSTOMER_EMAIL, expiry: 4102444800 }
      await page
        .context()
        .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(login)), url: BASE }])
      await openPayment(page)
      await expect(page.getByText(`Sie bestellen als Bruce Wayne (${CUSTOMER_EMAIL}).`)).toBeVisible()
      await choosePayPal(page)
    },
  },
]
