/* global window, performance -- evaluate callbacks run in the page */
// The ticket page's first view, measured as the nav page's (firstView.mjs): the built files from the static gzip
// server, the API on another origin at 150 ms, 4× CPU slowdown, medians of interleaved pairs against a control page
// (React + ReactDOM, the element's own calendar request, its answer as day buttons). Also: when the bundle's entry had
// run and when the calendar request left, and the API requests (preflights included) before the calendar showed.
import { loadavg } from 'node:os'
import { freshPage } from './browser.mjs'
import { benchPages, buildControl } from './control.mjs'
import { CPU_SLOWDOWN, LATENCY_MS, PAIRS, hitsBetween, median, visit } from './firstView.mjs'
import { tracedVisit } from './mainThread.mjs'
import { startCrossOriginApi, startStaticServer } from './origins.mjs'

const CALENDAR = '/api/v4/tickets/calendar'

/**
 * Records in `window.__calendarAt` the first frame (ms since navigation) in which the ticket element or the control
 * shows a bookable day, and in `window.__entryRanAt` when the entry defined its last element, the last thing it does
 * (its script's load event comes later, after whatever tasks are queued before it).
 */
const WATCH_CALENDAR = `(() => {
  const shown = () =>
    document.querySelector('shop-tickets')?.shadowRoot?.querySelector('button.shop-tickets__day--available') ??
    document.querySelector('#control button.day--available')
  const check = () => { if (shown()) window.__calendarAt = performance.now(); else requestAnimationFrame(check) }
  requestAnimationFrame(check)
  const define = customElements.define
  customElements.define = function (name, ...rest) {
    const result = define.call(this, name, ...rest)
    if (name.startsWith('shop-')) window.__entryRanAt = performance.now()
    return result
  }
})()`

/** Page-side: when the entry had run and when the calendar request left (ms since navigation). */
function timesInPage(/** @type {string} */ calendar) {
  const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes(calendar))
  return {
    entryRanAt: /** @type {number | undefined} */ (Reflect.get(window, '__entryRanAt')) ?? null,
    requestAt: request?.startTime ?? null,
  }
}

/** @param {number} value */
const round = (value) => Math.round(value)

/** Traced visits per page for the main thread's busy time (not among the timed pairs: tracing slows a page). */
const TRACED_VISITS = 5

/**
 * Each page's main-thread busy time before its calendar showed, and the control's time to its calendar in the same
 * traced visits; medians of `TRACED_VISITS` visits each.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 */
async function busyTimes(browser, origin) {
  /** @type {Record<string, number[]>} */
  const busy = { tickets: [], 'calendar-control': [] }
  /** @type {number[]} */
  const controlAt = []
  for (let run = 0; run < TRACED_VISITS; run++)
    for (const kind of Object.keys(busy)) {
      const { page, close } = await freshPage(browser, origin, [WATCH_CALENDAR])
      try {
        const traced = await tracedVisit(page, `/${kind}.html`, (tab, url) =>
          visit(tab, url, { ready: 'window.__calendarAt', shownAt: 'window.__calendarAt' }),
        )
        if (!traced) throw new Error(`${kind}: no bookable day or no trace`)
        busy[kind]?.push(traced.busyMs)
        if (kind === 'calendar-control') controlAt.push(traced.at)
      } finally {
        await close()
      }
    }
  const ticketsBusyMs = median(busy.tickets ?? [])
  const controlTracedMs = median(controlAt)
  return {
    ticketsBusyMs,
    controlBusyMs: median(busy['calendar-control'] ?? []),
    // Both traced, so both slowed alike.
    busyRatio: ticketsBusyMs !== null && controlTracedMs ? ticketsBusyMs / controlTracedMs : null,
    controlTracedMs,
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 */
export async function measureTicketView(browser) {
  const loadBefore = loadavg()
  const api = await startCrossOriginApi(LATENCY_MS)
  const controlDir = await buildControl()
  const pages = benchPages(api.origin)
  const site = await startStaticServer(pages, { '/dist/': 'dist', '/control/': controlDir })
  try {
    // One visit at full speed, not counted: the control asks exactly what the element asked.
    const { page, close } = await freshPage(browser, site.origin, [WATCH_CALENDAR])
    await page.goto('/tickets.html')
    await page.waitForFunction('window.__calendarAt', null, { timeout: 30_000 }).finally(close)
    const asked = api.log.find((hit) => hit.method === 'GET' && hit.path === CALENDAR)
    if (!asked) throw new Error('tickets: no calendar request')
    Object.assign(pages, benchPages(api.origin, { calendarPath: `${asked.path}${asked.query}` }))

    /** @type {{ tickets: number[], control: number[], entryToRequest: number[], entryRan: number[], request: number[], requests: number[] }} */
    const runs = { tickets: [], control: [], entryToRequest: [], entryRan: [], request: [], requests: [] }
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which page goes first, so neither always meets a warmer machine.
      const order = pair % 2 === 0 ? ['tickets', 'calendar-control'] : ['calendar-control', 'tickets']
      for (const kind of order) {
        const { page, close } = await freshPage(browser, site.origin, [WATCH_CALENDAR])
        try {
          const { at, origin } = await visit(page, `/${kind}.html`, {
            ready: 'window.__calendarAt',
            shownAt: 'window.__calendarAt',
          })
          if (at === null) throw new Error(`${kind}: no bookable day within 30 s`)
          if (kind === 'calendar-control') {
            runs.control.push(at)
            continue
          }
          runs.tickets.push(at)
          runs.requests.push(hitsBetween(api.log, origin, origin + at))
          const { entryRanAt, requestAt } = await page.evaluate(timesInPage, CALENDAR)
          if (entryRanAt === null || requestAt === null)
            throw new Error('tickets: no entry load or no request')
          runs.entryRan.push(entryRanAt)
          runs.request.push(requestAt)
          runs.entryToRequest.push(requestAt - entryRanAt)
        } finally {
          await close()
        }
      }
    }
    const ticketsMs = median(runs.tickets) ?? 0
    const controlMs = median(runs.control) ?? 0
    const busy = await busyTimes(browser, site.origin)
    return {
      latencyMs: LATENCY_MS,
      cpuSlowdown: CPU_SLOWDOWN,
      pairs: PAIRS,
      ticketsMs,
      controlMs,
      ratio: controlMs > 0 ? ticketsMs / controlMs : Infinity,
      entryRanMs: median(runs.entryRan),
      calendarRequestMs: median(runs.request),
      // The median of each run's own difference, not the difference of the medians.
      entryToCalendarRequestMs: median(runs.entryToRequest),
      apiRequestsBeforeCalendar: median(runs.requests),
      // The main thread's work before the calendar shows: the ticket page's alone, against the control's whole time,
      // is the least ratio any request timing could reach.
      ...busy,
      calendarPath: asked.path,
      // The machine's load average (1, 5, 15 min) before and after: a shared machine's runs differ.
      load: {
        before: loadBefore.map((value) => round(value * 10) / 10),
        after: loadavg().map((value) => round(value * 10) / 10),
      },
    }
  } finally {
    site.stop()
    api.stop()
  }
}
