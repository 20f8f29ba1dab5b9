/* global window, document, performance, requestAnimationFrame, HTMLElement -- page.evaluate callbacks run in the page */
// Section 3: times in Chromium on the built bundle, the fake API answering after a fixed 50 ms. Reported, never
// gated: absolute times depend on the machine. Each figure is the median of RUNS fresh pages (cold cache).
import { freshPage } from './browser.mjs'
import { INSTRUMENT_SCRIPT } from './instrument.mjs'
import { navTag, NAV_DROPDOWNS_READY, NAV_READY, pageWith, PAYMENT_READY, SEED_CART } from './markup.mjs'

const RUNS = 3
const LATENCY = '?latency=50'

/** @typedef {import('playwright-core').Page} Page */

/**
 * Adds the bundle's script tag and returns performance.now() at that moment: "script start".
 * @param {Page} page
 * @param {string} bundleUrl
 */
const startBundle = (page, bundleUrl) =>
  page.evaluate((url) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = url
    const start = performance.now()
    document.head.append(script)
    return start
  }, bundleUrl)

/**
 * performance.now() when `condition` (page-side JS) first holds, polled every frame; null when it never does.
 * @param {Page} page
 * @param {string} condition
 */
const whenTrue = (page, condition, timeout = 10_000) =>
  page
    .waitForFunction(`(${condition}) ? performance.now() : false`, null, { polling: 'raf', timeout })
    .then((handle) => /** @type {Promise<number>} */ (handle.jsonValue()))
    .catch(() => null)

/** @param {(number | null)[]} values */
function summary(values) {
  const reached = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (reached.length === 0) return null
  const median = reached[Math.floor(reached.length / 2)] ?? 0
  return {
    median: Math.round(median),
    min: Math.round(reached[0] ?? 0),
    max: Math.round(reached.at(-1) ?? 0),
    runs: reached.length,
  }
}

/**
 * Script start → elements defined, → nav interactive, → payment methods shown, on a page with every element.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./browser.mjs').Harness} harness
 */
export async function measureStartup(browser, baseURL, harness) {
  /** @type {Record<'defined' | 'nav' | 'payment' | 'longTasks', (number | null)[]>} */
  const runs = { defined: [], nav: [], payment: [], longTasks: [] }
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await freshPage(browser, baseURL, [INSTRUMENT_SCRIPT, SEED_CART])
    try {
      await harness.openHarness(page, { html: pageWith(harness.INIT, 3), query: LATENCY, loadBundle: false })
      const start = await startBundle(page, harness.BUNDLE_URL)
      // Once payment was never shown (e.g. a placeholder), later runs wait less for it.
      const paymentTimeout =
        runs.payment.length > 0 && runs.payment.every((value) => value === null) ? 1000 : 10_000
      const [defined, nav, payment] = await Promise.all([
        whenTrue(page, `customElements.get('shop-init')`),
        whenTrue(page, NAV_READY),
        whenTrue(page, PAYMENT_READY, paymentTimeout),
      ])
      runs.defined.push(defined === null ? null : defined - start)
      runs.nav.push(nav === null ? null : nav - start)
      runs.payment.push(payment === null ? null : payment - start)
      runs.longTasks.push(await page.evaluate(() => Math.max(0, ...(window.__benchLongTasks ?? []))))
    } finally {
      await close()
    }
  }
  return {
    latencyMs: 50,
    elementsDefined: summary(runs.defined),
    navInteractive: summary(runs.nav),
    paymentMethodsShown: summary(runs.payment),
    longestTask: summary(runs.longTasks),
  }
}

/**
 * The nav with `items` items in each of its five dropdowns (bench page): script start → interactive (the nav shows
 * only once every listing has arrived, so this includes fetching and validating them all), and the time from a
 * dropdown click to the next frame.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./browser.mjs').Harness} harness
 */
export async function measureBigNav(browser, baseURL, harness, items = 1000) {
  /** @type {Record<'nav' | 'open' | 'longTasks', (number | null)[]>} */
  const runs = { nav: [], open: [], longTasks: [] }
  let links = 0
  for (let run = 0; run < RUNS; run++) {
    const { page, close } = await freshPage(browser, baseURL, [INSTRUMENT_SCRIPT, SEED_CART])
    try {
      await page.goto(`/test/e2e/pages/bench.html${LATENCY}&items=${items}`)
      await page.waitForFunction(() => window.__harnessReady === true)
      await page.evaluate(
        (html) => document.getElementById('stage')?.insertAdjacentHTML('beforeend', html),
        `${harness.INIT}${navTag(items)}`,
      )
      const start = await startBundle(page, harness.BUNDLE_URL)
      const nav = await whenTrue(page, NAV_DROPDOWNS_READY, 30_000)
      runs.nav.push(nav === null ? null : nav - start)
      links = await page.evaluate(
        () => document.querySelector('shop-nav')?.shadowRoot?.querySelectorAll('a[href]').length ?? 0,
      )
      runs.open.push(await openDropdown(page))
      runs.longTasks.push(await page.evaluate(() => Math.max(0, ...(window.__benchLongTasks ?? []))))
    } finally {
      await close()
    }
  }
  return {
    itemsPerListing: items,
    linksRendered: links,
    navInteractive: summary(runs.nav),
    openDropdown: summary(runs.open),
    longestTask: summary(runs.longTasks),
  }
}

/**
 * Clicks the first dropdown button and waits for the frame after it: how long opening a full dropdown blocks.
 * @param {Page} page
 * @returns {Promise<number | null>}
 */
const openDropdown = (page) =>
  page.evaluate(async () => {
    const button = document.querySelector('shop-nav')?.shadowRoot?.querySelector('button[aria-expanded]')
    if (!(button instanceof HTMLElement)) return null
    const start = performance.now()
    button.click()
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return performance.now() - start
  })
