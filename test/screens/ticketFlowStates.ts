/**
 * The states of `<shop-tickets>`'s annual tickets, attendees' names and combination tickets that `npm run screenshots`
 * renders, on the museum's clock two days before the fake API's Saturday, 2026-05-30.
 */
import { expect, type Page } from '@playwright/test'
import { openTicketPage } from '../e2e/support/ticketCheckout'
import { saturday, ticketElement as tickets } from '../e2e/support/tickets'
import type { ScreenState } from './states'

const more = (page: Page, ticket: string) => tickets(page).getByRole('button', { name: `${ticket} erhöhen` })
const add = (page: Page) => tickets(page).getByRole('button', { name: 'In den Warenkorb' }).click()

/** The documented tickets at 11:00 with two regular and one reduced: three persons to name. */
async function chooseNamedTickets(page: Page): Promise<void> {
  await openTicketPage(page, '<shop-tickets ticket-ids="247,248"></shop-tickets>')
  await saturday(page).click()
  await tickets(page)
    .getByRole('radio', { name: /^11:00 Uhr/ })
    .check()
  for (const ticket of ['regulär', 'regulär', 'ermäßigt'])
    await more(page, `El Siglo de Oro mit Gemäldegalerie ${ticket}`).click()
}

export const TICKET_FLOW_STATES: readonly ScreenState[] = [
  {
    name: 'tickets-annual',
    reach: async (page) => {
      await openTicketPage(page, '<shop-tickets ticket-type="annual"></shop-tickets>')
      await more(page, 'Jahreskarte ermäßigt').click()
      await more(page, 'Jahreskarte ermäßigt').click()
    },
  },
  {
    name: 'tickets-attendees',
    reach: async (page) => {
      await chooseNamedTickets(page)
      await tickets(page).getByRole('textbox', { name: 'Vorname, Person 1' }).fill('Ada')
      await tickets(page).getByRole('textbox', { name: 'Nachname, Person 1' }).fill('Lovelace')
      await tickets(page).getByRole('textbox', { name: 'Vorname, Person 2' }).fill('Alan')
      await add(page)
      await expect(tickets(page).getByRole('textbox', { name: 'Nachname, Person 2' })).toBeFocused()
    },
  },
  {
    name: 'tickets-combination',
    reach: async (page) => {
      await openTicketPage(page, '<shop-tickets ticket-ids="56"></shop-tickets>')
      await saturday(page).click()
      const part = (name: string) =>
        tickets(page).getByRole('group', { name: `Uhrzeit für Kombi-Teil ${name}` })
      await part('Museum für Naturkunde')
        .getByRole('radio', { name: /^10:30 Uhr/ })
        .check()
      await part('Kunsthalle am Fluss')
        .getByRole('radio', { name: /^12:30 Uhr/ })
        .check()
      await more(page, 'Kombiticket Naturkunde + Kunsthalle').click()
    },
  },
]
