/**
 * Setup of the tests that run in jsdom, on top of test/setup.ts: Testing Library's matchers, and a clean page
 * between tests — React roots unmounted, the body emptied, scripts the page loaded and the payment SDKs' globals
 * gone, storage and cookies cleared. Vitest runs this file's afterEach before the shared one, so elements leave the
 * page before the store is reset: a still mounted element would read the old test's stored answers.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { SDK_GLOBALS } from './doubles/serve'

// findBy… and waitFor wait for what the test needs; their default of one second is a time only an idle machine meets.
configure({ asyncUtilTimeout: 30_000 })

afterEach(() => {
  // Undo stubs first: a test that made storage or cookies throw must not break the cleanup below.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  cleanup()
  document.body.innerHTML = ''
  // The files share one page: an SDK double left on it would make the next file's checkout load its wallets.
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  for (const key of SDK_GLOBALS) Reflect.deleteProperty(window, key)
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
