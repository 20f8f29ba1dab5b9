/* global window, document, performance, requestAnimationFrame -- page.evaluate callbacks run in the page */
// Section 4: a page with every element, loaded and left alone. Timers the bundle still has pending 2 s later (an idle
// page should schedule nothing), the JS heap after load, and the heap and DOM after mounting and removing every
// feature element CYCLES times. The first rounds of cycles grow the heap by a few hundred KB that later rounds do not
// repeat (compiled code, caches filling), so they only warm up; a leak grows every round by the same amount.
import { BUDGETS } from './budgets.mjs'
import { freshPage, settle } from './browser.mjs'
import { INSTRUMENT_SCRIPT } from './instrument.mjs'
import { FEATURES, NAV_READY, pageWith, PAYMENT_READY, SEED_CART } from './markup.mjs'

const CYCLES = 200
// The warm-up: at least MIN_WARM_UP cycles, then rounds of WARM_UP_ROUND until one grows the heap by at most
// SETTLED_KB, at most MAX_WARM_UP cycles in all. Heap snapshots of the cycles after 400 show mostly V8's compiled code
// still growing (the checkout's code tiers up late). A leak the budget catches grows each round by more than SETTLED_KB
// (see BUDGETS.leakHeapKB), so it never counts as settled and is measured after MAX_WARM_UP.
const MIN_WARM_UP = 2 * CYCLES
const WARM_UP_ROUND = 100
const SETTLED_KB = 64
const MAX_WARM_UP = 5 * CYCLES

/**
 * Heap after a full garbage collection, and the DOM counters (nodes, listeners) Chromium keeps.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function heapAfterGc(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters')
  return { heapBytes: usedSize, nodes, listeners: jsEventListeners }
}

/**
 * Mounts every feature element in a fresh box, waits until the nav shows its links (and the payment element its
 * methods, when it showed them on load), removes the box; `cycles` times.
 * @param {import('playwright-core').Page} page
 * @param {number} cycles
 * @param {boolean} waitForPayment
 */
const mountAndRemove = (page, cycles, waitForPayment) =>
  page.evaluate(
    async ({ cycles, html, waitForPayment }) => {
      const stage = document.getElementById('stage')
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const isReady = (/** @type {Element} */ box) =>
        Boolean(box.querySelector('shop-nav')?.shadowRoot?.querySelector('a[href]')) &&
        (!waitForPayment || Boolean(box.querySelector('shop-payment input[type="radio"]')))
      for (let i = 0; i < cycles; i++) {
        const box = document.createElement('div')
        box.innerHTML = html
        stage?.append(box)
        const until = performance.now() + 2000
        while (!isReady(box) && performance.now() < until) await frame()
        await frame()
        box.remove()
      }
    },
    { cycles, html: FEATURES.join(''), waitForPayment },
  )

/**
 * Empties the fake API's log of requests and says how many it held. The log lives in the page: each mount's requests
 * (the checkout reviews its lines anew) would otherwise count as the elements' heap.
 * @param {import('playwright-core').Page} page
 */
async function takeRequestLog(page) {
  return page.evaluate(() => {
    const log = window.__fakeApi?.requestLog ?? []
    const count = log.length
    log.length = 0
    return count
  })
}

/**
 * The heap after GC once the page is quiet, the fake API's log emptied first.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 */
async function settledHeap(page, cdp) {
  await page.waitForTimeout(500)
  await takeRequestLog(page)
  return heapAfterGc(cdp)
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @param {import('./browser.mjs').Harness} harness
 */
export async function measureIdleAndMemory(browser, baseURL, harness) {
  const { page, close } = await freshPage(browser, baseURL, [INSTRUMENT_SCRIPT, SEED_CART])
  try {
    const cdp = await page.context().newCDPSession(page)
    await harness.openHarness(page, { html: pageWith(harness.INIT, 3) })
    await page.waitForFunction(`Boolean(${NAV_READY})`, null, { timeout: 15_000 })
    await settle(page)
    const afterLoad = await heapAfterGc(cdp)
    await page.waitForTimeout(2000)
    /** @type {{ kind: string, delay: number, bundle: boolean, where: string }[]} */
    const timers = await page.evaluate(() => window.__benchTimers?.() ?? [])
    const pending = timers.filter((timer) => timer.bundle)
    /** @type {{ bundle: number, other: number }} */
    const created = await page.evaluate(() => window.__benchTimersCreated ?? { bundle: 0, other: 0 })

    const paymentShown = await page.evaluate(`Boolean(${PAYMENT_READY})`)
    await mountAndRemove(page, MIN_WARM_UP, paymentShown)
    let warmUpCycles = MIN_WARM_UP
    let baseline = await settledHeap(page, cdp)
    while (warmUpCycles < MAX_WARM_UP) {
      await mountAndRemove(page, WARM_UP_ROUND, paymentShown)
      warmUpCycles += WARM_UP_ROUND
      const next = await settledHeap(page, cdp)
      const grewBytes = next.heapBytes - baseline.heapBytes
      baseline = next
      if (grewBytes <= SETTLED_KB * 1024) break
    }
    const warmUpDelta = baseline.heapBytes - afterLoad.heapBytes
    const started = Date.now()
    await mountAndRemove(page, CYCLES, paymentShown)
    const cyclesMs = Date.now() - started
    await page.waitForTimeout(500)
    const requestsDuring = await takeRequestLog(page)
    const after = await heapAfterGc(cdp)
    const heapDelta = after.heapBytes - baseline.heapBytes
    const nodeDelta = after.nodes - baseline.nodes
    return {
      pendingTimers: {
        bundle: pending.length,
        other: timers.length - pending.length,
        bundleTimers: pending,
        otherTimers: timers.filter((timer) => !timer.bundle),
        createdDuringLoad: created,
      },
      heapAfterLoadBytes: afterLoad.heapBytes,
      leak: {
        cycles: CYCLES,
        elementsPerCycle: FEATURES.length,
        cyclesMs,
        waitedForPayment: paymentShown,
        warmUpCycles,
        warmUpHeapDeltaBytes: warmUpDelta,
        baseline,
        after,
        heapDeltaBytes: heapDelta,
        nodeDelta,
        listenerDelta: after.listeners - baseline.listeners,
        requestsDuringCycles: requestsDuring,
        pass: heapDelta <= BUDGETS.leakHeapKB * 1024 && nodeDelta <= BUDGETS.leakDomNodes,
      },
    }
  } finally {
    await close()
  }
}
