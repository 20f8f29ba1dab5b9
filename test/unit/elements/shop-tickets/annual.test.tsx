/**
 * `<shop-tickets ticket-type="annual">`: the bookable annual tickets as a list with quantities, no calendar and no
 * time; added as lines without a time.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import { freezeClock, moreOf, quantityOf, renderTickets } from './renderTickets'

const ANNUAL = 'Jahreskarte Museumsverbund Süd'
const REDUCED = 'Jahreskarte ermäßigt'
const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

beforeEach(() => freezeClock())

describe('annual tickets', () => {
  it('lists the bookable annual tickets with prices and steppers, without a calendar or times', async () => {
    renderTickets({ ticketType: 'annual' })
    expect(screen.getByText('Laden …', { exact: false }).closest('[aria-busy="true"]')).not.toBeNull()
    const legend = await screen.findByText('Jahreskarten', { selector: 'legend' })
    expect(legend.closest('fieldset')).toHaveTextContent(`${ANNUAL}je 65,00 € · inkl. 7 % MwSt.`)
    expect(quantityOf(REDUCED)).toHaveTextContent('0')
    expect(screen.queryByRole('grid')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    const asked = requestLog.filter((entry) => entry.pathname.startsWith('/api/v4/tickets'))
    expect(asked.map((entry) => [entry.pathname, entry.query['by_ticket_types[]']])).toEqual([
      ['/api/v4/tickets', ['annual']],
    ])
  })

  it('adds lines without a time, says so without a date, and tells the page no time', async () => {
    const { user, added } = renderTickets({ ticketType: 'annual' })
    await user.click(await screen.findByRole('button', { name: `${ANNUAL} erhöhen` }))
    await user.click(moreOf(REDUCED))
    await user.click(moreOf(REDUCED))
    expect(screen.getByText('Gesamt').closest('p')).toHaveTextContent('135,00 €')
    await user.click(addButton())
    expect(await screen.findByText('3 Tickets in den Warenkorb gelegt')).toBeVisible()
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [
        {
          type: 'Ticket',
          attributes: { id: 55, quantity: 1 },
          name: ANNUAL,
          price_cents: 6500,
          ticket_type: 'annual',
        },
        {
          type: 'Ticket',
          attributes: { id: 59, quantity: 2 },
          name: REDUCED,
          price_cents: 3500,
          ticket_type: 'annual',
        },
      ],
    })
    expect(added.map((event) => event.detail)).toEqual([
      {
        tickets: [
          { ticketId: 55, quantity: 1 },
          { ticketId: 59, quantity: 2 },
        ],
        time: null,
      },
    ])
    expect(quantityOf(ANNUAL)).toHaveTextContent('0')
  })

  it("stops at the ticket's limit per booking, less what the cart holds of it", async () => {
    localStorage.setItem(
      KEYS.cart,
      JSON.stringify({
        version: 1,
        items: [{ type: 'Ticket', attributes: { id: 55, quantity: 9 }, name: ANNUAL, price_cents: 6500 }],
      }),
    )
    const { user } = renderTickets({ ticketType: 'annual' })
    await user.click(await screen.findByRole('button', { name: `${ANNUAL} erhöhen` }))
    expect(quantityOf(ANNUAL)).toHaveTextContent('1')
    expect(moreOf(ANNUAL)).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('höchstens 1 pro Buchung')).toBeVisible()
  })

  it('says when no annual ticket can be booked, and offers "try again" when the list failed', async () => {
    const { unmount } = renderTickets({ ticketType: 'annual', museumIds: [2] })
    expect(await screen.findByText('Zurzeit sind keine Jahreskarten buchbar.')).toBeVisible()
    unmount()
    const { error } = consoleSpies()
    knobs.failures.tickets = 'http500'
    renderTickets({ ticketType: 'annual' })
    expect(await screen.findByRole('alert')).toBeVisible()
    // One line for the integrator.
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[museum-shop] <shop-tickets> 500 Internal Server Error (http)'),
    )
    knobs.failures = {}
    await (await screen.findByRole('button', { name: 'Erneut versuchen' })).click()
    await waitFor(() => expect(moreOf(ANNUAL)).toBeVisible())
  })
})
