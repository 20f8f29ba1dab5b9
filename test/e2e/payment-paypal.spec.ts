import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/storageKeys'
import { DOUBLE_MARKER } from '../doubles/serve'
import { BASE, collectProblems, FIRST_CAPTURE } from './support/harness'
import {
  choosePayPal,
  failureUrl,
  openPayment,
  payPalButton,
  recordApiRequests,
  SAMPLE_DONATIONS,
  sentTo,
  SHOP_PATH,
  successUrl,
  type PaymentPageOptions,
} from './support/payment'

const CAPTURE = FIRST_CAPTURE

/** Opens the checkout with the sample cart, records the API traffic, chooses PayPal. */
async function startPayPal(page: Page, options: PaymentPageOptions = {}) {
  const sent = recordApiRequests(page)
  await openPayment(page, options)
  await choosePayPal(page)
  return sent
}

const storedCart = (page: Page) =>
  page.evaluate(
    (keys) => [localStorage.getItem(keys.cart), localStorage.getItem(keys.donations)],
    DEFAULT_STORAGE_KEYS,
  )

test('the whole PayPal journey: order, capture, success page, cart and donation cleared', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await page.context().addCookies([
    {
      name: 'auth_headers',
      value: encodeURIComponent(
        JSON.stringify({
          'access-token': 'tok-1',
          client: 'cl-1',
          uid: 'erika@example.org',
          expiry: 4102444800,
        }),
      ),
      url: BASE,
    },
  ])
  const sent = await startPayPal(page, { donations: [...SAMPLE_DONATIONS] })
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText('Gesamtbetrag49,99')

  await payPalButton(page).click()

  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(page.url()).toBe(`${BASE}${SHOP_PATH}#/checkout/success?ORDERID=ord_1`)
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.method).toBe('POST')
  expect(order?.headers).toMatchObject({ 'access-token': 'tok-1', client: 'cl-1', uid: 'erika@example.org' })
  expect(order?.body).toEqual({
    items: [
      {
        type: 'Ticket',
        attributes: { id: 7, quantity: 2 },
        payment_attributes: {
          name: 'Tageskarte',
          unit_amount: { quantity: 2, value: '12.50', currency_code: 'EUR' },
        },
      },
      {
        type: 'Merchandise',
        attributes: { id: 3, quantity: 1 },
        payment_attributes: {
          name: 'Ausstellungskatalog',
          unit_amount: { quantity: 1, value: '19.99', currency_code: 'EUR' },
        },
      },
      {
        type: 'Donation',
        attributes: { campaign_id: 1, value: 500, quantity: 1 },
        payment_attributes: {
          name: 'Spende: Neue Dinosaurierhalle 🦕',
          unit_amount: { quantity: 1, value: '5.00', currency_code: 'EUR' },
        },
      },
    ],
    total: 4999,
    payment_mode_id: '12',
    payment_source: 'paypal',
    customer: null,
  })
  expect(sentTo(sent, CAPTURE).map((request) => [request.method, request.body])).toEqual([['POST', null]])
  expect(await storedCart(page)).toEqual([null, null])
  expect(problems).toEqual([])
})

test('the second shop type lands on its own success page', async ({ page }) => {
  await startPayPal(page, { initAttributes: 'shop-type="second"' })
  await payPalButton(page).click()
  await page.waitForURL(`${BASE}/museum-shop/checkout/success/?token=ord_1`)
})

test('an order error goes to the failure page with its message and keeps the cart', async ({ page }) => {
  const sent = await startPayPal(page, { query: '?orderError=Sold%20out' })
  await payPalButton(page).click()
  await page.waitForURL(failureUrl(BASE, 'Sold out'))
  expect(page.url()).toContain('payment_error=Sold%20out')
  expect(sentTo(sent, CAPTURE)).toEqual([])
  expect((await storedCart(page))[0]).not.toBeNull()
})

test('a failed capture goes to the failure page with "Something went wrong"', async ({ page }) => {
  const sent = await startPayPal(page, { query: '?captureStatus=500' })
  await payPalButton(page).click()
  await page.waitForURL(failureUrl(BASE, 'Something went wrong'))
  expect(sentTo(sent, CAPTURE)).toHaveLength(1)
  expect((await storedCart(page))[0]).not.toBeNull()
})

test('an order request that never reaches the server says "Database error"', async ({ page }) => {
  await startPayPal(page, { query: '?fail=orders:network' })
  await payPalButton(page).click()
  await page.waitForURL(failureUrl(BASE, 'Database error'))
})

test('cancelling in PayPal leaves the buyer on the checkout with everything as it was', async ({ page }) => {
  const sent = await startPayPal(page, { paypal: { outcome: 'cancel' } })
  const checkout = page.url()
  await payPalButton(page).click()
  await expect
    .poll(() => page.evaluate(() => window.__paypalDouble?.calls?.some((call) => call.name === 'onCancel')))
    .toBe(true)
  expect(page.url()).toBe(checkout)
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(1)
  expect(sentTo(sent, CAPTURE)).toEqual([])
  await expect(payPalButton(page)).toBeEnabled()
  expect((await storedCart(page))[0]).not.toBeNull()
})

test('a total of 0 disables the PayPal button', async ({ page }) => {
  const sent = await startPayPal(page, {
    cart: [{ type: 'Ticket', attributes: { id: 9, quantity: 1 }, name: 'Freier Eintritt', price_cents: 0 }],
  })
  await expect(payPalButton(page)).toBeDisabled()
  await expect(page.getByText('Der Gesamtbetrag ist 0: Es gibt nichts zu bezahlen.')).toBeVisible()
  await payPalButton(page).click({ force: true })
  expect(sentTo(sent, '/api/v4/orders')).toEqual([])
})

test('a double click creates one order', async ({ page }) => {
  // Slow answers keep the first order in flight while the second click arrives.
  const sent = await startPayPal(page, { query: '?latency=300' })
  await payPalButton(page).dblclick()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(1)
  expect(sentTo(sent, CAPTURE)).toHaveLength(1)
})

test('PayPal approving twice captures once', async ({ page }) => {
  const sent = await startPayPal(page, { paypal: { outcome: 'approve-twice' } })
  await payPalButton(page).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(sentTo(sent, CAPTURE)).toHaveLength(1)
})

test('the checkout with PayPal chosen has no axe violations', async ({ page }) => {
  await startPayPal(page, { donations: [...SAMPLE_DONATIONS] })
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)).toEqual([])
})

test('the methods can be chosen with the keyboard', async ({ page }) => {
  await openPayment(page, { paypal: { eligible: ['paypal', 'paylater'] } })
  await page.getByRole('radio', { name: 'PayPal', exact: true }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Später bezahlen' })).toBeChecked()
  await expect(page.locator('#paylater [data-testid=paypal-double-button]')).toHaveAttribute(
    'data-funding-source',
    'paylater',
  )
  await expect(page.locator('#paypal')).toBeEmpty()
})

test('dist never contains the SDK doubles', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })
  const built = files('dist')
  expect(built.some((path) => path.endsWith('shop-elements.js'))).toBe(true)
  expect(built.filter((path) => readFileSync(path, 'utf8').includes(DOUBLE_MARKER))).toEqual([])
})
