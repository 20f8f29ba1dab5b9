// @vitest-environment node
/**
 * The hold calls as the services make them: the documented bodies, the answer read into a hold, the refusing
 * statuses as HoldRefusedError, a hold the server no longer has as HoldGoneError; and the availability calls that
 * send the visitor's holds back, with the holds in their cache keys.
 */
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { HttpError, InvalidDataError } from '../../../src/api/errors'
import { HoldGoneError, HoldRefusedError } from '../../../src/domain/tickets/errors'
import { deleteReservation, postReservation, putReservation } from '../../../src/services/holds'
import { DAY_OFFER_REQUEST, TICKET_CALENDAR_REQUEST } from '../../../src/services/tickets'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'
import { server } from '../../msw/server'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const ELEVEN = '2026-05-30T11:00:00+02:00'
const wanted = { ticketId: TICKET_IDS.adult, quantity: 2, startAt: ELEVEN }

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('postReservation', () => {
  it('sends the documented request and reads the hold from the answer', async () => {
    const reservation = await postReservation(client, wanted)
    expect(requestLog.at(-1)).toMatchObject({
      method: 'POST',
      pathname: '/api/v4/tickets/reservations',
      body: { reservation: { ticket_id: TICKET_IDS.adult, quantity: 2, start_at: ELEVEN } },
    })
    expect(reservation).toEqual({
      token: expect.any(String),
      quantity: 2,
      ticketId: TICKET_IDS.adult,
      startAt: ELEVEN,
      validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/),
    })
  })

  it.each([401, 403, 404, 422] as const)('turns a %i into HoldRefusedError', async (status) => {
    knobs.refuseHolds = status
    const error = await rejection(postReservation(client, wanted))
    expect(error).toBeInstanceOf(HoldRefusedError)
    expect(error).toMatchObject({ status, code: 'hold_refused' })
  })

  it('passes a server failure on as it is, and an answer without a token as invalid data', async () => {
    knobs.failures.reservations = 'http500'
    expect(await rejection(postReservation(client, wanted))).toBeInstanceOf(HttpError)
    knobs.failures = {}
    server.use(
      http.post('*/api/v4/tickets/reservations', () =>
        HttpResponse.json({ reservation: { quantity: 2, ticket_id: 51, start_at: ELEVEN } }),
      ),
    )
    expect(await rejection(postReservation(client, wanted))).toBeInstanceOf(InvalidDataError)
  })
})

describe('putReservation and deleteReservation', () => {
  it('renews with the quantity, and says when the server no longer has the hold', async () => {
    const { token } = await postReservation(client, wanted)
    const renewed = await putReservation(client, token, 3)
    expect(requestLog.at(-1)).toMatchObject({ method: 'PUT', body: { reservation: { quantity: 3 } } })
    expect(renewed).toMatchObject({ token, quantity: 3 })
    await deleteReservation(client, token)
    expect(requestLog.at(-1)).toMatchObject({
      method: 'DELETE',
      pathname: `/api/v4/tickets/reservations/${token}`,
    })
    expect(await rejection(putReservation(client, token, 3))).toBeInstanceOf(HoldGoneError)
    // Released twice: the server has no such hold, which is what was wanted.
    await expect(deleteReservation(client, token)).resolves.toBeUndefined()
  })
})

describe('availability with holds', () => {
  const day = { type: 'time_slot', date: '2026-05-30', exhibitionIds: [11] } as const
  const month = { types: ['time_slot'], startAt: '2026-05-01', endAt: '2026-05-31' } as const

  it('sends the holds as reservations[], in a fixed order that is part of the cache key', async () => {
    await DAY_OFFER_REQUEST.fetch(client, { ...day, reservations: ['b2', 'a1'] })
    expect(requestLog.at(-1)?.query['reservations[]']).toEqual(['a1', 'b2'])
    await TICKET_CALENDAR_REQUEST.fetch(client, { ...month, reservations: ['a1'] })
    expect(requestLog.at(-1)?.query['reservations[]']).toEqual(['a1'])
    const keyOf = DAY_OFFER_REQUEST.keyOf!
    expect(keyOf({ ...day, reservations: ['b2', 'a1'] })).toBe(keyOf({ ...day, reservations: ['a1', 'b2'] }))
    expect(keyOf({ ...day, reservations: ['a1'] })).not.toBe(keyOf(day))
    expect(keyOf({ ...day, reservations: [] })).toBe(keyOf(day))
    expect(TICKET_CALENDAR_REQUEST.keyOf!({ ...month, reservations: ['a1'] })).not.toBe(
      TICKET_CALENDAR_REQUEST.keyOf!(month),
    )
  })
})
