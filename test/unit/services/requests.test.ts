import { describe, expect, it } from 'vitest'
import { LISTING_REQUESTS, SHOP_REQUEST, type ApiRequest } from '../../../src/services/requests'
import { DAY_OFFER_REQUEST, TICKET_CALENDAR_REQUEST, TICKETS_REQUEST } from '../../../src/services/tickets'
import { apiQuery } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'

const month = { types: ['time_slot'] as const, startAt: '2026-05-01', endAt: '2026-05-31' }

describe('the request table', () => {
  it('keeps shop data fresh for 1000 s and between page views, unless the page says cache="memory"', () => {
    const shopData: ApiRequest<unknown>[] = [SHOP_REQUEST, ...Object.values(LISTING_REQUESTS)]
    for (const request of shopData) {
      expect(apiQuery(testConfig(), request)).toMatchObject({
        staleMs: 1_000_000,
        persist: expect.any(Object),
      })
      expect(apiQuery(testConfig({ cache: 'memory' }), request).persist).toBeNull()
    }
  })

  it('keeps ticket calls fresh for 60 s and never between page views', () => {
    const queries = [
      apiQuery(testConfig(), TICKETS_REQUEST, { types: ['normal'] }),
      apiQuery(testConfig(), TICKET_CALENDAR_REQUEST, month),
      apiQuery(testConfig(), DAY_OFFER_REQUEST, { type: 'time_slot', date: '2026-05-30' }),
    ]
    for (const query of queries) expect(query).toMatchObject({ staleMs: 60_000, persist: null })
  })

  it('gives each month, day and filter a cache entry of its own, whatever the order of the ids', () => {
    const key = (params: Parameters<typeof TICKET_CALENDAR_REQUEST.fetch>[1]) =>
      apiQuery(testConfig(), TICKET_CALENDAR_REQUEST, params).key
    expect(key({ ...month, ticketIds: [3, 1] })).toBe(key({ ...month, ticketIds: [1, 3] }))
    expect(key({ ...month, ticketIds: [1] })).not.toBe(key({ ...month, ticketIds: [1, 3] }))
    expect(key(month)).not.toBe(key({ ...month, startAt: '2026-06-01', endAt: '2026-06-30' }))
    const day = (date: string) => apiQuery(testConfig(), DAY_OFFER_REQUEST, { type: 'time_slot', date }).key
    expect(day('2026-05-30')).not.toBe(day('2026-05-31'))
    const dayTickets = apiQuery(testConfig(), DAY_OFFER_REQUEST, { type: 'normal', date: '2026-05-30' }).key
    expect(dayTickets).not.toBe(day('2026-05-30'))
    const list = (types: ('normal' | 'time_slot')[]) => apiQuery(testConfig(), TICKETS_REQUEST, { types }).key
    expect(list(['normal', 'time_slot'])).toBe(list(['time_slot', 'normal']))
  })
})
