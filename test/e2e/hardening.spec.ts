import { expect, test } from '@playwright/test'
import { addBundle, apiRequests, collectProblems, INIT, openHarness } from './support/harness'

const NAV = `<shop-nav nav='[{"type":"home"},{"type":"museums","count":2},{"type":"events","count":2}]'></shop-nav>`
const THIRD_PARTY = /paypal\.com|apple\.com|google\.com|gstatic\.com/

test('a page without a payment element makes no PayPal, Apple or Google request', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await openHarness(page, { html: `${INIT}${NAV}<shop-donations></shop-donations>` })
  await expect(page.locator('shop-nav').getByRole('link').first()).toBeVisible()
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
  const logged = (await apiRequests(page)).map((r) => r.pathname)
  expect(urls.filter((url) => THIRD_PARTY.test(url))).toEqual([])
  expect(logged.filter((path) => path.includes('/sdk/') || path.includes('pay.js'))).toEqual([])
})

test('the bundle defines only its custom elements and no globals of its own', async ({ page }) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: `${INIT}${NAV}`, loadBundle: false })
  const before = await page.evaluate(() => {
    const defined: string[] = []
    const define = customElements.define.bind(customElements)
    customElements.define = (name, constructor, options) => {
      defined.push(name)
      define(name, constructor, options)
    }
    ;(window as unknown as { __defined: string[] }).__defined = defined
    return Object.getOwnPropertyNames(window)
  })
  await addBundle(page)
  await expect(page.locator('shop-nav').getByRole('link').first()).toBeVisible()
  const after = await page.evaluate(() => Object.getOwnPropertyNames(window))
  const defined = await page.evaluate(() => (window as unknown as { __defined: string[] }).__defined)
  expect(defined.sort()).toEqual([
    'shop-cart',
    'shop-cart-link',
    'shop-donations',
    'shop-event-dates',
    'shop-init',
    'shop-init-domain',
    'shop-nav',
    'shop-order',
    'shop-payment',
    'shop-personalization',
    'shop-tickets',
    'shop-tours',
    'shop-vouchers',
    'shop-withdrawal',
  ])
  // zod (a dependency) keeps its configuration on globalThis so that copies of it share one; we add nothing of our own.
  expect(after.filter((name) => !before.includes(name) && name !== '__defined')).toEqual([
    '__zod_globalConfig',
  ])
  expect(problems).toEqual([])
})

test('removing and re-adding elements (a CMS preview) works and logs nothing', async ({ page }) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: `${INIT}${NAV}` })
  await expect(page.locator('shop-nav').getByRole('link').first()).toBeVisible()
  for (let round = 0; round < 5; round++) {
    await page.evaluate(() => {
      const nav = document.querySelector('shop-nav')!
      const parent = nav.parentElement!
      nav.remove()
      parent.append(nav)
    })
  }
  await page.evaluate(
    (markup) => document.getElementById('stage')!.insertAdjacentHTML('beforeend', markup),
    NAV,
  )
  await expect(page.locator('shop-nav')).toHaveCount(2)
  for (const nav of await page.locator('shop-nav').all())
    await expect(nav.getByRole('link').first()).toBeVisible()
  // The links stand before any answer: the shop has arrived when no region is busy.
  await expect(page.locator('shop-nav [aria-busy="true"]')).toHaveCount(0)
  const counts = (await apiRequests(page)).filter((r) => r.pathname === '/api/v4/shop')
  expect(counts).toHaveLength(1)
  expect(problems).toEqual([])
})

test('an eagerly rendered element gets its base and feature stylesheets on first mount', async ({ page }) => {
  await openHarness(page, { html: `${INIT}${NAV}` })
  await expect(page.locator('shop-nav').getByRole('link').first()).toBeVisible()
  const sheets = await page.evaluate(
    () => document.querySelector('shop-nav')!.shadowRoot!.adoptedStyleSheets.length,
  )
  expect(sheets).toBe(2)
})
