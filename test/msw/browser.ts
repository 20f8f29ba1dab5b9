/**
 * The fake v4 API in a real browser (demo and Playwright tests): a service worker serving the same handlers as the
 * unit tests' node server, with the knobs taken from the page's query and exposed on `window.__fakeApi`.
 */
import type { RequestHandler } from 'msw'
import { setupWorker, type SetupWorker } from 'msw/browser'
import { keepFakeHoldsIn } from './fakeHolds'
import { handlers } from './handlers'
import { applyKnobsFromQuery, type FakeApiKnobs, knobs, resetKnobs } from './knobs'
import { clearRequestLog, type LoggedRequest, requestLog } from './requestLog'

/** What browser tests reach through `page.evaluate(() => window.__fakeApi)`. */
export interface FakeApiControls {
  knobs: FakeApiKnobs
  requestLog: LoggedRequest[]
  clearRequestLog: () => void
  resetKnobs: () => void
}

declare global {
  interface Window {
    /** Set by `startFakeApi()`; absent on pages that run against a real API. */
    __fakeApi?: FakeApiControls
  }
}

/** Options of `startFakeApi`. */
export interface StartFakeApiOptions {
  /** Query with knobs, e.g. '?latency=300&fail=shop:http500'. Default: the page's own query. */
  search?: string
  /** More handlers, e.g. `sdkDoubleHandlers(SDK_DOUBLES)`; they take precedence over the API handlers. */
  extraHandlers?: RequestHandler[]
}

/**
 * Applies the query knobs, starts the service worker (/mockServiceWorker.js, generated into demo/public by
 * `msw init`) and exposes the controls on `window.__fakeApi`. Requests nothing handles go to the network.
 */
export async function startFakeApi(options: StartFakeApiOptions = {}): Promise<SetupWorker> {
  applyKnobsFromQuery(options.search ?? window.location.search)
  // Like a real server's, the holds outlive the page: the checkout renews what the tickets page held.
  keepFakeHoldsIn(localStorage)
  // Extra handlers first: msw uses the first handler that matches.
  const worker = setupWorker(...(options.extraHandlers ?? []), ...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  window.__fakeApi = { knobs, requestLog, clearRequestLog, resetKnobs }
  return worker
}
