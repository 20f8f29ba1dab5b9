/**
 * The states of `<shop-tickets>` that `npm run screenshots` renders, on the museum's clock two days before the fake
 * API's Saturday, 2026-05-30: the month loading (and saying it takes longer), the calendar, a day's times, tickets
 * chosen, added, a time that filled up meanwhile and an offered time taken, today after its last time, and unreadable
 * places.
 */
import { expect, type Page } from '@playwright/test'
import { ticketsMessages } from '../../elements/shop-tickets/messages'
import { openTickets, placesLeftMeanwhile, saturday, ticketElement as tickets } from '../e2e/support/tickets'
import type { ScreenState } from './states'

const de = ticketsMessages.de
/** The calendar, then the Saturday at `time` with two adults and one reduced ticket. */
async function chooseTickets(page: Page, time = '11:00'): Promise<void> {
  await openTickets(page)
  await saturday(page).click()
  await tickets(page)
    .getByRole('radio', { name: new RegExp(`^${time} Uhr`) })
    .check()
  for (const name of ['Erwachsene 🦕', 'Erwachsene 🦕', 'Ermäßigt'])
    await tickets(page)
      .getByRole('button', { name: `${name} erhöhen` })
      .click()
}

const add = (page: Page) => tickets(page).getByRole('button', { name: de['tickets.add'] }).click()

export const TICKET_STATES: readonly ScreenState[] = [
  {
    name: 'tickets-loading',
    reach: async (page) => {
      await openTickets(page, { query: '?slow=ticketsCalendar:20000' })
      await expect(tickets(page).getByRole('grid')).toHaveAttribute('aria-busy', 'true')
    },
  },
  {
    name: 'tickets-calendar',
    reach: (page) => openTickets(page).then(() => expect(saturday(page)).toBeVisible()),
  },
  {
    name: 'tickets-times',
    reach: async (page) => {
      await openTickets(page)
      await saturday(page).click()
      await expect(tickets(page).getByRole('radio', { name: /^12:00 Uhr ausverkauft/ })).toBeDisabled()
    },
  },
  { name: 'tickets-chosen', reach: (page) => chooseTickets(page) },
  {
    name: 'tickets-added',
    reach: async (page) => {
      await chooseTickets(page)
      await add(page)
      await expect(tickets(page).getByRole('link', { name: de['tickets.toCart'] })).toBeVisible()
    },
  },
  {
    name: 'tickets-changed',
    reach: async (page) => {
      await chooseTickets(page, '11:30')
      await placesLeftMeanwhile(page, '11:30', 1)
      await add(page)
      await expect(tickets(page).getByRole('alert')).toContainText(de['tickets.alternatives'])
    },
  },
  {
    name: 'tickets-alternative-chosen',
    reach: async (page) => {
      await chooseTickets(page, '11:30')
      await placesLeftMeanwhile(page, '11:30', 1)
      await add(page)
      await tickets(page)
        .getByRole('alert')
        .getByRole('button', { name: /^11:00 Uhr/ })
        .click()
      await expect(tickets(page).getByRole('radio', { name: /^11:00 Uhr/ })).toBeFocused()
    },
  },
  {
    name: 'tickets-today-over',
    reach: async (page) => {
      // 17:45 at the museum: today's last time (17:30) has begun.
      await openTickets(page, { now: new Date('2026-05-28T17:45:00+02:00') })
      await expect(
        tickets(page).getByRole('button', { name: 'Donnerstag, 28. Mai 2026, keine Uhrzeit mehr frei' }),
      ).toBeVisible()
    },
  },
  {
    name: 'tickets-loading-slow',
    reach: async (page) => {
      await openTickets(page, { query: '?slow=ticketsCalendar:19000' })
      await expect(tickets(page).locator('.shop-calendar__loading')).toHaveText(/länger als gewohnt/, {
        timeout: 15_000,
      })
    },
  },
  {
    name: 'tickets-error',
    reach: async (page) => {
      await openTickets(page, { query: '?availability=missingTotals' })
      await saturday(page).click()
      await expect(tickets(page).getByRole('alert')).toContainText(de['tickets.unreadable'])
    },
  },
]
