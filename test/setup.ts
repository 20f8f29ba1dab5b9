/**
 * Setup shared by every unit test, with or without a DOM: the fake v4 API (msw, unhandled requests are errors), and
 * the page's state reset between tests (resetPage: store, request cache, API client, holds, learned page sizes,
 * one-time log lines …).
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './msw/server'
import { resetKnobs } from './msw/knobs'
import { clearRequestLog } from './msw/requestLog'
import { clearFakeHolds } from './msw/fakeHolds'
import { newPageView } from './helpers/page'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  // Test files share a worker: fake timers left behind would stop the next file's clock.
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  server.resetHandlers()
  resetKnobs()
  clearRequestLog()
  clearFakeHolds()
  newPageView()
})
afterAll(() => server.close())
