import { expect, type Page } from '@playwright/test'
import type { LoggedRequest } from '../../msw/requestLog'

export const BUNDLE_URL = '/dist/shop-elements.js'

/** Where the browser tests' server runs (playwright.config.ts starts it on this port). */
export const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 5174}`

/** The capture of a page's first order: the fake API numbers orders ord_1, PAYPAL-1, … per page. */
export const FIRST_CAPTURE = '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1'

export interface HarnessOptions {
  /** Markup placed in the page before the bundle loads. */
  html: string
  /** Fake API knobs as a query, e.g. '?latency=200&fail=museums:http500'. */
  query?: string
  /** Load the bundle after placing the markup (default true). */
  loadBundle?: boolean
  /**
   * Who visits a page with <shop-payment>: by default a customer signed in at the shop (unless the test set a login
   * itself), so the methods show at once and no guest's limits apply; 'anonymous' meets the buyer step's guest form.
   */
  buyer?: 'signed-in' | 'anonymous'
}

/** A customer's login, still valid, as the shop keeps it (an e-mail as uid: the spec's logged-in rule). */
export const SIGNED_IN_CUSTOMER = {
  'access-token': 'tok-signed-in',
  client: 'client-signed-in',
  uid: 'kundin@example.org',
  expiry: 4102444800,
}

/** Keeps `login` in the auth_headers cookie unless the test set one. */
export async function keepLogin(page: Page, login: Record<string, unknown>): Promise<void> {
  const cookies = await page.context().cookies(BASE)
  if (cookies.some((cookie) => cookie.name === 'auth_headers')) return
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(login)), url: BASE }])
}

/** Console errors and page errors of a page, for "a healthy page logs nothing" assertions. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Opens the harness page with the fake API, places `html`, and loads the built bundle with one module script. */
export async function openHarness(
  page: Page,
  { html, query = '', loadBundle = true, buyer = 'signed-in' }: HarnessOptions,
): Promise<void> {
  if (buyer === 'signed-in' && html.includes('<shop-payment')) await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto(`/test/e2e/pages/harness.html${query}`)
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate((markup) => {
    document.getElementById('stage')!.innerHTML = markup
  }, html)
  if (loadBundle) await addBundle(page)
}

/** Adds the bundle's script tag (again, if called twice). */
export async function addBundle(page: Page): Promise<void> {
  await page.evaluate((url) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = url
    document.head.append(script)
  }, BUNDLE_URL)
  await page.waitForFunction(() => customElements.get('shop-init') !== undefined)
}

/** The requests the fake API has answered in this page. */
export function apiRequests(page: Page): Promise<LoggedRequest[]> {
  return page.evaluate(
    () => JSON.parse(JSON.stringify(window.__fakeApi?.requestLog ?? [])) as LoggedRequest[],
  )
}

/** Requests per pathname, e.g. { '/api/v4/shop': 1 }. */
export async function requestCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const request of await apiRequests(page))
    counts[request.pathname] = (counts[request.pathname] ?? 0) + 1
  return counts
}

/** `html` inside a museum CMS's content column: 24 px of padding on each side, the site's sans-serif text. */
export const cmsColumn = (html: string): string => `<div class="cms-column">${html}</div>`

/** A nav of every kind of entry: plain links, three listings with dropdowns, the home icon (the `nav` attribute). */
export const SAMPLE_NAV = JSON.stringify([
  { type: 'home' },
  { type: 'tickets' },
  { type: 'museums', count: 2 },
  { type: 'exhibitions', count: 3 },
  { type: 'events', count: 2 },
  { type: 'coupons' },
])

/** Where the test pages' museum shop lives: on the page's origin, so it shares localStorage with the elements. */
export const SAME_ORIGIN_SHOP = '/museum-shop/'

export const INIT =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"' +
  ` shop-url="${SAME_ORIGIN_SHOP}"></shop-init>`

/** Waits until the fake API has answered a request to `pathname`. */
export async function waitForRequest(page: Page, pathname: string): Promise<void> {
  await expect.poll(async () => (await apiRequests(page)).some((r) => r.pathname === pathname)).toBe(true)
}

/**
 * Holds back every request of the lazy chunk `name` (e.g. 'ShopOrder') until `release()`; `held()` tells whether the
 * page has asked for it yet.
 */
export async function holdChunk(
  page: Page,
  name: string,
): Promise<{ held: () => boolean; release: () => void }> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.context().route(new RegExp(`/chunks/${name}-[^/]+\\.js(\\?|$)`), async (route) => {
    held = true
    await released
    await route.continue()
  })
  return { held: () => held, release }
}
