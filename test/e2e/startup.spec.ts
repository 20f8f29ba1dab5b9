import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { BUNDLE_URL, collectProblems, openHarness, requestCounts } from './support/harness'
import { SAMPLE_CART, openPayment, serveShop } from './support/payment'
import { SCRIPT_PATTERN, scriptLoadsInPage, sequentialRoundTrips } from '../../scripts/bench/roundTrips.mjs'

// How the bundle starts: one file for init + nav, lazy chunks requested together with their own imports and the
// PayPal script right after them, and one copy of everything even when a page adds a query to the bundle's URL.

/** The bundle's files and PayPal's script the page loaded, in request order. */
const scriptLoads = (page: Page) => page.evaluate(scriptLoadsInPage, SCRIPT_PATTERN.source)

test('payment page: its chunks are requested together and PayPal follows; at most 3 script round trips', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openPayment(page, { query: '?latency=150' })
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()

  const loads = await scriptLoads(page)
  const chunks = loads.filter((load) => load.name.includes('/dist/chunks/'))
  const sdk = loads.filter((load) => load.name.endsWith('/sdk/js'))
  // The payment's own chunk and the code it shares with other elements (chunk names are the bundler's).
  expect(chunks.map((load) => load.name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/ShopPayment-/)]),
  )
  expect(chunks.length).toBeGreaterThan(1)
  // Every chunk is asked for before any chunk has arrived: none is found only inside another.
  const firstAnswer = Math.min(...chunks.map((load) => load.end))
  for (const chunk of chunks) expect(chunk.start, chunk.name).toBeLessThanOrEqual(firstAnswer)
  expect(sdk).toHaveLength(1)
  expect(sequentialRoundTrips(loads)).toBeLessThanOrEqual(3)
  expect(problems).toEqual([])
})

test('a nav page loads the bundle as one file', async ({ page }) => {
  await openHarness(page, {
    html:
      '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"></shop-init>' +
      '<shop-nav nav=\'[{"type":"tickets"}]\'></shop-nav>',
  })
  await expect(page.locator('shop-nav').getByRole('link', { name: 'Tickets' })).toBeVisible()
  expect((await scriptLoads(page)).map((load) => load.name)).toEqual([BUNDLE_URL])
})

test('a bundle loaded with a cache-busting query still gives donations and payment one shared copy', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const infos: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'info') infos.push(message.text())
  })
  await serveShop(page)
  await openHarness(page, {
    html:
      '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"' +
      ' shop-url="/museum-shop/"></shop-init><shop-donations></shop-donations><shop-payment></shop-payment>',
    loadBundle: false,
  })
  await page.evaluate(
    ({ cart, keys, url }) => {
      localStorage.setItem(keys.cart, JSON.stringify({ version: 1, items: cart }))
      const script = document.createElement('script')
      script.type = 'module'
      script.src = url
      document.head.append(script)
    },
    { cart: SAMPLE_CART, keys: DEFAULT_STORAGE_KEYS, url: `${BUNDLE_URL}?v=2` },
  )

  await expect(page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
  // The queried copy defined nothing; the plain copy did, and its chunks imported it rather than a third copy.
  const entries = (
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))
  ).filter((name) => name.includes('/dist/shop-elements.js'))
  expect(entries.map((name) => new URL(name).search)).toEqual(['?v=2', ''])
  expect(infos.filter((text) => text.includes('[museum-shop]'))).toHaveLength(1)
  expect((await requestCounts(page))['/api/v4/shop']).toBe(1)
  expect(problems).toEqual([])
})
