// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  quotasSchema,
  ticketCalendarSchema,
  ticketListSchema,
  ticketSchema,
  ticketsAndQuotasSchema,
} from '../../../src/api/schemas/tickets'
import { documented } from '../../msw/fixtures/documented'
import { ticketsFixture } from '../../msw/fixtures/tickets'

const [documentedTicket] = documented('tickets').tickets

describe('ticketSchema', () => {
  it('reads the documented ticket', () => {
    expect(ticketSchema.parse(documentedTicket)).toEqual({
      id: 247,
      title: 'El Siglo de Oro mit Gemäldegalerie regulär',
      ticketType: 'time_slot',
      bookable: true,
      museumIds: [20],
      exhibitionIds: [2057, 33],
      quotaIds: [19],
      priceCents: 1400,
      vatPct: 0,
      taxIncluded: true,
      entryDuration: 30,
      minPersons: 0,
      maxPersons: 100,
      firstEntry: 660,
      lastEntry: 990,
      subTicketIds: [],
      isSubTicket: false,
      attendeesRequired: true,
    })
  })

  it('reads every ticket of the fake API: combination tickets, their parts, tickets that ask for names', () => {
    const tickets = ticketsFixture().map((raw) => ticketSchema.parse(raw))
    const ids = (keep: (ticket: (typeof tickets)[number]) => boolean) =>
      tickets.filter(keep).map((ticket) => ticket.id)
    expect(tickets.find((ticket) => ticket.id === 56)?.subTicketIds).toEqual([57, 58])
    expect(ids((ticket) => ticket.isSubTicket)).toEqual([57, 58])
    // The documented ticket and our copy of it; "optional" (our other tickets) asks for none.
    expect(ids((ticket) => ticket.attendeesRequired)).toEqual([247, 248])
  })

  it('takes VAT as text, string ids, a missing limit and missing entries', () => {
    const parsed = ticketSchema.parse({
      id: '7',
      name: ' Abendticket ',
      price_cents: 1000,
      vat_pct: '19.0',
      tax_included: false,
      max_persons: 0,
      first_entry: null,
    })
    expect(parsed).toMatchObject({
      id: 7,
      title: 'Abendticket',
      vatPct: 19,
      taxIncluded: false,
      maxPersons: null,
      firstEntry: null,
      museumIds: [],
      bookable: true,
    })
  })

  it('refuses a ticket without a price in cents', () => {
    expect(ticketSchema.safeParse({ ...documentedTicket, price_cents: '14,00' }).success).toBe(false)
    expect(ticketSchema.safeParse({ ...documentedTicket, price_cents: -1 }).success).toBe(false)
  })
})

describe('ticketListSchema', () => {
  it('reads tickets as a list or keyed by id, leaving out those that do not parse', () => {
    const list = [documentedTicket, { id: 'x', title: 'kaputt' }]
    expect(ticketListSchema.parse(list).map((ticket) => ticket.id)).toEqual([247])
    expect(ticketListSchema.parse({ 247: documentedTicket, 9: null }).map((ticket) => ticket.id)).toEqual([
      247,
    ])
    expect(ticketListSchema.parse('none')).toEqual([])
  })
})

describe('quotasSchema', () => {
  it('reads the documented capacities, their tickets under "tickets"', () => {
    expect(quotasSchema.parse(documented('capacitiesTotal').data)).toEqual([
      {
        id: '19',
        ticketIds: [247, 248],
        capacities: expect.objectContaining({ '2016-07-06T16:15:00+02:00': 0 }),
        totals: expect.objectContaining({ '2016-07-06T16:15:00+02:00': 30 }),
      },
    ])
  })

  it('keeps a quota without totals as such, and leaves out entries that are no whole numbers', () => {
    const [quota] = quotasSchema.parse({
      '5': {
        ticket_ids: [1],
        capacities: { '2026-05-30T10:00:00+02:00': 3, '2026-05-30T10:30:00+02:00': '4' },
      },
    })
    expect(quota).toEqual({
      id: '5',
      ticketIds: [1],
      capacities: { '2026-05-30T10:00:00+02:00': 3 },
      totals: null,
    })
  })

  it('reads a list of quotas by their ids and leaves out quotas it cannot read', () => {
    const quotas = quotasSchema.parse([
      { id: 8, ticket_ids: [1], capacities: {}, total_capacities: {} },
      { ticket_ids: [2], capacities: {}, total_capacities: {} },
      { id: 9, ticket_ids: [3], capacities: [20, 4] },
    ])
    expect(quotas.map((quota) => quota.id)).toEqual(['8'])
  })
})

describe('ticketsAndQuotasSchema', () => {
  const body = { tickets: { 247: documentedTicket }, quotas: documented('capacitiesTotal').data }

  it('reads tickets and quotas, bare or under data, with unknown fields', () => {
    for (const answer of [body, { data: body }, { ...body, colour: 'green', meta: { page: 1 } }]) {
      const parsed = ticketsAndQuotasSchema.parse(answer)
      expect(parsed.tickets.map((ticket) => ticket.id)).toEqual([247])
      expect(parsed.quotas.map((quota) => quota.id)).toEqual(['19'])
    }
  })

  it('reads the documented capacities answer as quotas without tickets', () => {
    const parsed = ticketsAndQuotasSchema.parse(documented('capacities'))
    expect(parsed.tickets).toEqual([])
    expect(parsed.quotas.map((quota) => [quota.id, quota.ticketIds, quota.totals])).toEqual([
      ['19', [247, 248], null],
      ['20', [248], null],
    ])
  })

  it('does not read what is no object', () => {
    for (const answer of [null, [], 'tickets', { data: [1, 2] }])
      expect(ticketsAndQuotasSchema.safeParse(answer).success).toBe(false)
  })
})

describe('ticketCalendarSchema', () => {
  it('reads the documented true/false answer', () => {
    expect(ticketCalendarSchema.parse(documented('calendar'))).toEqual({
      '2016-05-27': 'unavailable',
      '2016-05-28': 'unavailable',
      '2016-05-29': 'unavailable',
      '2016-05-30': 'available',
      '2016-05-31': 'available',
    })
  })

  it('reads a status text per day; unknown texts and values are unavailable, keys that are no days left out', () => {
    const answer = {
      data: {
        '2026-05-30': 'available',
        '2026-05-31': 'fully_booked',
        '2026-06-01': 'unavailable',
        '2026-06-02': 'sold_out_soon',
        '2026-06-03': 1,
        '2026-02-30': true,
        meta: true,
      },
    }
    expect(ticketCalendarSchema.parse(answer)).toEqual({
      '2026-05-30': 'available',
      '2026-05-31': 'fully_booked',
      '2026-06-01': 'unavailable',
      '2026-06-02': 'unavailable',
      '2026-06-03': 'unavailable',
    })
  })

  it('does not read a list of days', () => {
    expect(ticketCalendarSchema.safeParse({ data: ['2027-05-30'] }).success).toBe(false)
  })
})
