import { expect, test, type Page } from '@playwright/test'
import type { LoggedRequest } from '../msw/requestLog'
import { addBundle, collectProblems, openHarness } from './support/harness'
import { cardPayButton } from './support/cardForm'
import { axeScan } from './support/visitorChecks'

// Card fields, Apple Pay, Google Pay and local methods in <shop-payment>, against the fake API and SDK doubles: each
// pays and lands on the shop's success page. Eligibility and failures are unit tests (test/unit/elements/shop-payment/methods).
const SHOP_PATH = '/museum-shop/'
const MARKUP =
  '<h1>Kasse</h1><shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de"' +
  ` locale="en" shop-url="${SHOP_PATH}"></shop-init><shop-payment></shop-payment>`
const CART = {
  version: 1,
  items: [{ type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Day ticket', price_cents: 1250 }],
}

interface Knobs {
  query?: string
  paypal?: PayPalDoubleState
  apple?: ApplePayDoubleState
  google?: GooglePayDoubleState
}

/** What the page knew when it left for the shop: the address, the API requests and the Apple Pay double's log. */
type Left = { url: string; requests: LoggedRequest[]; apple: ApplePayDoubleState | null }

/** Opens the checkout with a cart of 2 × 12.50 €; `left()` waits for the page to go to the museum's shop. */
async function openCheckout(page: Page, { query = '', paypal = {}, apple = {}, google = {} }: Knobs = {}) {
  const problems = collectProblems(page)
  await page.route(`**${SHOP_PATH}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Shop</title>' }),
  )
  await openHarness(page, { html: MARKUP, query, loadBundle: false })
  await page.evaluate(
    ({ cart, knobs }) => {
      localStorage.setItem('museum-shop.cart.v1', JSON.stringify(cart))
      Object.assign(window, { __paypalDouble: knobs.paypal, __applePayDouble: knobs.apple })
      window.__googlePayDouble = knobs.google
      // Kept across the same-origin navigation to the shop, where the test reads it (see `left`).
      addEventListener('pagehide', () => {
        const logs = { requests: window.__fakeApi?.requestLog ?? [], apple: window.__applePayDouble ?? null }
        sessionStorage.setItem('left', JSON.stringify(logs))
      })
    },
    { cart: CART, knobs: { paypal, apple, google } },
  )
  await addBundle(page)
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
  /** Waits until the page has gone to the museum's shop; what it knew then. */
  const left = async (): Promise<Left> => {
    await page.waitForURL(`**${SHOP_PATH}**`)
    const stored = await page.evaluate(() => sessionStorage.getItem('left'))
    const logs = JSON.parse(stored ?? 'null') as Omit<Left, 'url'> | null
    return { url: page.url(), requests: logs?.requests ?? [], apple: logs?.apple ?? null }
  }
  return { left, problems }
}

const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name })
const successUrl = /\/museum-shop\/#\/checkout\/success\?ORDERID=ord_1$/
const orderBody = (left: Left) => left.requests.find((r) => r.pathname === '/api/v4/orders')?.body
const paths = (left: Left) => left.requests.filter((r) => r.method === 'POST').map((r) => r.pathname)
const axe = async (page: Page) =>
  (await axeScan(page).include('shop-payment').analyze()).violations.map((v) => v.id)
/** The order the fake API must have received for `source` (2 × 12.50 € = 2500 cents). */
const expectedOrder = (source: string, email: string | null) =>
  expect.objectContaining({ total: 2500, payment_source: source, customer: email ? { email } : null })

test.describe('local methods', () => {
  test('iDEAL pays: fields and button after the wait, order and capture, success address', async ({
    page,
  }) => {
    const { left, problems } = await openCheckout(page)
    await radio(page, 'iDEAL').check()
    await expect(page.getByRole('group', { name: 'ideal (test double)' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole('button', { name: 'PayPal (test double) ideal' }).click()

    const result = await left()
    expect(result.url).toMatch(successUrl)
    expect(orderBody(result)).toEqual(expectedOrder('ideal', null))
    expect(paths(result)).toEqual(['/api/v4/orders', '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1'])
    expect(problems).toEqual([])
  })
})

test.describe('card', () => {
  async function fillCard(page: Page, email = 'erika@example.org') {
    await radio(page, /^Credit/).check()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Cardholder name').fill('Erika Mustermann')
    await page.getByLabel('Card number').fill('4111 1111 1111 1111')
    await page.getByLabel('Expiry date').fill('12/30')
    await page.getByLabel('Security code').fill('123')
  }

  test('pays with the e-mail and goes to the success address', async ({ page }) => {
    const { left, problems } = await openCheckout(page)
    await radio(page, /^Credit/).check()
    await page.getByLabel('E-mail address').fill('erika@')
    await page.getByLabel('E-mail address').blur()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    await fillCard(page)
    expect(await axe(page)).toEqual([])
    await cardPayButton(page, 'en').click()

    const result = await left()
    expect(result.url).toMatch(successUrl)
    expect(orderBody(result)).toEqual(expectedOrder('card', 'erika@example.org'))
    expect(paths(result)).toEqual(['/api/v4/orders', '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1'])
    expect(problems).toEqual([])
  })
})

test.describe('Apple Pay', () => {
  test('pays: session in the click, order, confirm, capture, success completed once', async ({ page }) => {
    const { left, problems } = await openCheckout(page)
    await radio(page, 'Apple Pay').check()
    expect(await axe(page)).toEqual([])
    await page.getByRole('button', { name: 'Apple Pay (test double)' }).click()

    const result = await left()
    expect(result.url).toMatch(successUrl)
    expect(orderBody(result)).toEqual(expectedOrder('apple_pay', 'erika@example.com'))
    expect(result.apple?.sessions).toEqual([
      expect.objectContaining({ version: 14, userActivation: true, aborted: false, completions: [0] }),
    ])
    expect(problems).toEqual([])
  })
})

test.describe('Google Pay', () => {
  for (const [what, knobs, paths3ds] of [
    ['APPROVED', {}, []],
    ['after 3-D Secure', { paypal: { googleConfirmStatus: 'PAYER_ACTION_REQUIRED' } }, ['details']],
  ] as const) {
    test(`pays ${what}: order, capture, success address`, async ({ page }) => {
      const { left, problems } = await openCheckout(page, knobs)
      await radio(page, 'Google Pay').check()
      expect(await axe(page)).toEqual([])
      await page.getByRole('button', { name: 'Google Pay (test double)' }).click()
      const result = await left()
      expect(result.url).toMatch(successUrl)
      expect(orderBody(result)).toEqual(expectedOrder('google_pay', 'buyer@example.com'))
      const details = result.requests.filter((r) => r.pathname.startsWith('/api/v4/payments/paypal/details/'))
      expect(details.map(() => 'details')).toEqual(paths3ds)
      expect(problems).toEqual([])
    })
  }
})
