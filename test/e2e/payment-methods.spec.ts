import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import type { LoggedRequest } from '../msw/requestLog'
import { addBundle, apiRequests, collectProblems, openHarness, waitForRequest } from './support/harness'
import { cardPayButton } from './support/cardForm'

// Card fields, Apple Pay, Google Pay and local methods in <shop-payment>, against the fake API and SDK doubles.
const SHOP_PATH = '/museum-shop/'
const MARKUP =
  '<h1>Kasse</h1><shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de"' +
  ` locale="en" shop-url="${SHOP_PATH}"></shop-init><shop-payment></shop-payment>`
const CART = {
  version: 1,
  items: [{ type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Day ticket', price_cents: 1250 }],
}

const SOURCES = 'paypal card ideal bancontact blik eps multibanco mybank p24 trustly applepay googlepay'
/** The PayPal double's knob for every funding source it knows but `source`. */
const without = (source: string) => ({ eligible: SOURCES.split(' ').filter((s) => s !== source) })

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
const failed = (message: string) =>
  `${SHOP_PATH}#/checkout/failure?payment_error=${encodeURIComponent(message)}`
const orderBody = (left: Left) => left.requests.find((r) => r.pathname === '/api/v4/orders')?.body
const paths = (left: Left) => left.requests.filter((r) => r.method === 'POST').map((r) => r.pathname)
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).include('shop-payment').analyze()).violations.map((v) => v.id)
/** The order the fake API must have received for `source` (2 × 12.50 € = 2500 cents). */
const expectedOrder = (source: string, email: string | null) =>
  expect.objectContaining({ total: 2500, payment_source: source, customer: email ? { email } : null })

test.describe('local methods', () => {
  test('only eligible funding sources are offered; the SDK is asked for them', async ({ page }) => {
    await openCheckout(page, { paypal: { eligible: ['paypal', 'ideal', 'eps'] } })
    await expect(radio(page, 'iDEAL')).toBeVisible()
    await expect(radio(page, 'EPS')).toBeVisible()
    for (const name of ['Bancontact', 'BLIK', 'Multibanco', 'MyBank', 'Przelewy24', 'Trustly'])
      await expect(radio(page, name)).toHaveCount(0)
    const sdk = (await apiRequests(page)).find((r) => r.pathname === '/sdk/js')
    expect(sdk?.query['components']?.[0]).toContain('payment-fields')
    expect(sdk?.query['enable-funding']?.[0]?.split(',')).toEqual(
      expect.arrayContaining(['ideal', 'trustly']),
    )
  })

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

  for (const [what, knobs, message] of [
    ['an order error', { query: '?orderError=Sold%20out' }, 'Sold out'],
    ['a failed capture', { query: '?captureStatus=500' }, 'Something went wrong'],
    ['a PayPal error', { paypal: { outcome: 'error' } }, 'PayPal double error'],
  ] as const) {
    test(`Bancontact: ${what} goes to the failure address`, async ({ page }) => {
      const { left } = await openCheckout(page, knobs)
      await radio(page, 'Bancontact').check()
      await page.getByRole('button', { name: 'PayPal (test double) bancontact' }).click()
      expect((await left()).url).toContain(failed(message))
    })
  }
})

for (const [method, other, what, knobs] of [
  [/^Credit/, 'PayPal', 'PayPal says card fields are not eligible', { paypal: without('card') }],
  ['Apple Pay', 'Google Pay', 'the device cannot pay', { apple: { canPay: false } }],
  ['Apple Pay', 'Google Pay', 'PayPal says not eligible', { paypal: without('applepay') }],
  ['Google Pay', 'Apple Pay', 'Google is not ready to pay', { google: { ready: false } }],
  ['Google Pay', 'Apple Pay', 'PayPal says not eligible', { paypal: without('googlepay') }],
] satisfies [string | RegExp, string, string, Knobs][]) {
  test(`${String(method)} is silently absent when ${what}`, async ({ page }) => {
    await openCheckout(page, knobs)
    await expect(radio(page, other)).toBeVisible()
    await expect(radio(page, method)).toHaveCount(0)
  })
}

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

  for (const [what, query, text] of [
    ['an order error', '?orderError=Sold%20out', 'Could not initiate PayPal Checkout...'],
    ['a failed capture', '?captureStatus=500', 'Sorry, your transaction could not be processed...'],
  ] as const) {
    test(`shows ${what} in the result area and stays`, async ({ page }) => {
      await openCheckout(page, { query })
      await fillCard(page)
      await cardPayButton(page, 'en').click()
      await expect(page.getByText(text)).toBeVisible()
      await expect(cardPayButton(page, 'en')).toBeEnabled()
      expect(page.url()).toContain('/test/e2e/pages/harness.html')
    })
  }
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

  test('merchant validation failure aborts the session and orders nothing', async ({ page }) => {
    await openCheckout(page, { paypal: { validateMerchantFails: true } })
    await radio(page, 'Apple Pay').check()
    await page.getByRole('button', { name: 'Apple Pay (test double)' }).click()
    await expect.poll(() => page.evaluate(() => window.__applePayDouble?.sessions?.[0]?.aborted)).toBe(true)
    expect((await apiRequests(page)).some((r) => r.pathname === '/api/v4/orders')).toBe(false)
  })

  for (const query of ['?orderError=Sold%20out', '?captureStatus=500']) {
    test(`completes with failure and goes to failure on ${query}`, async ({ page }) => {
      const { left } = await openCheckout(page, { query })
      await radio(page, 'Apple Pay').check()
      await page.getByRole('button', { name: 'Apple Pay (test double)' }).click()
      const result = await left()
      expect(result.url).toContain(failed('Something went wrong'))
      expect(result.apple?.sessions?.[0]?.completions).toEqual([1])
    })
  }
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

  for (const [what, query] of [
    ['order creation fails', '?orderError=Sold%20out'],
    ['3-D Secure fails', '?detailsStatus=PAYER_ACTION_REQUIRED&enrollment=Y&authentication=N'],
  ] as const) {
    test(`stays silently when ${what}`, async ({ page }) => {
      await openCheckout(page, { query, paypal: { googleConfirmStatus: 'PAYER_ACTION_REQUIRED' } })
      await radio(page, 'Google Pay').check()
      await page.getByRole('button', { name: 'Google Pay (test double)' }).click()
      await waitForRequest(page, '/api/v4/orders')
      await page.waitForTimeout(300)
      expect((await apiRequests(page)).some((r) => r.pathname.includes('/capture/'))).toBe(false)
      expect(page.url()).toContain('/test/e2e/pages/harness.html')
    })
  }

  test('a failed capture goes to the failure address', async ({ page }) => {
    const { left } = await openCheckout(page, { query: '?captureStatus=500' })
    await radio(page, 'Google Pay').check()
    await page.getByRole('button', { name: 'Google Pay (test double)' }).click()
    expect((await left()).url).toContain(failed('Something went wrong'))
  })
})
