/* global window, performance -- page.evaluate callbacks run in the page */
// Chromium for the bench: the same executable and flags as the browser tests (read from playwright.config.ts, so the
// two cannot drift), driven by playwright-core, plus the test harness helpers (test/e2e/support/harness.ts).
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { runnerImport } from 'vite'

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/**
 * @typedef {{
 *   INIT: string,
 *   BUNDLE_URL: string,
 *   openHarness: (page: Page, options: { html: string, query?: string, loadBundle?: boolean }) => Promise<void>,
 *   requestCounts: (page: Page) => Promise<Record<string, number>>,
 *   collectProblems: (page: Page) => string[],
 * }} Harness
 */

/**
 * Loads a TypeScript module of the project through Vite (Node 20 cannot run .ts itself).
 * @template T
 * @param {string} path
 * @returns {Promise<T>}
 */
export async function importTs(path) {
  const { module } = await runnerImport(resolve(path), { configFile: false, logLevel: 'silent' })
  return /** @type {T} */ (module)
}

/** @returns {Promise<Harness>} */
export const loadHarness = () => importTs('test/e2e/support/harness.ts')

/** Launches the system Chromium with the browser tests' launch options. */
export async function launchChromium() {
  /** @type {{ default: { use?: { launchOptions?: { executablePath?: string, args?: string[] } } } }} */
  const config = await importTs('playwright.config.ts')
  const { executablePath, args = [] } = config.default.use?.launchOptions ?? {}
  if (!executablePath) throw new Error('playwright.config.ts names no Chromium executable')
  return chromium.launch({ executablePath, args })
}

/**
 * A page in a fresh context (own service worker, empty cache), so runs do not warm each other up.
 * @param {Browser} browser
 * @param {string} baseURL
 * @param {string[]} [initScripts] page scripts to run before any of the page's own
 */
export async function freshPage(browser, baseURL, initScripts = []) {
  const context = await browser.newContext({ baseURL })
  for (const script of initScripts) await context.addInitScript({ content: script })
  const page = await context.newPage()
  return { page, close: () => context.close() }
}

/**
 * Waits until the page is quiet: no new fake-API request and no new resource for `quietMs`.
 * @param {Page} page
 */
export async function settle(page, quietMs = 1000, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  let since = Date.now()
  while (Date.now() < deadline) {
    const now = await page.evaluate(
      () => `${window.__fakeApi?.requestLog.length ?? 0}/${performance.getEntriesByType('resource').length}`,
    )
    if (now !== last) [last, since] = [now, Date.now()]
    else if (Date.now() - since >= quietMs) return
    await page.waitForTimeout(100)
  }
}
