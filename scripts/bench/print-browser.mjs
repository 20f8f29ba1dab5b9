// Console tables of the browser sections (requests, times, idle and memory).
import { kb, printTable } from './table.mjs'

/** @typedef {{ median: number, min: number, max: number, runs: number } | null} Summary */

/** @param {Summary} value */
const ms = (value) =>
  value === null ? 'not reached' : `${value.median} ms (${value.min}–${value.max}, n=${value.runs})`

/** @param {{ elements: number, counts: Record<string, number>, problems: string[] }[]} requests */
export function printRequests(requests) {
  const endpoints = [...new Set(requests.flatMap((result) => Object.keys(result.counts)))].sort()
  printTable(
    'API requests per endpoint (must be 1)',
    ['endpoint', ...requests.map((result) => `${result.elements} el.`)],
    endpoints.map((endpoint) => [endpoint, ...requests.map((result) => result.counts[endpoint] ?? 0)]),
  )
  for (const result of requests) {
    for (const problem of result.problems) console.log(`  console, ${result.elements} el.: ${problem}`)
  }
}

/**
 * @param {Awaited<ReturnType<typeof import('./timing.mjs').measureStartup>> | null} startup
 * @param {Awaited<ReturnType<typeof import('./timing.mjs').measureBigNav>> | null} bigNav
 */
export function printTimes(startup, bigNav) {
  /** @type {(string | number)[][]} */
  const rows = []
  if (startup) {
    rows.push(
      ['script start → elements defined', ms(startup.elementsDefined)],
      ['script start → nav interactive', ms(startup.navInteractive)],
      ['script start → payment methods shown', ms(startup.paymentMethodsShown)],
      ['longest task during load', ms(startup.longestTask)],
    )
  }
  if (bigNav) {
    const n = bigNav.itemsPerListing
    rows.push(
      [
        `nav, ${n} items/listing: → dropdowns ready (${bigNav.linksRendered} links)`,
        ms(bigNav.navInteractive),
      ],
      [`nav, ${n} items/listing: open a dropdown`, ms(bigNav.openDropdown)],
      [`nav, ${n} items/listing: longest task`, ms(bigNav.longestTask)],
    )
  }
  printTable(
    'Times (Chromium, fake API latency 50 ms; median (min–max) of fresh pages; reported, not gated)',
    ['measure', 'value'],
    rows,
  )
}

/** @param {Awaited<ReturnType<typeof import('./idle.mjs').measureIdleAndMemory>>} idle */
export function printIdle(idle) {
  const { leak, pendingTimers } = idle
  const signed = (/** @type {number} */ n, /** @type {string} */ unit = '') =>
    `${n >= 0 ? '+' : ''}${n}${unit}`
  printTable(
    'Idle and memory (page with init, nav, donations, payment)',
    ['measure', 'value'],
    [
      ['bundle timers pending 2 s after load', pendingTimers.bundle],
      ['other timers pending (Vite client, msw)', pendingTimers.other],
      [
        'timers created during load: bundle / other',
        `${pendingTimers.createdDuringLoad.bundle} / ${pendingTimers.createdDuringLoad.other}`,
      ],
      ['JS heap after load (after GC)', `${kb(idle.heapAfterLoadBytes)} KB`],
      [
        `heap growth in the ${leak.warmUpCycles} warm-up cycles (not gated)`,
        `${signed(Number(kb(leak.warmUpHeapDeltaBytes)))} KB`,
      ],
      [
        `heap before ${leak.cycles} measured cycles → after`,
        `${kb(leak.baseline.heapBytes)} → ${kb(leak.after.heapBytes)} KB`,
      ],
      ['heap delta', `${signed(Number(kb(leak.heapDeltaBytes)))} KB`],
      ['DOM nodes delta / listeners delta', `${signed(leak.nodeDelta)} / ${signed(leak.listenerDelta)}`],
      [`${leak.cycles} cycles × ${leak.elementsPerCycle} elements took`, `${leak.cyclesMs} ms`],
      ['API requests during the cycles', leak.requestsDuringCycles],
    ],
  )
  for (const timer of pendingTimers.bundleTimers)
    console.log(`  pending: ${timer.kind}(${timer.delay}) ${timer.where}`)
  for (const timer of pendingTimers.otherTimers)
    console.log(`  pending, not the bundle's: ${timer.kind}(${timer.delay}) ${timer.where}`)
}

/** @param {Awaited<ReturnType<typeof import('./firstView.mjs').measureFirstView>>} times */
export function printFirstView(times) {
  const { firstView, repeatView, payment } = times
  printTable(
    `First view and repeat view (static gzip server, API on another origin at ${times.latencyMs} ms, ` +
      `${times.cpuSlowdown}× CPU slowdown; medians of ${times.pairs} nav/control pairs)`,
    ['measure', 'value'],
    [
      ['first view: navigation → nav links', `${firstView.navMs} ms`],
      ['first view: navigation → control links (React + ReactDOM, one request)', `${firstView.controlMs} ms`],
      ['first view: nav / control', `${firstView.ratio.toFixed(2)}×`],
      ['first view: API requests before nav links (preflights included)', firstView.navApiRequests ?? '–'],
      [
        'first view: navigation → nav shows API data (first dropdown) / control',
        firstView.navDataMs === null
          ? '–'
          : `${firstView.navDataMs} ms, ${(firstView.navDataMs / firstView.controlMs).toFixed(2)}×`,
      ],
      ['repeat view: navigation → nav links', `${repeatView.navMs} ms`],
      ['repeat view: API requests before nav links (worst run)', repeatView.apiRequestsBeforeLinks],
      ['payment page: navigation → methods shown', `${payment.methodsShownMs} ms`],
      ['payment page: sequential script round trips (worst run)', payment.sequentialScriptRoundTrips],
    ],
  )
}

/** @param {Awaited<ReturnType<typeof import('./bigDays.mjs').measureBigDays>>} days */
export function printBigDays(days) {
  printTable(
    'Big ticket days (Chromium, modules as served; best of 3; each task alone)',
    ['day', 'read the answer', 'times and every limit', 'check before adding', 'longest task'],
    days.map((day) => [day.name, ms(day.readMs), ms(day.slotsMs), ms(day.recheckMs), ms(day.longestTask)]),
  )
}

/** @param {Awaited<ReturnType<typeof import('./ticketView.mjs').measureTicketView>>} view */
export function printTicketView(view) {
  printTable(
    `Ticket page first view (static gzip server, API on another origin at ${view.latencyMs} ms, ` +
      `${view.cpuSlowdown}× CPU slowdown; medians of ${view.pairs} ticket/control pairs)`,
    ['measure', 'value'],
    [
      ['navigation → calendar with a bookable day', `${view.ticketsMs} ms`],
      ['navigation → control calendar (React + ReactDOM, the same request)', `${view.controlMs} ms`],
      ['tickets / control', `${view.ratio.toFixed(2)}×`],
      ['navigation → entry has run', `${view.entryRanMs} ms`],
      ['navigation → calendar request leaves', `${view.calendarRequestMs} ms`],
      ['entry has run → calendar request leaves', `${view.entryToCalendarRequestMs} ms`],
      ['API requests before the calendar (preflights included)', view.apiRequestsBeforeCalendar ?? '–'],
      ['main thread busy before the calendar: tickets (traced visits)', `${view.ticketsBusyMs ?? '–'} ms`],
      ['main thread busy before the calendar: control (traced visits)', `${view.controlBusyMs ?? '–'} ms`],
      ['navigation → control calendar (traced visits)', `${view.controlTracedMs ?? '–'} ms`],
      [
        "tickets' busy time / control's whole time, traced (the least reachable ratio)",
        view.busyRatio === null ? '–' : `${view.busyRatio.toFixed(2)}×`,
      ],
      [
        'load average before / after (1, 5, 15 min)',
        `${view.load.before.join(' ')} / ${view.load.after.join(' ')}`,
      ],
    ],
  )
}
