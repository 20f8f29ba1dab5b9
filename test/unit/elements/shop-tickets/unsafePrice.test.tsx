/**
 * A price that is no exact number of cents (an overflowing `vat_pct`): the ticket is not sold, its row says why, and
 * nothing is promised or written.
 */
import { within } from '@testing-library/react'
import { getResponse, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ticketCartLines } from '../../../../src/domain/cart/ticketLines'
import { hasSafePrice } from '../../../../src/domain/tickets/prices'
import { handlers } from '../../../msw/handlers'
import { server } from '../../../msw/server'
import { offerOn, TICKET_IDS, at } from '../../tickets/offers'
import { ADULT, chooseOnSaturday, freezeClock, moreOf, quantityOf, REDUCED } from './renderTickets'

const OVERFLOWING = { vat_pct: 1e308, tax_included: false }

/** The fake API's day answer with the adult ticket's VAT rate overflowing. */
function overflowingAdultPrice() {
  server.use(
    http.get('*/api/v4/tickets/list_and_quotas', async ({ request }) => {
      const answer = await getResponse(handlers, request)
      const body = (await answer?.json()) as { tickets: Record<string, object>; quotas: object }
      const adult = String(TICKET_IDS.adult)
      const tickets = { ...body.tickets, [adult]: { ...body.tickets[adult], ...OVERFLOWING } }
      return HttpResponse.json({ ...body, tickets })
    }),
  )
}

describe('a ticket whose price is no exact number of cents', () => {
  it('is no price, and makes no cart line', () => {
    const tickets = offerOn().tickets.map((ticket) =>
      ticket.id === TICKET_IDS.adult ? { ...ticket, vatPct: 1e308, taxIncluded: false } : ticket,
    )
    const adult = tickets.find((ticket) => ticket.id === TICKET_IDS.adult)
    expect(adult && hasSafePrice(adult)).toBe(false)
    expect(ticketCartLines(tickets, { [TICKET_IDS.adult]: 2 }, at('11:30'))).toEqual([])
  })
})

describe('<shop-tickets> with a ticket whose VAT rate overflows', () => {
  beforeEach(() => freezeClock())

  it('says the ticket cannot be booked, shows no price for it and keeps its "+" off', async () => {
    overflowingAdultPrice()
    const { container, user } = await chooseOnSaturday('10:00', 0)
    const row = moreOf(ADULT).closest('[part="ticket"]')
    if (!(row instanceof HTMLElement)) throw new Error('no row')
    expect(row).toHaveTextContent('Gerade nicht buchbar: Der Preis dieses Tickets ist unlesbar.')
    expect(moreOf(ADULT)).toHaveAttribute('aria-disabled', 'true')
    await user.click(moreOf(ADULT))
    expect(quantityOf(ADULT)).toHaveTextContent('0')
    expect(container.textContent).not.toContain('∞')
    expect(within(row).queryByText(/je /)).toBeNull()
    // The other tickets of the time are sold as usual.
    expect(moreOf(REDUCED)).toHaveAttribute('aria-disabled', 'false')
  })
})
