/**
 * The order and withdrawal elements on the harness page, for the browser tests and the screens: the page's address
 * carries the order token as the museum's success address does (`?token=`), or the failure message.
 */
import { expect, type Page } from '@playwright/test'
import { FULL_ORDER_ID, ORDER_TOKENS } from '../../msw/fixtures/orderTokens'
import { INIT, openHarness } from './harness'

export { FULL_ORDER_ID, ORDER_TOKENS }

export const THANKS = 'Vielen Dank für Ihre Bestellung!'

/** An init element with the dataLayer analytics on, so a test can count the purchases. */
const ANALYTICS_INIT = INIT.replace('<shop-init ', '<shop-init analytics="datalayer" ')

/** Opens the harness with `<shop-order>` at `query` (the token or the failure message, plus fake API knobs). */
export async function openOrder(page: Page, query: string): Promise<void> {
  const html =
    `<h1>Ihre Bestellung</h1>${ANALYTICS_INIT}<shop-order withdrawal-url="/widerruf.html" contact-url="/kontakt.html"></shop-order>` +
    '<shop-personalization></shop-personalization>'
  await openHarness(page, { html, query })
}

/** Opens the harness with `<shop-withdrawal>`, the order number in the address. */
export async function openWithdrawal(page: Page, query = `?order=${FULL_ORDER_ID}`): Promise<void> {
  await openHarness(page, { html: `<h1>Widerruf</h1>${INIT}<shop-withdrawal></shop-withdrawal>`, query })
}

export const order = (page: Page) => page.locator('shop-order')
export const withdrawal = (page: Page) => page.locator('shop-withdrawal')

/** Waits for the confirmed order. */
export async function orderShown(page: Page): Promise<void> {
  await expect(order(page).getByRole('heading', { name: THANKS })).toBeVisible()
}

/** The purchases this page pushed to the dataLayer. */
export const purchases = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string } | null)?.event === 'purchase')
        .length,
  )

/** What an address answers in the page (through the fake API's worker): status, type and the first bytes. */
export const fetchInPage = (page: Page, href: string) =>
  page.evaluate(async (address) => {
    const response = await fetch(address)
    const text = await response.text()
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      start: text.slice(0, 8),
      text,
    }
  }, href)
