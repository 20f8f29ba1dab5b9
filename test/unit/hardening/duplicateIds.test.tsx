/**
 * Lists that name an item twice, as overlapping pages do when the catalogue changes between two page requests: each
 * item is read once, so one choice never sets two rows and what is ordered is what was chosen.
 */
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { quotasSchema } from '../../../src/api/schemas/tickets'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { fetchEventDates } from '../../../src/services/eventDates'
import { fetchDayOffer, fetchTickets } from '../../../src/services/tickets'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { datesOfEventFixture } from '../../msw/fixtures/dates'
import { ticketsFixture } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { server } from '../../msw/server'
import { ADULT, chooseOnSaturday, freezeClock, quantityOf } from '../elements/shop-tickets/renderTickets'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })

/** Two pages of `key` that overlap by one item, the second page naming the id as text. */
function overlappingPages<T extends { id: number }>(path: string, key: string, items: readonly T[]) {
  const [first, second, third] = items
  if (!first || !second || !third) throw new Error('three items needed')
  return http.get(`*/api/v4${path}`, ({ request }) => {
    const page = new URL(request.url).searchParams.get('page')
    const meta = { total_count: 3 }
    return HttpResponse.json(
      page === '2'
        ? { [key]: [{ ...second, id: String(second.id) }, third], meta }
        : { [key]: [first, second], meta },
    )
  })
}

describe('a list read from the API', () => {
  it('reads a ticket named on two overlapping pages once', async () => {
    server.use(overlappingPages('/tickets', 'tickets', ticketsFixture()))
    const [a, b, c] = ticketsFixture()
    const tickets = await fetchTickets(client, { types: ['time_slot'] })
    expect(tickets.map((ticket) => ticket.id)).toEqual([a?.id, b?.id, c?.id])
  })

  it('reads an event date named twice once', async () => {
    const dates = datesOfEventFixture(22)
    server.use(overlappingPages('/events/22/dates', 'dates', [...dates, ...dates]))
    expect((await fetchEventDates(client, 22)).map((date) => date.id)).toEqual([102, 105])
  })

  it('reads tickets and quotas of a day named twice once, and their times once', async () => {
    knobs.availabilityFault = 'duplicated'
    const offer = await fetchDayOffer(client, { type: 'time_slot', date: '2026-05-30', exhibitionIds: [11] })
    const ids = offer.tickets.map((ticket) => ticket.id)
    expect(ids).toEqual([...new Set(ids)])
    expect(ids).toHaveLength(3)
    expect(offer.quotas.map((quota) => quota.id)).toEqual([...new Set(offer.quotas.map((q) => q.id))])
  })

  it('reads a quota listed twice once', () => {
    const quota = { id: 7, ticket_ids: [1], capacities: {}, total_capacities: {} }
    expect(quotasSchema.parse([quota, { ...quota, id: '7' }])).toHaveLength(1)
  })
})

describe('<shop-tickets> over a day that names each ticket twice', () => {
  beforeEach(() => freezeClock())

  it('shows one row per ticket, and one "+" puts one ticket in the cart', async () => {
    knobs.availabilityFault = 'duplicated'
    const { user } = await chooseOnSaturday('10:00', 1)
    expect(screen.getAllByRole('status', { name: `${ADULT}, Anzahl` })).toHaveLength(1)
    expect(quantityOf(ADULT)).toHaveTextContent('1')
    expect(screen.getAllByRole('radio', { name: /^10:00/ })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    await screen.findByText('1 Ticket für Sa, 30. Mai, 10:00 Uhr in den Warenkorb gelegt')
    const cart = JSON.parse(localStorage.getItem(KEYS.cart) ?? 'null') as { items: unknown[] }
    expect(cart.items).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ quantity: 1 }) }),
    ])
  })
})
