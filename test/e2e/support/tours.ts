/**
 * The tour element on the harness page, for the browser tests and the screens: the museum's clock frozen two days
 * before the fake API's Saturday, 2026-05-30 (its tours' reference day), and participants left that change between
 * two calls.
 */
import type { Page } from '@playwright/test'
import { INIT, openHarness } from './harness'

export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

/** Tour 31: counted per scale price (Regulär 12 €, Ermäßigt 8 €), in German and English, with a surcharge. */
export const SCALE_TOUR = '<shop-tours tour-id="31"></shop-tours>'
/** Tour 32: one group price for 5 to 25 participants. */
export const GROUP_TOUR = '<shop-tours tour-id="32"></shop-tours>'
/** Tour 34: 15 € per person without VAT (7 % added), in German and English. */
export const PER_PERSON_TOUR = '<shop-tours tour-id="34"></shop-tours>'

/** Opens a page with `html` after the init element, the museum's clock frozen at `now`. */
export async function openTours(
  page: Page,
  { query = '', html = SCALE_TOUR, init = INIT, now = MUSEUM_NOW } = {},
): Promise<void> {
  await page.clock.setFixedTime(now)
  await openHarness(page, { html: `<h1>Führungen</h1>${init}${html}`, query })
}

export const toursElement = (page: Page) => page.locator('shop-tours')

/** The reference Saturday's day button while it is bookable. */
export const saturday = (page: Page) =>
  toursElement(page).getByRole('button', { name: 'Samstag, 30. Mai 2026, verfügbar', exact: true })

/** The time radio whose accessible name begins with `time` ('10:30'). */
export const timeRadio = (page: Page, time: string) =>
  toursElement(page).getByRole('radio', { name: new RegExp(`^${time} Uhr`) })

export const more = (page: Page, name: string) =>
  toursElement(page).getByRole('button', { name: `Mehr: ${name}`, exact: true })

export const countShown = (page: Page, name: string) =>
  toursElement(page).getByRole('status', { name: `${name}, Anzahl` })

export const total = (page: Page) => toursElement(page).locator('[part~="total"] strong')

export const addButton = (page: Page) => toursElement(page).getByRole('button', { name: 'In den Warenkorb' })

/** From now on the fake API has only `bookable` participants left at `time` ('HH:MM') of every day. */
export function tourLeftMeanwhile(page: Page, time: string, bookable: number): Promise<void> {
  return page.evaluate((change) => void window.__fakeApi!.knobs.tourChanges.push(change), { time, bookable })
}
