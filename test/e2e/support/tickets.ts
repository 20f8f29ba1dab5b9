/**
 * The ticket element on the harness page, for the browser tests and the screens: the museum's clock frozen two days
 * before the fake API's Saturday, 2026-05-30, and places that change between two calls.
 */
import type { Page } from '@playwright/test'
import { INIT, openHarness } from './harness'

export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

/** The museum's three timed tickets, sharing one quota. */
export const TIMED_TICKETS = '<shop-tickets exhibition-ids="11"></shop-tickets>'

/** Opens a page with `html` after the init element, the museum's clock frozen at `now`. */
export async function openTickets(
  page: Page,
  { query = '', html = TIMED_TICKETS, now = MUSEUM_NOW } = {},
): Promise<void> {
  await page.clock.setFixedTime(now)
  await openHarness(page, { html: `<h1>Tickets</h1>${INIT}${html}`, query })
}

export const ticketElement = (page: Page) => page.locator('shop-tickets')

/** The reference Saturday's day button while it is bookable. */
export const saturday = (page: Page) =>
  ticketElement(page).getByRole('button', { name: 'Samstag, 30. Mai 2026, verfügbar', exact: true })

/** From now on the fake API has only `left` places at the Saturday's `time` for the timed tickets. */
export function placesLeftMeanwhile(page: Page, time: string, left: number): Promise<void> {
  return page.evaluate((change) => void window.__fakeApi!.knobs.placesChanges.push(change), {
    quotaId: '61',
    day: '2026-05-30',
    time,
    left,
  })
}
