/**
 * One setup for every unit and component test: the fake v4 API (msw, unhandled requests are errors), and a clean
 * page between tests — store and cache reset, storage and cookies cleared, React roots unmounted.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './msw/server'
import { resetKnobs } from './msw/knobs'
import { clearRequestLog } from './msw/requestLog'
import { newPageView } from './helpers/page'
import { resetLogOnce } from '../src/domain/logOnce'
import { forgetLearnedPerPage } from '../src/api/paging'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  // Undo stubs first: a test that made storage or cookies throw must not break the cleanup below.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  // Node-only tests (`// @vitest-environment node`) have no page, storage or cookies to clean.
  const page = typeof document !== 'undefined'
  if (page) {
    cleanup()
    // Elements leave the page before the store is reset: a still mounted one would read the old test's stored answers.
    document.body.innerHTML = ''
  }
  server.resetHandlers()
  resetKnobs()
  clearRequestLog()
  newPageView()
  forgetLearnedPerPage()
  resetLogOnce()
  if (page) clearPageStorage()
})

function clearPageStorage(): void {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
afterAll(() => server.close())
