/**
 * The states of `<shop-tours>` that `npm run screenshots` renders, on the museum's clock two days before the fake
 * API's tour Saturday: loading, the calendar, a day's times with a fully booked one, a booking at its limit with a
 * surcharge, added, a time that filled meanwhile, a day without times, a choice of tours and a failed call.
 */
import { expect, type Page } from '@playwright/test'
import { tourMessages } from '../../elements/shop-tours/messages'
import {
  addButton,
  more,
  openTours,
  saturday,
  timeRadio,
  tourLeftMeanwhile,
  toursElement as tours,
} from '../e2e/support/tours'
import type { ScreenState } from './states'

const de = tourMessages.de

/** Saturday at 12:00 in German with `regular` regular participants. */
async function choose(page: Page, regular: number): Promise<void> {
  await openTours(page)
  await saturday(page).click()
  await timeRadio(page, '12:00').check()
  await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
  for (let press = 0; press < regular; press++) await more(page, 'Regulär').click()
}

export const TOUR_STATES: readonly ScreenState[] = [
  {
    name: 'tours-loading',
    reach: async (page) => {
      await openTours(page, { query: '?slow=tours:20000' })
      await expect(tours(page).getByRole('status')).toHaveText(de['tours.loading'])
    },
  },
  {
    name: 'tours-calendar',
    reach: (page) => openTours(page).then(() => expect(saturday(page)).toBeEnabled()),
  },
  {
    name: 'tours-times',
    reach: async (page) => {
      await openTours(page)
      await saturday(page).click()
      await expect(timeRadio(page, '14:00')).toBeDisabled()
    },
  },
  {
    name: 'tours-chosen',
    reach: async (page) => {
      await choose(page, 3)
      await tours(page).getByRole('checkbox').check()
      await expect(tours(page).locator('[part~="limit"]')).toBeVisible()
    },
  },
  {
    name: 'tours-added',
    reach: async (page) => {
      await choose(page, 2)
      await addButton(page).click()
      await expect(tours(page).getByRole('link', { name: de['tours.toCart'] })).toBeVisible()
    },
  },
  {
    name: 'tours-changed',
    reach: async (page) => {
      await choose(page, 2)
      await tourLeftMeanwhile(page, '12:00', 0)
      await addButton(page).click()
      await expect(tours(page).getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'tours-no-times',
    reach: async (page) => {
      await openTours(page)
      await tours(page).getByRole('button', { name: 'Sonntag, 31. Mai 2026, verfügbar', exact: true }).click()
      await expect(tours(page).getByText(de['tours.time.none'])).toBeVisible()
    },
  },
  {
    name: 'tours-pick',
    reach: async (page) => {
      await openTours(page, { html: '<shop-tours tour-group="2"></shop-tours>' })
      await expect(tours(page).getByRole('group', { name: de['tours.pick.legend'] })).toBeVisible()
    },
  },
  {
    name: 'tours-error',
    reach: async (page) => {
      await openTours(page, { query: '?fail=tours:http500' })
      await expect(tours(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    },
  },
]
