/* global performance -- evaluate callbacks run in the page */
// The time budgets, measured on the built bundle as a visitor gets it: a static gzip server, the shop API on
// another origin at 150 ms (preflights included), Chromium at 4× CPU throttling. Gated are ratios and counts only:
// nav vs the control page side by side (medians of PAIRS pairs), API requests before the nav's links on a repeat
// view, and sequential script round trips on the payment page. Absolute times are reported.
import { freshPage, importTs } from './browser.mjs'
import { benchPages, buildControl } from './control.mjs'
import { NAV_DROPDOWNS_READY, NAV_READY, PAYMENT_READY, SEED_CART } from './markup.mjs'
import { startCrossOriginApi, startStaticServer } from './origins.mjs'
import { SCRIPT_PATTERN, scriptLoadsInPage, sequentialRoundTrips } from './roundTrips.mjs'

export const LATENCY_MS = 150
export const CPU_SLOWDOWN = 4
export const PAIRS = 10
const REPEATS = 5
const PAYMENT_RUNS = 5

/** @typedef {import('playwright-core').Page} Page */

/**
 * Records in `window.__linksAt` the first frame (ms since navigation) in which the nav or the control shows a link,
 * and in `window.__dataAt` the first in which it shows API data: the nav's first dropdown, the control's links.
 */
const WATCH_LINKS = `(() => {
  const watch = (shown, name) => {
    const check = () => { if (shown()) window[name] = performance.now(); else requestAnimationFrame(check) }
    requestAnimationFrame(check)
  }
  const control = () => document.querySelector('#control a[href]')
  watch(() => (${NAV_READY}) ?? control(), '__linksAt')
  watch(() => (${NAV_DROPDOWNS_READY}) ?? control(), '__dataAt')
})()`

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? null : Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)
}

/**
 * Page-side: writes `${SIGNAL}<name> <value>` to the console in the first frame in which `condition` is truthy,
 * `value` being `shownAt` (or the time then). Waiting for that line injects nothing into the page: a page-side wait
 * (Playwright's polling script) would be compiled and run in the middle of the start-up it measures.
 * @param {string} name
 * @param {string} condition
 * @param {string} shownAt
 */
const signalWhen = (name, condition, shownAt) => `(() => {
  const check = () => {
    if (${condition}) console.debug('${SIGNAL}${name} ' + (${shownAt} ?? performance.now()))
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
})()`
const SIGNAL = 'museum-shop-bench:'

/**
 * Opens `url` in `page` at the CPU slowdown and waits for `ready` (page-side JS); returns when it held (ms since
 * navigation) and the page's time origin (epoch ms), or null when it never did. With `untilData`, it also waits, still
 * slowed down, for the moment the page showed API data (`dataAt`). `shownAt`: where a watcher recorded the moment.
 * @param {Page} page
 * @param {string} url
 * @param {{ ready?: string, shownAt?: string, untilData?: boolean }} [options]
 */
export async function visit(
  page,
  url,
  { ready = 'window.__linksAt', shownAt = 'window.__linksAt', untilData = false } = {},
) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript({ content: signalWhen('ready', ready, shownAt) })
  if (untilData)
    await page.addInitScript({ content: signalWhen('data', 'window.__dataAt', 'window.__dataAt') })
  /** @param {string} name */
  const signalled = (name) =>
    page
      .waitForEvent('console', {
        predicate: (message) => message.text().startsWith(`${SIGNAL}${name} `),
        timeout: 30_000,
      })
      .then((message) => Number(message.text().split(' ')[1]))
      .catch(() => null)
  const at = signalled('ready')
  const dataAt = untilData ? signalled('data') : Promise.resolve(null)
  await page.goto(url)
  const times = { at: await at, dataAt: await dataAt }
  const origin = await page.evaluate(() => performance.timeOrigin)
  await session.detach()
  return { ...times, origin }
}

/**
 * API requests (preflights included) that arrived between `from` and `to` (epoch ms).
 * @param {import('./origins.mjs').ApiHit[]} log
 */
export const hitsBetween = (log, /** @type {number} */ from, /** @type {number} */ to) =>
  log.filter((hit) => hit.at >= from && hit.at <= to).length

/**
 * @param {import('playwright-core').Browser} browser
 */
export async function measureFirstView(browser) {
  const api = await startCrossOriginApi(LATENCY_MS)
  const controlDir = await buildControl()
  const site = await startStaticServer(benchPages(api.origin), { '/dist/': 'dist', '/control/': controlDir })
  /** @type {Record<string, string>} */
  const doubles = (await importTs('test/doubles/serve.ts')).SDK_DOUBLES
  try {
    /** @type {{ nav: number[], navData: number[], control: number[], navRequests: number[] }} */
    const first = { nav: [], navData: [], control: [], navRequests: [] }
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which page goes first, so neither always meets a warmer machine.
      const order = pair % 2 === 0 ? ['nav', 'control'] : ['control', 'nav']
      for (const kind of order) {
        const { page, close } = await freshPage(browser, site.origin, [WATCH_LINKS])
        try {
          const { at, dataAt, origin } = await visit(page, `/${kind}.html`, { untilData: kind === 'nav' })
          if (at === null) throw new Error(`${kind}: no links within 30 s`)
          ;(kind === 'nav' ? first.nav : first.control).push(at)
          if (kind === 'nav') {
            first.navRequests.push(hitsBetween(api.log, origin, origin + at))
            if (dataAt === null) throw new Error('nav: no dropdown within 30 s')
            first.navData.push(dataAt)
          }
        } finally {
          await close()
        }
      }
    }
    const repeat = await measureRepeatView(browser, site.origin, api.log)
    const payment = await measurePaymentPage(browser, site.origin, doubles)
    const navMedian = median(first.nav) ?? 0
    const controlMedian = median(first.control) ?? 0
    return {
      latencyMs: LATENCY_MS,
      cpuSlowdown: CPU_SLOWDOWN,
      pairs: PAIRS,
      firstView: {
        navMs: navMedian,
        controlMs: controlMedian,
        ratio: controlMedian > 0 ? navMedian / controlMedian : Infinity,
        navApiRequests: median(first.navRequests),
        // Reported, not gated: the links stand before any API answer, while the control's need one; this is the
        // like-for-like moment, the nav's first dropdown (a listing arrived).
        navDataMs: median(first.navData),
      },
      repeatView: { ...repeat, controlFirstViewMs: controlMedian },
      payment,
    }
  } finally {
    site.stop()
    api.stop()
  }
}

/**
 * The nav page opened again in the same browser profile (storage and HTTP cache kept), right after a first view.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {import('./origins.mjs').ApiHit[]} log
 */
async function measureRepeatView(browser, origin, log) {
  /** @type {{ times: number[], requests: number[] }} */
  const runs = { times: [], requests: [] }
  for (let run = 0; run < REPEATS; run++) {
    const { page, close } = await freshPage(browser, origin, [WATCH_LINKS])
    try {
      await visit(page, '/nav.html')
      // Let the first view finish its writes and requests before the visitor goes on.
      await page.waitForTimeout(500)
      const { at, origin: timeOrigin } = await visit(page, '/nav.html')
      if (at === null) throw new Error('repeat view: no links within 30 s')
      runs.times.push(at)
      runs.requests.push(hitsBetween(log, timeOrigin, timeOrigin + at))
    } finally {
      await close()
    }
  }
  return { navMs: median(runs.times), apiRequestsBeforeLinks: Math.max(...runs.requests) }
}

/**
 * The payment page with a cart: how many script round trips came one after another before the methods showed, and
 * when they showed. PayPal's script is answered by the test double.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Record<string, string>} doubles script URL → body
 */
async function measurePaymentPage(browser, origin, doubles) {
  /** @type {{ times: number[], trips: number[] }} */
  const runs = { times: [], trips: [] }
  for (let run = 0; run < PAYMENT_RUNS; run++) {
    const { page, close } = await freshPage(browser, origin, [SEED_CART])
    try {
      for (const [url, body] of Object.entries(doubles)) {
        await page.route(`${url}**`, (route) => route.fulfill({ contentType: 'text/javascript', body }))
      }
      const { at } = await visit(page, '/payment.html', { ready: PAYMENT_READY })
      if (at === null) throw new Error('payment: no methods within 30 s')
      runs.times.push(at)
      // Scripts still loading when the methods show (the wallets' SDKs, after PayPal's) did not hold them back.
      const loads = await page.evaluate(scriptLoadsInPage, SCRIPT_PATTERN.source)
      runs.trips.push(sequentialRoundTrips(loads.filter((load) => load.end <= at)))
    } finally {
      await close()
    }
  }
  return { methodsShownMs: median(runs.times), sequentialScriptRoundTrips: Math.max(...runs.trips) }
}
