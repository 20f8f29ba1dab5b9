// How long a page's main thread was busy before it showed something: the sum of its top-level tasks (Chromium's
// scheduler tasks, from the trace, on the page's main thread) between navigation and that moment. The main thread's
// work cannot overlap with itself, so a page whose busy time alone exceeds another page's whole time cannot be as
// quick as that page, however early its requests leave. Tracing slows a page a little; the visits measured here are
// not the ones whose times are compared.

/** The trace event of each task the thread's scheduler runs (category `toplevel`). */
const TASK = 'ThreadControllerImpl::RunTask'

/**
 * A trace event, as far as the busy time reads it.
 * @typedef {object} TraceEvent
 * @property {string} [name]
 * @property {string} [ph]
 * @property {number} [ts]
 * @property {number} [dur]
 * @property {number} [pid]
 * @property {number} [tid]
 * @property {{ data?: { documentLoaderURL?: string } }} [args]
 */

/**
 * The page's main-thread busy time (ms) from its navigation to `shownAtMs` (ms after navigation), read from trace
 * events: the navigation's `navigationStart` names the thread, and tasks are clipped to the window.
 * @param {TraceEvent[]} events
 * @param {string} url the navigated URL (a part of it): the page's own `navigationStart`, not about:blank's
 * @param {number} shownAtMs
 * @returns {number | null} null when the trace has no navigation to `url`
 */
export function busyBefore(events, url, shownAtMs) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.includes(url) === true,
  )
  if (start?.ts === undefined) return null
  const from = start.ts
  const to = from + shownAtMs * 1000
  const tasks = events
    .filter(
      (event) =>
        event.name === TASK && event.ph === 'X' && event.pid === start.pid && event.tid === start.tid,
    )
    .map((event) => [Math.max(event.ts ?? 0, from), Math.min((event.ts ?? 0) + (event.dur ?? 0), to)])
    .filter(([begin = 0, end = 0]) => end > begin)
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))
  // A task inside another (a nested run loop) counts once.
  let busyUs = 0
  let reached = from
  for (const [begin = 0, end = 0] of tasks) {
    if (end <= reached) continue
    busyUs += end - Math.max(begin, reached)
    reached = end
  }
  return busyUs / 1000
}

/**
 * Visits `url` with tracing on and returns the main thread's busy time (ms) before the moment `visit` reports.
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {(page: import('playwright-core').Page, url: string) => Promise<{ at: number | null }>} visit opens the page
 *   and resolves with the moment (ms after navigation), or null
 * @returns {Promise<{ at: number, busyMs: number } | null>}
 */
export async function tracedVisit(page, url, visit) {
  const session = await page.context().newCDPSession(page)
  /** @type {TraceEvent[]} */
  const events = []
  session.on('Tracing.dataCollected', (message) =>
    events.push(.../** @type {TraceEvent[]} */ (message.value)),
  )
  const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve))
  await session.send('Tracing.start', {
    categories: 'toplevel,blink.user_timing',
    transferMode: 'ReportEvents',
  })
  const { at } = await visit(page, url)
  await session.send('Tracing.end')
  await complete
  await session.detach()
  const busyMs = at === null ? null : busyBefore(events, url, at)
  return at === null || busyMs === null ? null : { at, busyMs }
}
