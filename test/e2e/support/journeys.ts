/**
 * Probes for the end-to-end journeys on the demo site (test/e2e/journeys): the API traffic per demo page, the
 * `shop-*` events and the cart storage of every page load (both survive navigations), every console line, the
 * visitor's login cookie, and screenshots kept as test artifacts.
 */
import { expect, type Page, type Request, type TestInfo } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { SHOP_EVENT_NAMES } from '../../../src/domain/host/events'

import { BASE } from './harness'

export { BASE }

/** The storage keys the demo pages use: the defaults (their init elements set no storage-keys). */
export const KEYS = {
  cart: DEFAULT_STORAGE_KEYS.cart,
  donations: DEFAULT_STORAGE_KEYS.donations,
  skip: DEFAULT_STORAGE_KEYS.skipDonation,
} as const

/** One request to the v4 API, with the demo page (path + hash route, no query) that sent it. */
export interface JourneyRequest {
  page: string
  method: string
  pathname: string
  query: Record<string, string[]>
  headers: Record<string, string>
  body: unknown
}

function pageOf(request: Request): string {
  try {
    const url = new URL(request.frame().url())
    return url.pathname + url.hash.replace(/\?.*$/, '')
  } catch {
    return '(no frame)'
  }
}

/** Records every /api/v4 request from now on, across navigations. Call before the first page opens. */
export function recordJourneyRequests(page: Page): JourneyRequest[] {
  const sent: JourneyRequest[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v4/')) return
    const query: Record<string, string[]> = {}
    for (const [name, value] of url.searchParams) (query[name] ??= []).push(value)
    const text = request.postData()
    sent.push({
      page: pageOf(request),
      method: request.method(),
      pathname: url.pathname,
      query,
      headers: request.headers(),
      body: text === null ? null : (JSON.parse(text) as unknown),
    })
  })
  return sent
}

/** The requests sent by one demo page, e.g. '/demo/checkout.html' or '/demo/shop/#/cart'. */
export function sentBy(sent: readonly JourneyRequest[], demoPage: string): JourneyRequest[] {
  return sent.filter((request) => request.page === demoPage)
}

/** One stay on a demo page and what it requested there, as `METHOD pathname` → count. */
export interface Visit {
  page: string
  requests: Record<string, number>
}

/**
 * The journey's requests grouped into visits: consecutive requests of the same demo page form one visit (a page
 * opened twice is two visits). A request counts for the page that sent it, even when it ends after the visitor left.
 */
export function visits(sent: readonly JourneyRequest[]): Visit[] {
  const result: Visit[] = []
  for (const { page, method, pathname } of sent) {
    let visit = result.at(-1)
    if (visit?.page !== page) {
      visit = { page, requests: {} }
      result.push(visit)
    }
    const key = `${method} ${pathname}`
    visit.requests[key] = (visit.requests[key] ?? 0) + 1
  }
  return result
}

/** The `locale` query of every GET /api/v4/shop a demo page sent. */
export function shopLocalesBy(sent: readonly JourneyRequest[], demoPage: string): string[] {
  return sentBy(sent, demoPage)
    .filter((request) => request.pathname === '/api/v4/shop')
    .map((request) => request.query.locale?.join(',') ?? '(none)')
}

/** A `shop-*` event as a document listener heard it. */
export interface HeardEvent {
  type: string
  page: string
  detail: unknown
}

/** The cart storage at the moment a page started loading, before any of its scripts ran. */
export interface StorageAtLoad {
  page: string
  cart: string | null
  donations: string | null
  skip: string | null
}

const PROBE = { events: 'journey.events', loads: 'journey.loads' } as const

/**
 * Adds an init script to every page load: it notes the cart storage before the page's own scripts run (so the
 * success page shows what the payment element left, not what the stand-in shop cleared afterwards), and listens on
 * `document` for every `shop-*` event. Both go to sessionStorage, which survives the journey's navigations.
 */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(
    ({ names, keys, probe }) => {
      const where = () => location.pathname + location.hash.replace(/\?.*$/, '')
      const push = (key: string, value: unknown) => {
        try {
          const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
          list.push(value)
          sessionStorage.setItem(key, JSON.stringify(list))
        } catch {
          // about:blank and the like have no storage; nothing to note there.
        }
      }
      try {
        const read = (key: string) => localStorage.getItem(key)
        push(probe.loads, {
          page: where(),
          cart: read(keys.cart),
          donations: read(keys.donations),
          skip: read(keys.skip),
        })
      } catch {
        // No storage: nothing to note.
      }
      for (const name of names) {
        document.addEventListener(name, (event) => {
          push(probe.events, {
            type: name,
            page: where(),
            detail: event instanceof CustomEvent ? event.detail : null,
          })
        })
      }
    },
    { names: [...SHOP_EVENT_NAMES], keys: KEYS, probe: PROBE },
  )
}

async function sessionList<T>(page: Page, key: string): Promise<T[]> {
  return page.evaluate((name) => JSON.parse(sessionStorage.getItem(name) ?? '[]') as T[], key)
}

/** Every `shop-*` event heard on the journey's pages so far, in order. */
export function heardEvents(page: Page): Promise<HeardEvent[]> {
  return sessionList<HeardEvent>(page, PROBE.events)
}

/** The cart storage at the start of every page load so far, in order. */
export function storageAtLoads(page: Page): Promise<StorageAtLoad[]> {
  return sessionList<StorageAtLoad>(page, PROBE.loads)
}

/** Every console line and page error of the journey (all types), for "the token is never logged". */
export function recordConsole(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}\n${error.stack ?? ''}`))
  return lines
}

/** Logs the visitor in as the shop would: the `auth_headers` cookie with devise_token_auth's headers. */
export async function logIn(page: Page, accessToken: string): Promise<void> {
  const auth = {
    'access-token': accessToken,
    client: 'cl-journey',
    uid: 'erika@example.org',
    expiry: 4102444800,
  }
  await page
    .context()
    .addCookies([{ name: 'auth_headers', value: encodeURIComponent(JSON.stringify(auth)), url: BASE }])
}

/** Cart, donations and skip flag as stored now (parsed; null when absent). */
export function storedNow(page: Page): Promise<{ cart: unknown; donations: unknown; skip: string | null }> {
  return page.evaluate((keys) => {
    const parse = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown
    return { cart: parse(keys.cart), donations: parse(keys.donations), skip: localStorage.getItem(keys.skip) }
  }, KEYS)
}

/** A full-page screenshot kept with the test's results and attached to its report. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * Waits until no new API request has been recorded for `quietMs`, so a page's late requests (e.g. the stand-in
 * cart's shop request) are counted for that page and not for the next.
 */
export async function waitForQuiet(sent: readonly JourneyRequest[], quietMs = 500): Promise<void> {
  let seen = -1
  await expect
    .poll(
      async () => {
        const before = sent.length
        await new Promise((resolve) => setTimeout(resolve, quietMs))
        const stable = sent.length === before && before === seen
        seen = sent.length
        return stable
      },
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(true)
}
