// @vitest-environment node
/**
 * The fake API's holds: a hold takes places from what others see and gives them back to its holder
 * (`reservations[]`), lasts `holdSeconds`, is renewed up to `holdLimitSeconds` after it was made, and is released;
 * combination tickets and taken places are refused, and `refuseHolds` refuses everything.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { TICKET_REFERENCE_DAY } from '../../msw/fixtures/ticketDays'
import { knobs } from '../../msw/knobs'
import { callFakeApi, callFakeApiJson } from './callFakeApi'

type Reservation = {
  token: string
  quantity: number
  ticket_id: number
  start_at: string
  valid_until: string
}
type DayAnswer = { quotas: Record<string, { capacities: Record<string, number> }> }

const ELEVEN = `${TICKET_REFERENCE_DAY}T11:00:00+02:00`
const NOW = new Date('2026-05-28T09:00:00+02:00')

const hold = (ticketId: number, quantity: number, startAt = ELEVEN) =>
  callFakeApi('/tickets/reservations', {
    method: 'POST',
    body: { reservation: { ticket_id: ticketId, quantity, start_at: startAt } },
  })
const held = async (ticketId: number, quantity: number) =>
  ((await (await hold(ticketId, quantity)).json()) as { reservation: Reservation }).reservation
const renew = (token: string, quantity?: number) =>
  callFakeApi(`/tickets/reservations/${token}`, { method: 'PUT', body: { reservation: { quantity } } })
/** Places left of the timed quota at 11:00, for a caller holding `own`. */
const placesAtEleven = async (own: string[] = []) => {
  const answer = await callFakeApiJson<DayAnswer>('/tickets/list_and_quotas', {
    query: { valid_at: TICKET_REFERENCE_DAY, by_ticket_type: 'time_slot', 'reservations[]': own },
  })
  return answer.quotas['61']?.capacities[ELEVEN]
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('fake POST /tickets/reservations', () => {
  it('holds places for 5 minutes: others see fewer, the holder (reservations[]) sees them as free', async () => {
    expect(await placesAtEleven()).toBe(40)
    const reservation = await held(TICKET_IDS.adult, 3)
    expect(reservation).toEqual({
      token: expect.stringMatching(/^\w{22}$/),
      quantity: 3,
      ticket_id: TICKET_IDS.adult,
      start_at: ELEVEN,
      valid_until: '2026-05-28T09:05:00+02:00',
    })
    expect(await placesAtEleven()).toBe(37)
    expect(await placesAtEleven([reservation.token])).toBe(40)
    // Five minutes on, the hold has ended: its places are free again.
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000))
    expect(await placesAtEleven()).toBe(40)
  })

  it('refuses combination tickets, taken places and bad quantities with 422', async () => {
    const refused = await Promise.all([
      hold(TICKET_IDS.combi, 1, `${TICKET_REFERENCE_DAY}T10:00:00+02:00`),
      hold(TICKET_IDS.adult, 4, `${TICKET_REFERENCE_DAY}T11:30:00+02:00`),
      hold(TICKET_IDS.adult, 0),
    ])
    expect(refused.map((response) => response.status)).toEqual([422, 422, 422])
    expect(await refused[0]?.json()).toEqual({
      error: 'Reservations are not possible for combination tickets',
    })
    expect(await refused[1]?.json()).toEqual({ error: 'Only 3 places left' })
  })

  it('refuses every hold call with the status of refuseHolds', async () => {
    knobs.refuseHolds = 403
    expect((await hold(TICKET_IDS.adult, 1)).status).toBe(403)
    expect((await renew('anything', 1)).status).toBe(403)
  })
})

describe('fake PUT and DELETE /tickets/reservations/{token}', () => {
  it('renews for another 5 minutes and changes the quantity, never past an hour after the hold was made', async () => {
    knobs.holdLimitSeconds = 420
    const { token } = await held(TICKET_IDS.adult, 2)
    vi.setSystemTime(new Date(NOW.getTime() + 60_000))
    const renewed = (await (await renew(token, 5)).json()) as { reservation: Reservation }
    expect(renewed.reservation).toMatchObject({ quantity: 5, valid_until: '2026-05-28T09:06:00+02:00' })
    expect(await placesAtEleven()).toBe(35)
    vi.setSystemTime(new Date(NOW.getTime() + 4 * 60_000))
    const capped = (await (await renew(token)).json()) as { reservation: Reservation }
    expect(capped.reservation).toMatchObject({ quantity: 5, valid_until: '2026-05-28T09:07:00+02:00' })
  })

  it('answers 404 for a hold that ended, and releases a hold, which gives its places back', async () => {
    const first = await held(TICKET_IDS.adult, 2)
    const second = await held(TICKET_IDS.reduced, 1)
    expect(await placesAtEleven()).toBe(37)
    const released = await callFakeApi(`/tickets/reservations/${second.token}`, { method: 'DELETE' })
    expect(released.status).toBe(204)
    expect(await placesAtEleven()).toBe(38)
    vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000 + 1))
    expect((await renew(first.token, 2)).status).toBe(404)
  })
})
