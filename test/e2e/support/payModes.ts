/**
 * Helpers for browser tests of the shop's payment modes besides PayPal (the fake API's `payModes=all`): the mode
 * radios, the order control, the stored cart, and where the page went.
 */
import { expect, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { openPayment, SAMPLE_DONATIONS, type PaymentPageOptions } from './payment'

/** The fake API's extra modes by their names in the shop answer. */
export const MODES = {
  payPal: 'PayPal, Karte und weitere',
  redirect: 'Sofortüberweisung',
  form: 'Kreditkarte (Computop)',
  invoice: 'Rechnung',
  failing: 'Lastschrift',
} as const

/** The checkout with the sample cart and a donation (49,99 €) and every payment mode. */
export async function openModes(page: Page, options: PaymentPageOptions = {}): Promise<void> {
  const query = options.query ? `${options.query}&payModes=all` : '?payModes=all'
  await openPayment(page, { donations: [...SAMPLE_DONATIONS], ...options, query })
  await expect(modeRadio(page, MODES.invoice)).toBeVisible()
}

export const modeRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true })

/** The control that places a paid order ("Zahlungspflichtig bestellen (49,99 €)"). */
export const placeOrderButton = (page: Page, name: string | RegExp = /^Zahlungspflichtig bestellen/) =>
  page.getByRole('button', { name })

/** Chooses `mode` and presses the order control. */
export async function payWith(page: Page, mode: string): Promise<void> {
  await modeRadio(page, mode).check()
  await placeOrderButton(page).click()
}

/** The stored cart and donations (null when cleared). */
export const storedCart = (page: Page) =>
  page.evaluate(
    (keys) => [localStorage.getItem(keys.cart), localStorage.getItem(keys.donations)],
    DEFAULT_STORAGE_KEYS,
  )

/** Answers the demo stand-in shop's pages (the back office's return addresses) with a small page. */
export async function serveBackOfficeReturns(page: Page): Promise<void> {
  await page.route('**/demo/shop/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title><h1>Shop</h1>' }),
  )
}
