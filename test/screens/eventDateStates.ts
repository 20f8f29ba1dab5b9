/**
 * The states of `<shop-event-dates>` that `npm run screenshots` renders, on the museum's clock weeks before the fake
 * API's first event date: loading and loading longer, the dates, a date chosen at its limit, added, a date that
 * filled up meanwhile, a date with two prices, a failed call and an unknown event.
 */
import { expect, type Page } from '@playwright/test'
import { SLOW_AFTER_MS } from '../../elements/base/loading/LoadingPlaceholder'
import { eventDatesMessages } from '../../elements/shop-event-dates/messages'
import {
  dateRadio,
  eventDatesElement as dates,
  LIMITED,
  morePlaces,
  openEventDates,
  seatsLeftMeanwhile,
} from '../e2e/support/eventDates'
import type { ScreenState } from './states'

const de = eventDatesMessages.de

/** The workshop's limited date with `places` places. */
async function choose(page: Page, places: number): Promise<void> {
  await openEventDates(page)
  await dateRadio(page, LIMITED).check()
  for (let place = 1; place < places; place++) await morePlaces(page).click()
}

const add = (page: Page) => dates(page).getByRole('button', { name: de['eventDates.add'] }).click()

export const EVENT_DATE_STATES: readonly ScreenState[] = [
  {
    name: 'event-dates-loading',
    reach: async (page) => {
      await openEventDates(page, { query: '?slow=event:20000' })
      await expect(dates(page).locator('[part~="placeholder"]')).toBeVisible()
    },
  },
  {
    name: 'event-dates-slow',
    reach: async (page) => {
      await openEventDates(page, { query: '?slow=event:30000' })
      await expect(dates(page).locator('.shop-loading__status')).toBeVisible({
        timeout: SLOW_AFTER_MS + 2000,
      })
    },
  },
  {
    name: 'event-dates-list',
    reach: (page) => openEventDates(page).then(() => expect(dateRadio(page, LIMITED)).toBeEnabled()),
  },
  {
    name: 'event-dates-chosen',
    reach: async (page) => {
      await choose(page, 4)
      await expect(dates(page).getByText('höchstens 4 pro Buchung', { exact: true })).toBeVisible()
    },
  },
  {
    name: 'event-dates-added',
    reach: async (page) => {
      await choose(page, 2)
      await add(page)
      await expect(dates(page).getByRole('link', { name: de['eventDates.toCart'] })).toBeVisible()
    },
  },
  {
    name: 'event-dates-changed',
    reach: async (page) => {
      await choose(page, 3)
      await seatsLeftMeanwhile(page, 105, 2)
      await add(page)
      await expect(dates(page).getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'event-dates-prices',
    reach: async (page) => {
      await openEventDates(page, { html: '<shop-event-dates event-id="24"></shop-event-dates>' })
      await dateRadio(page, 'Sa, 6. Februar, 11:00 Uhr').check()
      await dates(page).getByRole('button', { name: 'Mehr: Erwachsene' }).click()
      await dates(page).getByRole('button', { name: 'Mehr: Ermäßigt' }).click()
      await expect(dates(page).locator('[part~="total"] strong')).toHaveText(/^23,00\s€$/)
    },
  },
  {
    name: 'event-dates-error',
    reach: async (page) => {
      await openEventDates(page, { query: '?fail=event:http500' })
      await expect(dates(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    },
  },
  {
    name: 'event-dates-unknown',
    reach: async (page) => {
      await openEventDates(page, { html: '<shop-event-dates event-id="999"></shop-event-dates>' })
      await expect(dates(page).getByRole('link', { name: de['eventDates.allEvents'] })).toBeVisible()
    },
  },
]
