/* global window -- page.evaluate callbacks run in the page */
// `npm run bench` (after the build): sizes, API requests, times, idle timers and memory of the built bundle, and the
// first view / repeat view / payment page against a control page on a static server and a cross-origin API, in one
// run. Prints tables, writes .bench/report.json, exits 1 when a budget fails (after printing everything).
// `npm run bench -- --tickets` measures only the ticket page against its control (.bench/tickets.json).
// Budgets and the latest run: docs/performance.md; Lighthouse is `npm run lighthouse`.
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  bigDayChecks,
  browserChecks,
  firstViewChecks,
  sizeChecks,
  ticketViewChecks,
} from './bench/budgets.mjs'
import { measureBigDays } from './bench/bigDays.mjs'
import { launchChromium, loadHarness, settle, freshPage } from './bench/browser.mjs'
import { measureFirstView } from './bench/firstView.mjs'
import { preconnectHints } from './bench/hints.mjs'
import { measureIdleAndMemory } from './bench/idle.mjs'
import {
  printBigDays,
  printFirstView,
  printIdle,
  printRequests,
  printTicketView,
  printTimes,
} from './bench/print-browser.mjs'
import { measureRequests } from './bench/requests.mjs'
import { startDemoServer } from './bench/server.mjs'
import { measureSizes } from './bench/sizes.mjs'
import { printChecks, printSizes } from './bench/table.mjs'
import { measureTicketView } from './bench/ticketView.mjs'
import { measureBigNav, measureStartup } from './bench/timing.mjs'

/** @type {string[]} */
const errors = []
/**
 * Runs one section; a section that throws is reported and fails the bench, but the others still run.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} run
 * @returns {Promise<T | null>}
 */
async function section(name, run) {
  try {
    return await run()
  } catch (error) {
    errors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

if (process.argv.includes('--tickets')) {
  const browser = await launchChromium()
  try {
    const tickets = await section('ticket page', () => measureTicketView(browser))
    if (tickets) printTicketView(tickets)
    const checks = ticketViewChecks(tickets)
    printChecks(checks)
    for (const error of errors) console.error(`section failed: ${error}`)
    mkdirSync('.bench', { recursive: true })
    writeFileSync(
      '.bench/tickets.json',
      `${JSON.stringify({ date: new Date().toISOString(), tickets, checks, errors }, null, 2)}\n`,
    )
    if (errors.length > 0 || checks.some((check) => !check.pass)) process.exitCode = 1
  } finally {
    await browser.close()
  }
  process.exit()
}

const sizes = await measureSizes()
printSizes(sizes)

const server = await startDemoServer()
const browser = await launchChromium()
const harness = await loadHarness()
const { baseURL } = server
try {
  // A first visit lets Vite pre-bundle the pages' dependencies (it reloads the page when it finds new ones).
  await section('warm-up', async () => {
    for (const path of ['/test/e2e/pages/harness.html', '/test/e2e/pages/bench.html']) {
      const { page, close } = await freshPage(browser, baseURL)
      await page.goto(path)
      await page.waitForFunction(() => window.__harnessReady === true, null, { timeout: 60_000 })
      await settle(page, 500)
      await close()
    }
  })
  const requests = await section('requests', () => measureRequests(browser, baseURL, harness))
  const startup = await section('startup times', () => measureStartup(browser, baseURL, harness))
  const bigNav = await section('nav with 1000 items', () => measureBigNav(browser, baseURL, harness))
  const idle = await section('idle and memory', () => measureIdleAndMemory(browser, baseURL, harness))
  const firstView = await section('first and repeat view', () => measureFirstView(browser))
  const tickets = await section('ticket page', () => measureTicketView(browser))
  const bigDays = await section('big ticket days', () => measureBigDays(browser, baseURL))
  const hints = preconnectHints()

  if (requests) printRequests(requests)
  printTimes(startup, bigNav)
  if (idle) printIdle(idle)
  if (firstView) printFirstView(firstView)
  if (tickets) printTicketView(tickets)
  if (bigDays) printBigDays(bigDays)
  const checks = [
    ...sizeChecks(sizes),
    ...browserChecks(requests, idle),
    ...firstViewChecks(firstView, hints),
    ...ticketViewChecks(tickets),
    ...bigDayChecks(bigDays),
  ]
  printChecks(checks)
  for (const error of errors) console.error(`section failed: ${error}`)

  mkdirSync('.bench', { recursive: true })
  const report = {
    date: new Date().toISOString(),
    sizes,
    requests,
    startup,
    bigNav,
    idle,
    firstView,
    tickets,
    bigDays,
    hints,
    checks,
    errors,
  }
  writeFileSync('.bench/report.json', `${JSON.stringify(report, null, 2)}\n`)
  console.log('\nwritten: .bench/report.json')
  const failed = checks.filter((check) => !check.pass)
  if (failed.length > 0 || errors.length > 0) {
    console.error(
      `\nbench: ${failed.length} budget(s) failed: ${failed.map((check) => check.name).join('; ')}`,
    )
    process.exitCode = 1
  }
} finally {
  await browser.close()
  server.stop()
}
