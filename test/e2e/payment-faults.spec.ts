/**
 * Checkout under network faults, in Chromium against the fake API: a capture answer held past the client's timeout is
 * resolved with PayPal's order details (never a second capture), a reload in the middle resolves it too, and other
 * tabs follow the cart (cleared when paid elsewhere, new total when changed). What the details decide, and the
 * unknown outcome, are unit tests (test/unit/elements/shop-payment/checkoutRecovery.test.ts).
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { apiRequests, BASE, FIRST_CAPTURE } from './support/harness'
import {
  choosePayPal,
  openPayment,
  payPalButton,
  recordApiRequests,
  reloadPayment,
  SAMPLE_CART,
  SAMPLE_DONATIONS,
  sentTo,
  successUrl,
  type PaymentPageOptions,
} from './support/payment'

const CAPTURE = FIRST_CAPTURE
const DETAILS = '/api/v4/payments/paypal/details/PAYPAL-1'
const NOTE_KEY = DEFAULT_STORAGE_KEYS.pendingCapture
/** Opens the checkout with the sample cart and a donation, records the API traffic, chooses PayPal. */
async function startPayPal(page: Page, options: PaymentPageOptions = {}) {
  const sent = recordApiRequests(page)
  await openPayment(page, { donations: [...SAMPLE_DONATIONS], ...options })
  await choosePayPal(page)
  return sent
}

const storedCart = (page: Page) =>
  page.evaluate(
    ({ cart, donations }) => [localStorage.getItem(cart), localStorage.getItem(donations)],
    DEFAULT_STORAGE_KEYS,
  )

const noteOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), NOTE_KEY)

/** Makes the fake API process the next capture and then never answer (the browser reports no such request). */
const holdNextCapture = (page: Page) =>
  page.evaluate(() => {
    if (window.__fakeApi) window.__fakeApi.knobs.captureFault = 'holdAfterProcessing'
  })

/** From now on captures are answered again, so a second capture would be seen. */
const answerCaptures = (page: Page) =>
  page.evaluate(() => {
    if (window.__fakeApi) window.__fakeApi.knobs.captureFault = null
  })

/** Capture requests the fake API received in this page, held ones included. */
const capturesReceived = async (page: Page) =>
  (await apiRequests(page)).filter((request) => request.pathname === CAPTURE).length

/** The euro amount of the summary's total row, in cents ('52,99 €' → 5299). */
async function shownTotalCents(page: Page): Promise<number> {
  const text = await page.locator('.shop-payment__summary tfoot td').innerText()
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)
}

test('a capture answer held past the client timeout: details COMPLETED → success, one capture', async ({
  page,
}) => {
  await page.clock.install()
  const sent = await startPayPal(page)
  await holdNextCapture(page)
  await payPalButton(page).click()
  await expect(page.getByText('Ihre Zahlung wird abgeschlossen …')).toBeVisible()
  await expect.poll(() => capturesReceived(page)).toBe(1)
  await answerCaptures(page)

  await page.clock.runFor(20_000)

  await page.waitForURL(successUrl(BASE, 'ord_1'))
  // The held request is reported as the client aborts it; any further capture would have been answered.
  expect(sentTo(sent, CAPTURE)).toHaveLength(1)
  expect(sentTo(sent, DETAILS)).toHaveLength(1)
})

test('reload during the capture: the reopened checkout asks the details, shows the result, never captures again', async ({
  page,
}) => {
  // The fake API lives in the page and forgets the capture it processed on reload: detailsStatus=COMPLETED stands in
  // for the real server, which remembers it. The browser never reports the held request of the first page, so the
  // reloaded page refuses every capture (captureStatus=500): a second capture would land on the failure page.
  const options = { query: '?detailsStatus=COMPLETED&captureStatus=500' }
  const sent = await startPayPal(page, options)
  await holdNextCapture(page)
  await payPalButton(page).click()
  await expect.poll(() => capturesReceived(page)).toBe(1)
  expect(JSON.parse((await noteOf(page)) ?? 'null')).toMatchObject({ orderToken: 'ord_1', method: 'PayPal' })

  await reloadPayment(page, options)

  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(sentTo(sent, CAPTURE)).toHaveLength(0)
  expect(sentTo(sent, DETAILS)).toHaveLength(1)
  expect(await storedCart(page)).toEqual([null, null])
  expect(await noteOf(page)).toBeNull()
})

test('a second tab sees the cart paid and cleared in the first one', async ({ page, context }) => {
  const second = await context.newPage()
  await openPayment(second)
  await choosePayPal(second)
  await startPayPal(page)

  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))

  await expect(second.getByText('Ihr Warenkorb ist leer. Es gibt nichts zu bezahlen.')).toBeVisible()
  await expect(payPalButton(second)).toHaveCount(0)
  await expect(second.getByRole('table', { name: 'Ihre Bestellung' })).toHaveCount(0)
})

test('a cart changed in another tab: summary and total follow, the order is what is shown', async ({
  page,
  context,
}) => {
  const sent = await startPayPal(page)
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText('Gesamtbetrag49,99')

  const other = await context.newPage()
  await other.goto('/test/e2e/pages/harness.html')
  const tour = {
    type: 'Tour',
    attributes: { id: 11, quantity: 1 },
    name: 'Führung am Sonntag',
    price_cents: 800,
  }
  await other.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify({ version: 1, items })), {
    key: DEFAULT_STORAGE_KEYS.cart,
    items: [...SAMPLE_CART, tour],
  })

  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary).toContainText('Führung am Sonntag')
  await expect(summary).toContainText('Gesamtbetrag57,99')
  const shown = await shownTotalCents(page)
  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))

  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.body).toMatchObject({ total: shown })
  expect(shown).toBe(5799)
  expect((order?.body as { items: { type: string }[] }).items.map((item) => item.type)).toEqual([
    'Ticket',
    'Merchandise',
    'Tour',
  ])
  expect(order?.body).toMatchObject({ donations: [{ value: 500, campaign_id: 1 }] })
})

test('approval that never comes back: nothing captured or cleared, the next attempt is a new order', async ({
  page,
}) => {
  const sent = await startPayPal(page, { paypal: { outcome: 'cancel' } })
  await payPalButton(page).click()
  await expect.poll(() => sentTo(sent, '/api/v4/orders').length).toBe(1)
  await expect(payPalButton(page)).toBeEnabled()
  expect(sentTo(sent, '/capture/ord_1/PAYPAL-1')).toEqual([])
  expect((await storedCart(page))[0]).not.toBeNull()

  await page.evaluate(() => {
    window.__paypalDouble = { ...window.__paypalDouble, outcome: 'approve' }
  })
  await payPalButton(page).click()

  await page.waitForURL(successUrl(BASE, 'ord_2'))
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(2)
  expect(sentTo(sent, '/capture/ord_2/PAYPAL-2')).toHaveLength(1)
  expect(sentTo(sent, '/capture/ord_1/PAYPAL-1')).toHaveLength(0)
})
