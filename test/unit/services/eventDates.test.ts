// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { HttpError } from '../../../src/api/errors'
import { UnknownEventError } from '../../../src/domain/eventDates/errors'
import { fetchEvent, fetchEventDates } from '../../../src/services/eventDates'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { datesOfEventFixture } from '../../msw/fixtures/dates'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'
import { server } from '../../msw/server'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (reason: unknown) => reason,
  )

describe('fetchEvent', () => {
  it('reads the event of GET /events/{id}', async () => {
    expect(await fetchEvent(client, 22)).toEqual({
      id: 22,
      title: 'Holzschnitt-Workshop für Kinder 🎨',
      priceCents: null,
    })
    expect(requestLog[0]).toMatchObject({ pathname: '/api/v4/events/22', query: { locale: ['de'] } })
  })

  it("turns the shop's 404 into an unknown event, and leaves other failures as they are", async () => {
    const unknown = await rejection(fetchEvent(client, 999))
    expect(unknown).toBeInstanceOf(UnknownEventError)
    expect(unknown).toMatchObject({
      reason: 'not_found',
      eventId: 999,
      failure: 'broken',
      code: 'unknown_event',
    })
    knobs.failures.event = 'http500'
    const failed = await rejection(fetchEvent(client, 22))
    expect(failed).toBeInstanceOf(HttpError)
    expect(failed).toMatchObject({ status: 500, failure: 'unavailable' })
  })
})

describe('fetchEventDates', () => {
  it('reads every date of GET /events/{id}/dates', async () => {
    const dates = await fetchEventDates(client, 22)
    expect(dates.map((date) => [date.id, date.seatsAvailable, date.maxPerRegistration])).toEqual([
      [102, 0, null],
      [105, 7, 4],
    ])
    expect(requestLog[0]).toMatchObject({
      pathname: '/api/v4/events/22/dates',
      query: { per_page: ['1000'] },
    })
  })

  it('leaves out a date it cannot read, with one console line', async () => {
    const [first, second] = datesOfEventFixture(22)
    server.use(
      http.get('*/api/v4/events/22/dates', () =>
        HttpResponse.json({ dates: [{ ...first, start_time: 'bald' }, second], meta: { total_count: 2 } }),
      ),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await fetchEventDates(client, 22)).map((date) => date.id)).toEqual([105])
    expect(warn).toHaveBeenCalledOnce()
  })
})
