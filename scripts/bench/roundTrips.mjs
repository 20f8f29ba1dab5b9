/* global performance -- scriptLoadsInPage runs in the page */
// How many script round trips a page made one after another, from its resource timing: shared by the bench and the
// browser test of the payment page, so both count alike.

/** @typedef {{ name: string, start: number, end: number }} ScriptLoad */

/** Which resources are scripts of the bundle (entry and chunks) or PayPal's script. */
export const SCRIPT_PATTERN = /\/(shop-elements\.js|chunks\/[^/]+\.js|sdk\/js)(\?|$)/

/**
 * A script requested after another one's answer had arrived is one step further down the chain than that one; the
 * first script (the entry) is step 1. Returns the longest chain.
 * @param {readonly ScriptLoad[]} loads
 * @returns {number}
 */
export function sequentialRoundTrips(loads) {
  /** @type {Map<ScriptLoad, number>} */
  const steps = new Map()
  for (const load of [...loads].sort((a, b) => a.start - b.start)) {
    const before = [...steps].filter(([other]) => other.end <= load.start).map(([, step]) => step)
    steps.set(load, 1 + Math.max(0, ...before))
  }
  return Math.max(0, ...steps.values())
}

/**
 * Page-side: the scripts the page loaded, as ScriptLoads (ms since navigation), in request order. Pass to
 * page.evaluate with SCRIPT_PATTERN.source.
 * @param {string} pattern
 * @returns {ScriptLoad[]}
 */
export function scriptLoadsInPage(pattern) {
  const matches = new RegExp(pattern)
  return performance
    .getEntriesByType('resource')
    .filter((entry) => matches.test(entry.name))
    .map((entry) => {
      const timing = /** @type {PerformanceResourceTiming} */ (entry)
      return { name: new URL(entry.name).pathname, start: timing.startTime, end: timing.responseEnd }
    })
}
