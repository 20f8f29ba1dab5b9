// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { recheckSelection } from '../../../src/domain/tickets/recheck'
import { museumNow } from '../../../src/domain/tickets/wallClock'
import { fetchDayOffer } from '../../../src/services/tickets'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { knobs } from '../../msw/knobs'
import { at, contextOf, minutesOf, TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const DAY = TICKET_REFERENCE_DAY
const { adult, reduced } = TICKET_IDS
const fresh = () =>
  fetchDayOffer(client, { type: 'time_slot', date: DAY, museumIds: [20], exhibitionIds: [11] })
const fillUp = (time: string, left: number) =>
  knobs.placesChanges.push({ quotaId: '61', day: DAY, time, left })
const choice = { [adult]: 2, [reduced]: 1 }
const TEN = minutesOf('10:00')

describe('recheckSelection against the places asked again', () => {
  it('is ok while the choice still fits', async () => {
    expect(recheckSelection(contextOf(await fresh()), TEN, choice)).toEqual({ status: 'ok' })
  })

  it('says what changed when the time filled up between two calls, and offers the nearest times where all fits', async () => {
    const before = await fresh()
    expect(recheckSelection(contextOf(before), TEN, choice).status).toBe('ok')
    fillUp('10:00', 2)
    const result = recheckSelection(contextOf(await fresh()), TEN, choice)
    expect(result).toMatchObject({ status: 'changed', placesLeft: 2, limits: { [adult]: 2, [reduced]: 2 } })
    // 10:30 and 11:00 have 40 places, 11:30 exactly the 3 asked; 12:00 is sold out.
    const times = result.status === 'changed' ? result.alternatives.map((slot) => slot.time) : []
    expect(times).toEqual(['10:30', '11:00', '11:30'])
  })

  it('prefers the earlier of two times equally near', async () => {
    fillUp('11:00', 0)
    const result = recheckSelection(contextOf(await fresh()), minutesOf('11:00'), choice)
    const times = result.status === 'changed' ? result.alternatives.map((slot) => slot.time) : []
    expect(times).toEqual(['10:30', '11:30', '10:00'])
  })

  it('counts the cart against the alternatives, and never offers a time that has begun', async () => {
    fillUp('10:00', 0)
    const cart = [{ ticketId: reduced, quantity: 1, time: at('11:30') }]
    // 08:40 UTC is 10:40 in Berlin: 10:30 has begun.
    const now = museumNow(Date.UTC(2026, 4, 30, 8, 40))
    const result = recheckSelection(contextOf(await fresh(), cart), TEN, choice, now)
    expect(result).toMatchObject({ status: 'changed', placesLeft: 0, limits: { [adult]: 0, [reduced]: 0 } })
    const times = result.status === 'changed' ? result.alternatives.map((slot) => slot.time) : []
    expect(times).toEqual(['11:00', '12:30', '13:30'])
  })

  it('is changed when the chosen time has begun meanwhile', async () => {
    const now = museumNow(Date.UTC(2026, 4, 30, 8, 5))
    expect(recheckSelection(contextOf(await fresh()), TEN, choice, now).status).toBe('changed')
  })
})
