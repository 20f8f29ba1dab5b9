// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { HttpError } from '../../../src/api/errors'
import { TicketAvailabilityError } from '../../../src/domain/tickets/errors'
import {
  fetchDayOffer,
  fetchTicketCalendar,
  fetchTickets,
  type DayOfferParams,
} from '../../../src/services/tickets'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { knobs, type FailureMode } from '../../msw/knobs'
import type { AvailabilityFault } from '../../msw/ticketKnobs'
import { requestLog } from '../../msw/requestLog'
import { TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const DAY = TICKET_REFERENCE_DAY
const timedDay: DayOfferParams = { type: 'time_slot', date: DAY, museumIds: [20], exhibitionIds: [11] }
const may = { types: ['time_slot'], museumIds: [20], startAt: '2026-05-01', endAt: '2026-05-31' } as const

async function availabilityProblem(call: () => Promise<unknown>): Promise<string> {
  const error = await call().then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof TicketAvailabilityError))
    throw new Error(`not an availability error: ${String(error)}`)
  return error.problem
}

describe('fetchTickets', () => {
  it('asks GET /tickets with the types and filters, every page', async () => {
    const tickets = await fetchTickets(client, { types: ['time_slot'], museumIds: [20] })
    // The combination ticket and its first part are of the museum too.
    expect(tickets.map((ticket) => ticket.id)).toEqual([247, 248, 51, 52, 53, 56, 57])
    expect(requestLog[0]).toMatchObject({
      pathname: '/api/v4/tickets',
      query: {
        'by_ticket_types[]': ['time_slot'],
        'by_museum_ids[]': ['20'],
        by_bookable: ['true'],
        per_page: ['1000'],
        page: ['1'],
      },
    })
    const [ticket] = await fetchTickets(client, { types: ['normal', 'time_slot'], ticketIds: [54, 51] })
    expect(ticket?.id).toBe(51)
    expect(requestLog[1]?.query['by_ticket_ids[]']).toEqual(['51', '54'])
  })
})

describe('fetchTicketCalendar', () => {
  it('asks one request for a month with the filters and the status per day', async () => {
    const calendar = await fetchTicketCalendar(client, may)
    expect(requestLog).toHaveLength(1)
    expect(requestLog[0]).toMatchObject({
      pathname: '/api/v4/tickets/calendar',
      query: {
        start_at: ['2026-05-01'],
        end_at: ['2026-05-31'],
        depth: ['availability_status'],
        'by_ticket_types[]': ['time_slot'],
        'by_museum_ids[]': ['20'],
        by_bookable: ['true'],
      },
    })
    expect(Object.keys(calendar)).toHaveLength(31)
    expect([calendar['2026-05-30'], calendar['2026-05-31'], calendar['2026-05-25']]).toEqual([
      'available',
      'fully_booked',
      'unavailable',
    ])
  })

  it('never asks for more than 31 days', async () => {
    await expect(fetchTicketCalendar(client, { ...may, endAt: '2026-06-01' })).rejects.toThrow(RangeError)
    await expect(fetchTicketCalendar(client, { ...may, endAt: '2026-04-30' })).rejects.toThrow(RangeError)
    expect(requestLog).toHaveLength(0)
  })

  it.each<FailureMode>(['malformed', 'wrongTypes'])(
    'turns a %s answer into an availability error',
    async (mode) => {
      knobs.failures.ticketsCalendar = mode
      expect(await availabilityProblem(() => fetchTicketCalendar(client, may))).toBe('malformed')
    },
  )

  it('reads the documented true/false answer', async () => {
    knobs.fixtureSet = 'documented'
    expect(await fetchTicketCalendar(client, may)).toMatchObject({ '2016-05-30': 'available' })
  })
})

describe('fetchDayOffer', () => {
  it('asks the timed tickets of a day with the singular type filter, and reads them keyed by id', async () => {
    const offer = await fetchDayOffer(client, timedDay)
    expect(requestLog[0]).toMatchObject({
      pathname: '/api/v4/tickets/list_and_quotas',
      query: {
        valid_at: [DAY],
        by_ticket_type: ['time_slot'],
        'by_museum_ids[]': ['20'],
        'by_exhibition_ids[]': ['11'],
        by_bookable: ['true'],
        per_page: ['1000'],
      },
    })
    expect(offer.tickets.map((ticket) => ticket.id)).toEqual([51, 52, 53])
    expect(offer.quotas.map((quota) => quota.id)).toEqual(['61'])
  })

  it('asks day tickets with the list filter', async () => {
    const offer = await fetchDayOffer(client, { type: 'normal', date: DAY, museumIds: [2] })
    expect(requestLog[0]?.query['by_ticket_types[]']).toEqual(['normal'])
    expect(requestLog[0]?.query).not.toHaveProperty('by_ticket_type')
    expect(offer.tickets.map((ticket) => ticket.id)).toEqual([TICKET_IDS.day])
  })

  it.each<[AvailabilityFault, string]>([
    ['missingTotals', 'missing_totals'],
    ['ticketWithoutQuota', 'ticket_without_quota'],
    ['emptyList', 'no_tickets'],
  ])('turns availability with %s into the availability error %s', async (fault, problem) => {
    knobs.availabilityFault = fault
    expect(await availabilityProblem(() => fetchDayOffer(client, timedDay))).toBe(problem)
  })

  it('reads availability with unknown fields as usual', async () => {
    knobs.availabilityFault = 'unknownFields'
    expect((await fetchDayOffer(client, timedDay)).tickets).toHaveLength(3)
  })

  it.each<[FailureMode, string]>([
    ['malformed', 'malformed'],
    ['wrongTypes', 'no_tickets'],
    ['empty204', 'malformed'],
  ])('turns a %s answer into the availability error %s', async (mode, problem) => {
    knobs.failures.ticketsListAndQuotas = mode
    expect(await availabilityProblem(() => fetchDayOffer(client, timedDay))).toBe(problem)
  })

  it('passes a server error on as it is', async () => {
    knobs.failures.ticketsListAndQuotas = 'http500'
    await expect(fetchDayOffer(client, timedDay)).rejects.toBeInstanceOf(HttpError)
  })

  it('finds no tickets in the documented capacities answer, which names none', async () => {
    knobs.fixtureSet = 'documented'
    expect(await availabilityProblem(() => fetchDayOffer(client, timedDay))).toBe('no_tickets')
  })
})
