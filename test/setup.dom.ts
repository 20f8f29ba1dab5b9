/**
 * Setup of the tests that run in jsdom, on top of test/setup.ts: Testing Library's matchers, and a clean page
 * between tests — React roots unmounted, the body emptied, storage and cookies cleared. Vitest runs this file's
 * afterEach before the shared one, so elements leave the page before the store is reset: a still mounted element
 * would read the old test's stored answers.
 */
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  // Undo stubs first: a test that made storage or cookies throw must not break the cleanup below.
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  cleanup()
  document.body.innerHTML = ''
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
