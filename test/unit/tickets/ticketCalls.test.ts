// @vitest-environment node
/** The ticket calls of annual and combination tickets: what they ask the fake API and what they read. */
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { TicketAvailabilityError } from '../../../src/domain/tickets/errors'
import {
  fetchTicketCapacity,
  fetchTickets,
  TICKET_CAPACITY_REQUEST,
  TICKET_REQUEST,
} from '../../../src/services/tickets'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'
import { at, TICKET_IDS, TICKET_REFERENCE_DAY as DAY } from './offers'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const [first] = TICKET_IDS.combiParts

describe('the annual tickets list', () => {
  it('asks GET /tickets for bookable annual tickets, with no day', async () => {
    const tickets = await fetchTickets(client, { types: ['annual'] })
    expect(tickets.map((ticket) => [ticket.id, ticket.ticketType])).toEqual([
      [TICKET_IDS.annual, 'annual'],
      [TICKET_IDS.annualReduced, 'annual'],
    ])
    const { query } = requestLog[0]!
    expect(query['by_ticket_types[]']).toEqual(['annual'])
    expect(query.by_bookable).toEqual(['true'])
    expect(Object.keys(query).filter((name) => /valid_at|start_at|date/.test(name))).toEqual([])
  })
})

describe('a ticket of its own and its places', () => {
  it('reads one ticket from GET /tickets/{id}', async () => {
    const part = await TICKET_REQUEST.fetch(client, first)
    expect(requestLog[0]?.pathname).toBe(`/api/v4/tickets/${first}`)
    expect(part).toMatchObject({ id: first, isSubTicket: true, priceCents: 0, ticketType: 'time_slot' })
  })

  it('reads the places of one day from GET /tickets/{id}/capacity?date=…, one cache entry per ticket and day', async () => {
    const capacity = await fetchTicketCapacity(client, { ticketId: first, date: DAY })
    expect(requestLog[0]).toMatchObject({
      pathname: `/api/v4/tickets/${first}/capacity`,
      query: { date: [DAY] },
    })
    expect([capacity[at('11:30')], capacity[at('12:00')], capacity[at('13:00')]]).toEqual([3, 0, undefined])
    const key = TICKET_CAPACITY_REQUEST.keyOf
    expect(key?.({ ticketId: first, date: DAY })).not.toBe(key?.({ ticketId: first, date: '2026-05-31' }))
    expect(TICKET_CAPACITY_REQUEST).toMatchObject({ staleMs: 60_000, persist: false })
  })

  it('reads the documented capacity answer', async () => {
    knobs.fixtureSet = 'documented'
    const capacity = await fetchTicketCapacity(client, { ticketId: 247, date: '2016-07-06' })
    expect(capacity['2016-07-06T11:00:00+02:00']).toBe(15)
  })

  it('turns an unreadable capacity answer into the availability error', async () => {
    knobs.failures.ticketCapacity = 'malformed'
    await expect(fetchTicketCapacity(client, { ticketId: first, date: DAY })).rejects.toBeInstanceOf(
      TicketAvailabilityError,
    )
  })
})
