/**
 * The self-diagnosis in a real browser: `<shop-init debug>` (or `?shop-debug`) prints one collapsed console group
 * and sends `shop-diagnostics` with every check's result, for a correct and a misconfigured setup. Without either,
 * its code is never fetched.
 */
import { expect, test, type Page } from '@playwright/test'
import type { DiagnosticsReport } from '../../src/domain/diagnostics/report'
import { addBundle, BASE, INIT, openHarness } from './support/harness'
import { openPayment, SHOP_PATH } from './support/payment'

declare global {
  interface Window {
    __groups?: string[]
    __reports?: DiagnosticsReport[]
  }
}

/** Records every console group opened and every `shop-diagnostics` detail, from before the page's scripts run. */
async function recordDiagnostics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__groups = []
    window.__reports = []
    const open = console.groupCollapsed.bind(console)
    console.groupCollapsed = (...args: unknown[]) => {
      window.__groups?.push(String(args[0]))
      open(...args)
    }
    document.addEventListener('shop-diagnostics', (event) => window.__reports?.push(event.detail))
  })
}

async function theReport(page: Page): Promise<DiagnosticsReport> {
  await expect.poll(() => page.evaluate(() => window.__reports?.length ?? 0)).toBe(1)
  return page.evaluate(() => window.__reports![0]!)
}

const groups = (page: Page) => page.evaluate(() => window.__groups ?? [])

test('a correct setup: every check passes, one console group', async ({ page }) => {
  await recordDiagnostics(page)
  // The wallet doubles with their defaults: this device can pay with Apple Pay and Google Pay.
  await page.addInitScript(() => Object.assign(window, { __applePayDouble: {}, __googlePayDouble: {} }))
  await openPayment(page, { initAttributes: 'debug' })
  const report = await theReport(page)
  expect(report.ok).toBe(true)
  expect(report.config).toMatchObject({
    ok: true,
    element: 'shop-init',
    localeStep: 'attribute',
    values: {
      apiUrl: { value: 'https://demo-museum.gomus.de', from: 'api-url' },
      shopDomain: { value: 'shop.demo-museum.de', from: 'shop-domain' },
      locale: { value: 'de', from: 'locale' },
      shopUrl: { value: `${BASE}${SHOP_PATH}`, from: 'shop-url' },
      shopType: { value: 'hash', from: 'default (hash)' },
      variant: { value: 'default', from: 'detected from the API host' },
    },
  })
  expect(report.api).toEqual({
    ok: true,
    summary: 'answered; X-Shop-Url shop.demo-museum.de accepted',
    url: 'https://demo-museum.gomus.de/api/v4/shop?locale=de',
    status: 200,
    cors: 'ok',
    shopUrlAccepted: true,
    perPageAllowed: null,
  })
  expect(report.storage).toMatchObject({
    ok: true,
    pageOrigin: BASE,
    shopOrigin: BASE,
    shopOnOtherOrigin: false,
  })
  expect(report.storage.keys.filter((row) => row.holdsData).map((row) => row.name)).toEqual(['cart'])
  expect(report.csp).toEqual({ ok: true, summary: 'no violations seen', violations: [] })
  expect(report.payment).toMatchObject({ ok: true, onPage: true, paypalScript: 'loaded' })
  expect(report.payment.methods.filter((method) => method.eligibility !== 'eligible')).toEqual([])
  expect(report.payment.methods.map((method) => method.name).slice(0, 5)).toEqual([
    'PayPal',
    'Pay Later',
    'Apple Pay',
    'Google Pay',
    'Credit Card',
  ])
  expect(report.applePayDomain).toMatchObject({ ok: true, status: 200 })
  expect(report.googlePay).toEqual({ ok: null, summary: 'ready', ready: true })
  expect(await groups(page)).toEqual(['[museum-shop] self-diagnosis: no problems found'])
})

test('a misconfigured setup (?shop-debug): unreachable API, shop and cart on another origin, bad storage keys', async ({
  page,
}) => {
  await recordDiagnostics(page)
  const init =
    '<shop-init api-url="https://api.wrong-museum.invalid" shop-domain="shop.demo-museum.de" locale="de"' +
    ` shop-url="https://other-shop.example.org/" storage-keys='{"cart": 5}'></shop-init>`
  await openHarness(page, { html: `${init}<shop-nav></shop-nav>`, query: '?shop-debug&fail=shop:network' })
  const report = await theReport(page)
  expect(report.ok).toBe(false)
  expect(report.config).toMatchObject({
    ok: false,
    summary: 'storage-keys: ignored "cart" (not a non-empty string); those keys keep their defaults',
    storageKeyOverrides: {},
  })
  expect(report.api).toMatchObject({
    ok: false,
    status: null,
    cors: 'unreachable',
    shopUrlAccepted: null,
    url: 'https://api.wrong-museum.invalid/api/v4/shop?locale=de',
  })
  expect(report.storage).toMatchObject({
    ok: false,
    shopOrigin: 'https://other-shop.example.org',
    shopOnOtherOrigin: true,
  })
  // No cart-url: "Zum Warenkorb" leads to the shop's cart, whose storage never sees what is added here.
  expect(report.cart).toMatchObject({
    ok: false,
    pageOrigin: BASE,
    cartOrigin: 'https://other-shop.example.org',
    cartUrlSet: false,
  })
  expect(report.payment).toEqual({
    ok: null,
    summary: 'not on this page',
    onPage: false,
    paypalScript: null,
    methods: [],
  })
  expect(report.googlePay).toEqual({ ok: null, summary: 'not on this page', ready: null })
  // configuration, API, storage, cart and checkout
  expect(await groups(page)).toEqual(['[museum-shop] self-diagnosis: 4 problem(s)'])
})

test('without debug nothing runs and its code is never fetched', async ({ page }) => {
  await recordDiagnostics(page)
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(request.url()))
  await openPayment(page)
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
  expect(fetched.filter((url) => /runDiagnostics|well-known/.test(url))).toEqual([])
  expect(await page.evaluate(() => window.__reports)).toEqual([])
  expect(await groups(page)).toEqual([])
})

test('the demo page shows the report of a correct and of a misconfigured setup', async ({ page }) => {
  await recordDiagnostics(page)
  await page.goto('/demo/diagnostics.html')
  await expect(page.getByRole('heading', { level: 2, name: 'No problems found' })).toBeVisible()
  expect((await theReport(page)).ok).toBe(true)
  await page.getByRole('link', { name: 'A misconfigured setup' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Problems found' })).toBeVisible()
  const report = await theReport(page)
  expect([report.config.ok, report.api.cors, report.storage.shopOnOtherOrigin, report.cart.ok]).toEqual([
    false,
    'unreachable',
    true,
    false,
  ])
  expect(await groups(page)).toEqual(['[museum-shop] self-diagnosis: 4 problem(s)'])
})

test('lists the Content-Security-Policy violations seen after start', async ({ page }) => {
  await recordDiagnostics(page)
  // The fake API answers late, so the inline script below is refused before the report is made.
  await page.goto('/test/e2e/pages/csp.html?latency=500')
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate(
    (markup) => {
      document.getElementById('stage')!.innerHTML = markup
    },
    INIT.replace('<shop-init ', '<shop-init debug '),
  )
  await addBundle(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.inlineRan = true'
    document.head.append(script)
  })
  const report = await theReport(page)
  expect(report.csp).toEqual({
    ok: false,
    summary: 'script-src-elem blocked inline',
    violations: [{ directive: 'script-src-elem', blockedUri: 'inline' }],
  })
  expect(await groups(page)).toHaveLength(1)
})
