/* global window, PerformanceObserver -- runs in the page */
// Page-side instrumentation, added with addInitScript before any page script runs. Serialised with toString(), so it
// must be self-contained.

/**
 * Counts live timers — setTimeout, setInterval, requestAnimationFrame, requestIdleCallback — with where they were
 * created. A timer belongs to the bundle when a frame of its creation stack is in /dist/ (the fake API and msw run in
 * the page too, and their timers are not the product's). Also records long tasks for a blocking-time figure.
 */
export function instrumentPage() {
  Error.stackTraceLimit = 50
  /** @type {Map<string, { kind: string, delay: number, bundle: boolean, where: string }>} */
  const live = new Map()
  // How many were ever created, by owner: shows the attribution sees the bundle's timers at all.
  const created = { bundle: 0, other: 0 }
  const origin = () => {
    const frames = (new Error().stack ?? '').split('\n').slice(3)
    const own = frames.find((frame) => frame.includes('/dist/'))
    return { bundle: own !== undefined, where: (own ?? frames[0] ?? '?').trim() }
  }
  /**
   * @param {string} prefix
   * @param {string} kind
   * @param {(...args: never[]) => number} start
   * @param {(id: number) => void} stop
   * @param {boolean} once the timer ends when its callback runs
   */
  const track = (prefix, kind, start, stop, once) => {
    // setTimeout and setInterval share one id pool and either clear function clears both, hence one prefix for them.
    const wrapped = function (/** @type {unknown} */ callback, /** @type {unknown[]} */ ...rest) {
      if (typeof callback !== 'function') return Reflect.apply(start, window, [callback, ...rest])
      /** @type {number} */
      let id = 0
      const run = function (/** @type {unknown[]} */ ...args) {
        if (once) live.delete(prefix + id)
        return Reflect.apply(callback, this, args)
      }
      id = Reflect.apply(start, window, [run, ...rest])
      const where = origin()
      created[where.bundle ? 'bundle' : 'other']++
      live.set(prefix + id, { kind, delay: Number(rest[0] ?? 0), ...where })
      return id
    }
    const cleared = (/** @type {number} */ id) => {
      live.delete(prefix + id)
      return stop.call(window, id)
    }
    return [wrapped, cleared]
  }
  const w = window
  ;[w.setTimeout, w.clearTimeout] = track('t', 'setTimeout', w.setTimeout, w.clearTimeout, true)
  const [setInterval] = track('t', 'setInterval', w.setInterval, w.clearInterval, false)
  w.setInterval = setInterval
  w.clearInterval = w.clearTimeout
  ;[w.requestAnimationFrame, w.cancelAnimationFrame] = track(
    'r',
    'rAF',
    w.requestAnimationFrame,
    w.cancelAnimationFrame,
    true,
  )
  ;[w.requestIdleCallback, w.cancelIdleCallback] = track(
    'i',
    'idle',
    w.requestIdleCallback,
    w.cancelIdleCallback,
    true,
  )
  Reflect.set(w, '__benchTimers', () => [...live.values()])
  Reflect.set(w, '__benchTimersCreated', created)

  /** @type {number[]} */
  const longTasks = []
  Reflect.set(w, '__benchLongTasks', longTasks)
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(entry.duration)),
  ).observe({
    type: 'longtask',
    buffered: true,
  })
}

export const INSTRUMENT_SCRIPT = `(${instrumentPage.toString()})()`
