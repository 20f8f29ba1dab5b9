// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { applyKnobsFromQuery, knobs } from '../../msw/knobs'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { TICKET_REFERENCE_DAY } from '../../msw/fixtures/ticketDays'
import { museumToday } from '../../../src/domain/tickets/wallClock'
import { callFakeApi, callFakeApiJson, type ListAnswer } from './callFakeApi'

type Calendar = { data: Record<string, boolean | string> }
type Quota = {
  ticket_ids: number[]
  capacities: Record<string, number>
  total_capacities?: Record<string, number>
}
type DayAnswer = { tickets: Record<string, { id: number }>; quotas: Record<string, Quota> }

const DAY = TICKET_REFERENCE_DAY
const listIds = async (query: Record<string, string | string[]>) =>
  (await callFakeApiJson<ListAnswer<'tickets'>>('/tickets', { query })).tickets.map((t) => t.id)
const day = (query: Record<string, string | string[]> = {}) =>
  callFakeApiJson<DayAnswer>('/tickets/list_and_quotas', { query: { valid_at: DAY, ...query } })

describe('fake GET /tickets', () => {
  it('honours the type, id, museum, exhibition and bookable filters', async () => {
    expect(await listIds({ 'by_ticket_types[]': 'time_slot' })).toEqual([247, 248, 51, 52, 53, 56, 57, 58])
    expect(await listIds({ 'by_ticket_types[]': ['normal', 'annual'] })).toEqual([54, 55, 59, 7, 9, 10])
    expect(await listIds({ 'by_ticket_types[]': 'annual', 'by_museum_ids[]': '2' })).toEqual([])
    expect(await listIds({ 'by_ticket_ids[]': ['52', '54'], by_bookable: 'true' })).toEqual([52, 54])
    expect(await listIds({ 'by_exhibition_ids[]': '11' })).toEqual([51, 52, 53])
    expect(await listIds({ 'by_exhibition_ids[]': '33', 'by_ticket_ids[]': '248' })).toEqual([248])
  })
})

describe('fake GET /tickets/list_and_quotas', () => {
  it("answers the day's matching tickets keyed by id, and only their quotas", async () => {
    const answer = await day({
      by_ticket_type: 'time_slot',
      'by_museum_ids[]': '20',
      'by_exhibition_ids[]': '11',
    })
    expect(Object.keys(answer.tickets)).toEqual(['51', '52', '53'])
    expect(Object.keys(answer.quotas)).toEqual(['61'])
    expect(answer.quotas['61']?.ticket_ids).toEqual([51, 52, 53])
    expect(answer.quotas['61']?.capacities[`${DAY}T11:30:00+02:00`]).toBe(3)
    expect(answer.quotas['61']?.total_capacities?.[`${DAY}T13:00:00+02:00`]).toBe(0)
  })

  it('gives every timed quota the pattern: only 3 at 11:30, sold out at 12:00, 13:00 not offered', async () => {
    const { quotas } = await day({ 'by_ticket_ids[]': ['247', '248', '51', '52', '53'] })
    expect(Object.keys(quotas)).toEqual(['19', '20', '61'])
    const at = (quota: Quota, time: string) => {
      const iso = `${DAY}T${time}:00+02:00`
      return [quota.capacities[iso], quota.total_capacities?.[iso]]
    }
    for (const quota of Object.values(quotas)) {
      const size = at(quota, '14:00')[1]
      expect([at(quota, '11:30'), at(quota, '12:00'), at(quota, '13:00')]).toEqual([
        [3, size],
        [0, size],
        [0, 0],
      ])
    }
  })

  it('refuses a valid_at that is no date', async () => {
    expect(
      (await callFakeApi('/tickets/list_and_quotas', { query: { valid_at: '30.05.2026' } })).status,
    ).toBe(400)
  })

  it('changes the places of one time for later calls', async () => {
    knobs.placesChanges.push({ quotaId: '61', day: DAY, time: '10:00', left: 1 })
    expect((await day()).quotas['61']?.capacities[`${DAY}T10:00:00+02:00`]).toBe(1)
    expect(
      (await day({ valid_at: '2026-06-06' })).quotas['61']?.capacities['2026-06-06T10:00:00+02:00'],
    ).toBe(12)
  })

  it('spoils its answer as the availability knob says', async () => {
    knobs.availabilityFault = 'missingTotals'
    expect(Object.values((await day()).quotas).every((quota) => !('total_capacities' in quota))).toBe(true)
    knobs.availabilityFault = 'ticketWithoutQuota'
    expect(Object.keys((await day({ by_ticket_type: 'time_slot' })).quotas)).toEqual([
      '20',
      '61',
      '63',
      '64',
      '65',
    ])
    knobs.availabilityFault = 'emptyList'
    expect(await day()).toEqual({ tickets: {}, quotas: {} })
    knobs.availabilityFault = 'unknownFields'
    expect((await day()).quotas['61']).toHaveProperty('colour')
  })
})

describe('fake GET /tickets/calendar', () => {
  const month = { start_at: '2026-05-01', end_at: '2026-05-31' }

  it('answers true/false per day, or a status text with depth=availability_status', async () => {
    const plain = await callFakeApiJson<Calendar>('/tickets/calendar', { query: month })
    expect(Object.keys(plain.data)).toHaveLength(31)
    expect([plain.data[DAY], plain.data['2026-05-31'], plain.data['2026-05-25']]).toEqual([
      true,
      false,
      false,
    ])
    const query = { ...month, depth: 'availability_status' }
    const text = await callFakeApiJson<Calendar>('/tickets/calendar', { query })
    expect([text.data[DAY], text.data['2026-05-31'], text.data['2026-05-25']]).toEqual([
      'available',
      'fully_booked',
      'unavailable',
    ])
  })

  it('has no available day for tickets that no quota covers', async () => {
    const query = { ...month, 'by_ticket_ids[]': String(TICKET_IDS.annual) }
    const answer = await callFakeApiJson<Calendar>('/tickets/calendar', { query })
    expect(Object.values(answer.data).every((value) => value === false)).toBe(true)
  })

  it('answers the month of the reference day when no range is given, and moves with it', async () => {
    expect(Object.keys((await callFakeApiJson<Calendar>('/tickets/calendar')).data)[0]).toBe('2026-05-01')
    knobs.ticketReferenceDay = '2026-10-24'
    const october = await callFakeApiJson<Calendar>('/tickets/calendar', {
      query: { depth: 'availability_status' },
    })
    expect(october.data['2026-10-25']).toBe('fully_booked')
    expect(october.data['2026-05-31']).toBeUndefined()
  })

  it('refuses more than 31 days and ranges that are no dates', async () => {
    const long = await callFakeApi('/tickets/calendar', {
      query: { start_at: '2026-05-01', end_at: '2026-06-01' },
    })
    expect(long.status).toBe(422)
    const wrong = await callFakeApi('/tickets/calendar', { query: { start_at: 'Mai', end_at: '2026-06-01' } })
    expect(wrong.status).toBe(400)
  })
})

describe('fake GET /tickets/{id}/capacity and /tickets/{id}', () => {
  const [first, second] = TICKET_IDS.combiParts
  const capacity = (id: number, date = DAY) =>
    callFakeApiJson<{ data: Record<string, number> }>(`/tickets/${id}/capacity`, { query: { date } })

  it("answers a ticket's places per time with all its quotas applied, as the places knob changes them", async () => {
    const iso = `${DAY}T14:00:00+02:00`
    expect([(await capacity(first)).data[iso], (await capacity(second)).data[iso]]).toEqual([20, 0])
    knobs.placesChanges.push({ quotaId: '64', day: DAY, time: '14:00', left: 2 })
    expect((await capacity(first)).data[iso]).toBe(2)
    // Closed on Mondays: no times.
    expect((await capacity(first, '2026-06-01')).data).toEqual({})
  })

  it('answers one ticket under "ticket", and 404 or 400 for an unknown ticket or a date that is none', async () => {
    const answer = await callFakeApiJson<{ ticket: { id: number } }>(`/tickets/${second}`)
    expect(answer.ticket.id).toBe(second)
    expect((await callFakeApi('/tickets/999')).status).toBe(404)
    expect((await callFakeApi('/tickets/999/capacity', { query: { date: DAY } })).status).toBe(404)
    expect((await callFakeApi(`/tickets/${first}/capacity`, { query: { date: 'morgen' } })).status).toBe(400)
  })
})

describe('ticket knobs from the query', () => {
  it('read the reference day, the availability fault and changed places', () => {
    applyKnobsFromQuery(
      '?ticketDay=2026-10-24&availability=missingTotals&places=61@2026-05-30T11:30=0,62@2026-05-30T10:00=7',
    )
    expect(knobs).toMatchObject({
      ticketReferenceDay: '2026-10-24',
      availabilityFault: 'missingTotals',
      placesChanges: [
        { quotaId: '61', day: '2026-05-30', time: '11:30', left: 0 },
        { quotaId: '62', day: '2026-05-30', time: '10:00', left: 7 },
      ],
    })
    applyKnobsFromQuery('?ticketDay=today')
    expect(knobs.ticketReferenceDay).toBe(museumToday())
  })

  it('skip what they do not know with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    applyKnobsFromQuery('?ticketDay=morgen&availability=broken&places=61@11:30=0')
    expect(knobs).toMatchObject({ ticketReferenceDay: DAY, availabilityFault: null, placesChanges: [] })
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('slow a ticket call down by the general slow knob', async () => {
    applyKnobsFromQuery('?slow=ticketsListAndQuotas:150')
    const started = Date.now()
    await day()
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })
})
