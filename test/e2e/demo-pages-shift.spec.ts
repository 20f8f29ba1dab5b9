/**
 * The demo museum's ticket, more-tickets and event pages at 375 px, with the shop API answering after 1 s and each
 * element's code arriving 400 ms after it was asked for: with the host-page CSS every demo page links
 * (demo/museum-shop-space.css) nothing moves from navigation start until the tickets and dates show (layout shift
 * from a PerformanceObserver of `layout-shift` entries, at most 0.01). Without it the nav took its rows when the
 * script defined it and pushed the page down (0.13 to 0.16).
 */
import { expect, test, type Page } from '@playwright/test'
import { layoutShift, recordLayoutShifts } from './support/visitorChecks'

const SLOW_API = 'latency=1000'
const CHUNK_DELAY_MS = 400
const MAX_SHIFT = 0.01

const firstFreeDay = (page: Page, index = 0) =>
  page
    .locator('shop-tickets')
    .nth(index)
    .getByRole('button', { name: /verfügbar$/ })
    .first()

const PAGES = [
  { path: '/demo/tickets.html?', shown: (page: Page) => expect(firstFreeDay(page)).toBeVisible() },
  // The third element (tickets with names) comes last; the annual and combination tickets above it are drawn by then.
  { path: '/demo/more-tickets.html?', shown: (page: Page) => expect(firstFreeDay(page, 2)).toBeVisible() },
  {
    path: '/demo/event.html?event=22&',
    shown: (page: Page) => expect(page.locator('shop-event-dates').getByRole('radio').first()).toBeVisible(),
  },
]

test.use({ viewport: { width: 375, height: 800 } })

for (const demo of PAGES) {
  test(`${demo.path.slice(0, -1)}: nothing moves from navigation start to the data`, async ({
    page,
    context,
  }, testInfo) => {
    await context.route('**/dist/chunks/**', async (route) => {
      await new Promise((done) => setTimeout(done, CHUNK_DELAY_MS))
      await route.continue()
    })
    await recordLayoutShifts(page)
    await page.goto(demo.path + SLOW_API)
    await demo.shown(page)
    await expect(page.locator('shop-nav .shop-nav-region')).toHaveAttribute('aria-busy', 'false')
    const shift = await layoutShift(page)
    testInfo.annotations.push({ type: 'layout shift', description: shift.total.toFixed(4) })
    expect(shift.total, `moved: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(MAX_SHIFT)
  })
}
