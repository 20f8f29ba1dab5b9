/**
 * The ticket element asks for the shown month's calendar when it connects, beside its chunk: the request leaves while
 * the chunk's answer is held back, and the element, once its code is there, shows that answer without asking again.
 */
import { expect, test } from '@playwright/test'
import { apiRequests, holdChunk, INIT, openHarness, requestCounts } from './support/harness'
import { openTickets, saturday, ticketElement, TIMED_TICKETS } from './support/tickets'

test("the calendar request leaves before the ticket element's chunk has arrived", async ({ page }) => {
  const chunk = await holdChunk(page, 'ShopTickets')
  await openTickets(page)
  // The chunk was asked for and is held back.
  await expect.poll(chunk.held).toBe(true)
  await expect
    .poll(async () =>
      (await apiRequests(page)).some((request) => request.pathname === '/api/v4/tickets/calendar'),
    )
    .toBe(true)
  // The element's code has not arrived: it has not rendered a calendar.
  await expect(ticketElement(page).getByRole('button')).toHaveCount(0)
  chunk.release()
  await expect(saturday(page)).toBeVisible()
  expect((await requestCounts(page))['/api/v4/tickets/calendar']).toBe(1)
})

// The page's own clock: the fixed clock of the other tests replaces the page's resource timing.
test('an element already in the page has its chunks requested while the start-up file runs, before it is defined', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const define = customElements.define.bind(customElements)
    customElements.define = (name, ...rest) => {
      if (name === 'shop-tickets') Reflect.set(window, '__ticketsDefinedAt', performance.now())
      define(name, ...rest)
    }
  })
  await openHarness(page, { html: `${INIT}${TIMED_TICKETS}` })
  const requested = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/chunks\/(ShopTickets|firstRequest)-/.test(entry.name))
        .map((entry) => entry.startTime),
    )
  await expect.poll(async () => (await requested()).length).toBe(2)
  const definedAt = (await page.evaluate(() => Reflect.get(window, '__ticketsDefinedAt'))) as number
  for (const requestedAt of await requested()) expect(requestedAt).toBeLessThan(definedAt)
})
