/**
 * The event dates element on the harness page, for the browser tests and the screens: the museum's clock frozen
 * weeks before the fake API's first event date, and seats that change between two calls.
 */
import type { Page } from '@playwright/test'
import { INIT, openHarness } from './harness'

export const MUSEUM_NOW = new Date('2026-12-01T10:00:00+01:00')

/** The workshop (event 22): 9 January sold out, 23 January with 7 seats left and at most 4 per booking. */
export const WORKSHOP = '<shop-event-dates event-id="22"></shop-event-dates>'
export const SOLD_OUT = 'Sa, 9. Januar, 14:00 Uhr'
export const LIMITED = 'Sa, 23. Januar, 14:00 Uhr'

/** Opens a page with `html` after the init element, the museum's clock frozen at `now`. */
export async function openEventDates(
  page: Page,
  { query = '', html = WORKSHOP, init = INIT, now = MUSEUM_NOW } = {},
): Promise<void> {
  await page.clock.setFixedTime(now)
  await openHarness(page, { html: `<h1>Termine</h1>${init}${html}`, query })
}

export const eventDatesElement = (page: Page) => page.locator('shop-event-dates')

/** The radio of the date whose accessible name begins with `when`. */
export const dateRadio = (page: Page, when: string) =>
  eventDatesElement(page).getByRole('radio', { name: new RegExp(`^${when.replace(/[.,]/g, '\\$&')}`) })

export const morePlaces = (page: Page) => eventDatesElement(page).getByRole('button', { name: 'Mehr Plätze' })
export const placesShown = (page: Page) =>
  eventDatesElement(page).getByRole('status', { name: 'Plätze, Anzahl' })

/** From now on the fake API has only `available` seats left on date `dateId`. */
export function seatsLeftMeanwhile(page: Page, dateId: number, available: number): Promise<void> {
  return page.evaluate((change) => void window.__fakeApi!.knobs.seatsChanges.push(change), {
    dateId,
    available,
  })
}
