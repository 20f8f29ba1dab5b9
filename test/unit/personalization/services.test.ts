/**
 * The personalization's calls against the fake API: the order by token, read into sales and holders; sending one
 * sale, with the server's refusals placed at their holders and fields; the countries, every page of them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { HttpError } from '../../../src/api/errors'
import { OrderTokenError, PersonalizationRefusedError } from '../../../src/domain/personalization/errors'
import { finalizeRequest } from '../../../src/domain/personalization/holders'
import type { TicketSale } from '../../../src/domain/personalization/types'
import {
  COUNTRIES_REQUEST,
  fetchAnnualOrder,
  finalizePersonalization,
} from '../../../src/services/personalization'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { erikaValues } from '../../helpers/holders'
import { ANNUAL_ORDER_TOKENS } from '../../msw/fixtures/annualOrders'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'

beforeEach(() => {
  // The fake server's today, two days before the ticket data's Saturday, as in the other ticket tests.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-28T09:00:00+02:00'))
})

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })
const OPEN = ANNUAL_ORDER_TOKENS.open

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => null,
    (error: unknown) => error,
  )
}

async function saleOf(id: number): Promise<TicketSale> {
  const order = await fetchAnnualOrder(client, { token: OPEN })
  const sale = order.sales.find((candidate) => candidate.id === id)
  if (!sale) throw new Error(`no sale ${id}`)
  return sale
}

describe('fetchAnnualOrder', () => {
  it("asks GET /annual/order with the token and reads each sale's day and holders", async () => {
    const order = await fetchAnnualOrder(client, { token: OPEN })
    expect(requestsTo('/api/v4/annual/order')[0]?.query).toEqual({ token: [OPEN], locale: ['de'] })
    expect(order.sales).toEqual([
      {
        id: 51,
        title: 'Jahreskarte Museumsverbund Süd',
        startDay: '2026-06-01',
        personalizable: true,
        holders: [{ id: 71, ready: false, known: {} }],
      },
      {
        id: 52,
        title: 'Jahreskarte für zwei',
        startDay: '2026-05-27',
        personalizable: true,
        holders: [
          { id: 72, ready: false, known: {} },
          { id: 73, ready: false, known: {} },
        ],
      },
    ])
  })

  it('reads what the server knows of a personalized holder into the form’s fields', async () => {
    const order = await fetchAnnualOrder(client, { token: ANNUAL_ORDER_TOKENS.personalized })
    expect(order.sales[0]?.holders).toEqual([
      {
        id: 74,
        ready: true,
        known: {
          name: 'Max',
          surname: 'Mustermann',
          email: 'max@example.org',
          customer_salutation_id: '1',
          addr_street: 'Brunnenstraße 7',
          addr_zip: '10119',
          addr_city: 'Berlin',
          addr_country_id: '60',
        },
      },
    ])
  })

  it('turns the 404 of an unknown token into OrderTokenError', async () => {
    const error = await rejection(fetchAnnualOrder(client, { token: 'expired-token' }))
    expect(error).toBeInstanceOf(OrderTokenError)
    expect(error).toMatchObject({ problem: 'unknown', code: 'order_token' })
    expect((error as Error).message).not.toContain('expired-token')
  })

  it('leaves a failing server a failure (asking again can help)', async () => {
    knobs.failures.annualOrder = 'http500'
    const error = await rejection(fetchAnnualOrder(client, { token: OPEN }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ failure: 'unavailable' })
  })
})

describe('finalizePersonalization', () => {
  it('posts the sale with the token in the query and the request as the body', async () => {
    const sale = await saleOf(51)
    const request = finalizeRequest(sale, '2026-06-01', [erikaValues()])
    await finalizePersonalization(client, OPEN, request)
    const [sent] = requestsTo('/api/v4/annual/personalization/finalize')
    expect(sent).toMatchObject({ method: 'POST', query: { token: [OPEN], locale: ['de'] }, body: request })
    expect((await saleOf(51)).holders[0]?.ready).toBe(true)
  })

  it("places the server's messages at the holder and field they name", async () => {
    const sale = await saleOf(52)
    const request = finalizeRequest(sale, '2026-06-01', [
      erikaValues(),
      erikaValues({ addr_zip: '1234', name: ' ' }),
    ])
    const error = await rejection(finalizePersonalization(client, OPEN, request))
    expect(error).toBeInstanceOf(PersonalizationRefusedError)
    expect((error as PersonalizationRefusedError).errors).toEqual({
      holders: [{}, { name: 'muss ausgefüllt werden', addr_zip: 'ist keine gültige deutsche Postleitzahl' }],
      startDay: null,
      general: [],
    })
    expect((error as Error).message).not.toMatch(/Erika|1234/)
  })

  it('says a day in the past at the start day, and a sale told already for the whole sale', async () => {
    const sale = await saleOf(51)
    const past = await rejection(
      finalizePersonalization(client, OPEN, finalizeRequest(sale, '2020-01-01', [erikaValues()])),
    )
    expect((past as PersonalizationRefusedError).errors.startDay).toBe(
      'darf nicht in der Vergangenheit liegen',
    )
    await finalizePersonalization(client, OPEN, finalizeRequest(sale, '2030-01-01', [erikaValues()]))
    const again = await rejection(
      finalizePersonalization(client, OPEN, finalizeRequest(sale, '2030-01-01', [erikaValues()])),
    )
    expect((again as PersonalizationRefusedError).errors.general).toEqual([
      'Die Jahreskarte ist bereits personalisiert.',
    ])
  })

  it('turns an unknown token into OrderTokenError and a failed server into its HttpError', async () => {
    const sale = await saleOf(51)
    const request = finalizeRequest(sale, '2030-01-01', [erikaValues()])
    expect(await rejection(finalizePersonalization(client, 'unknown', request))).toBeInstanceOf(
      OrderTokenError,
    )
    knobs.failures.finalize = 'http500'
    const failed = await rejection(finalizePersonalization(client, OPEN, request))
    expect(failed).toBeInstanceOf(HttpError)
    expect(requestsTo('/api/v4/annual/personalization/finalize')).toHaveLength(2)
  })
})

describe('the countries', () => {
  it('follow every page of GET /countries', async () => {
    knobs.perPageCap = 5
    const countries = await COUNTRIES_REQUEST.fetch(client)
    expect(countries).toHaveLength(14)
    expect(countries.slice(0, 3)).toEqual([
      { id: 60, name: 'Deutschland', code: 'DE' },
      { id: 80, name: 'Vereinigtes Königreich', code: 'GB' },
      { id: 76, name: 'Frankreich', code: 'FR' },
    ])
    expect(requestsTo('/api/v4/countries').map((request) => request.query.page)).toEqual([
      ['1'],
      ['2'],
      ['3'],
    ])
  })
})
