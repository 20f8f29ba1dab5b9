// Section 2: API requests per endpoint with 1, 4 and 10 elements on a page. The page-wide request cache promises
// one request per endpoint however many elements ask; the fake API's request log says whether it keeps that promise.
import { freshPage, settle } from './browser.mjs'
import { NAV_READY, pageWith, SEED_CART } from './markup.mjs'

export const ELEMENT_COUNTS = [1, 4, 10]

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./browser.mjs').Harness} harness
 */
export async function measureRequests(browser, baseURL, harness) {
  const results = []
  for (const elements of ELEMENT_COUNTS) {
    const { page, close } = await freshPage(browser, baseURL, [SEED_CART])
    // Console errors and warnings say why a count might be off (e.g. an element that failed and retried).
    const problems = harness.collectProblems(page)
    try {
      await harness.openHarness(page, { html: pageWith(harness.INIT, elements) })
      await page.waitForFunction(`Boolean(${NAV_READY})`, null, { timeout: 15_000 })
      await settle(page)
      const counts = await harness.requestCounts(page)
      const repeated = Object.entries(counts).filter(([, count]) => count !== 1)
      results.push({
        elements,
        counts,
        problems,
        pass: repeated.length === 0 && Object.keys(counts).length > 0,
      })
    } finally {
      await close()
    }
  }
  return results
}
