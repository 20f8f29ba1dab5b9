import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { DOUBLE_MARKER } from '../doubles/serve'
import { BASE, collectProblems, FIRST_CAPTURE } from './support/harness'
import {
  choosePayPal,
  openPayment,
  payPalButton,
  recordApiRequests,
  SAMPLE_DONATIONS,
  sentTo,
  SHOP_PATH,
  successUrl,
  type PaymentPageOptions,
} from './support/payment'
import { axeScan } from './support/visitorChecks'

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
    ],
    donations: [{ value: 500, campaign_id: 1 }],
    total: 4999,
    payment_mode_id: '12',
    payment_source: 'paypal',
    customer: null,
  })
  expect(sentTo(sent, CAPTURE).map((request) => [request.method, request.body])).toEqual([['POST', null]])
  expect(await storedCart(page)).toEqual([null, null])
  expect(problems).toEqual([])
})

test('the checkout with PayPal chosen has no axe violations', async ({ page }) => {
  await startPayPal(page, { donations: [...SAMPLE_DONATIONS] })
  const results = await axeScan(page).analyze()
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
