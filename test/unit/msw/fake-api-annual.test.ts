// @vitest-environment node
/**
 * The fake API's annual tickets: orders by token (two open sales, one personalized, the created orders' annual
 * lines), finalize with Rails' 422 answers and its memory of personalized sales, and the countries.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ERIKA } from '../../helpers/holders'
import { ANNUAL_ORDER_TOKENS } from '../../msw/fixtures/annualOrders'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { callFakeApi, callFakeApiJson, validOrderRequest, type ListAnswer } from './callFakeApi'

interface Sale {
  id: number
  title: string
  start_at: string
  personalizations: { id: number; ready: boolean }[]
}
type OrderAnswer = { order: { ticket_sales: Sale[] } }

const orderOf = (token: string) => callFakeApiJson<OrderAnswer>('/annual/order', { query: { token } })

const customer = ERIKA

const finalize = (token: string, personalization: object, locale = 'de') =>
  callFakeApi('/annual/personalization/finalize', {
    method: 'POST',
    query: { token },
    body: { personalization },
    locale,
  })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-05-28T09:00:00+02:00'))
})

describe('fake GET /annual/order', () => {
  it('answers the open order with two sales whose holders are not ready, in the documented shape', async () => {
    const { order } = await orderOf(ANNUAL_ORDER_TOKENS.open)
    expect(order).toMatchObject({ id: 85, customer: { name: 'Erika' }, shipping_address_id: 18 })
    expect(order.ticket_sales.map((sale) => [sale.id, sale.personalizations.map((p) => p.ready)])).toEqual([
      [51, [false]],
      [52, [false, false]],
    ])
  })

  it('answers the personalized order with its holder ready and known', async () => {
    const { order } = await orderOf(ANNUAL_ORDER_TOKENS.personalized)
    expect(order.ticket_sales[0]?.personalizations).toEqual([
      expect.objectContaining({ id: 74, ready: true, customer: expect.objectContaining({ name: 'Max' }) }),
    ])
  })

  it('answers an unknown token 404', async () => {
    const response = await callFakeApi('/annual/order', { query: { token: 'nope' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('answers an order it created with a sale per annual line and a holder per ticket, starting today', async () => {
    const request = validOrderRequest()
    const annualLine = { type: 'Ticket', attributes: { id: TICKET_IDS.annual, quantity: 2 } }
    await callFakeApi('/orders', { method: 'POST', body: request })
    await callFakeApi('/orders', {
      method: 'POST',
      body: { ...request, items: [...(request.items as object[]), annualLine] },
    })
    expect((await orderOf('ord_1')).order.ticket_sales).toEqual([])
    const [sale] = (await orderOf('ord_2')).order.ticket_sales
    expect(sale).toMatchObject({
      title: 'Jahreskarte Museumsverbund Süd',
      start_at: '2026-05-28T00:00:00+02:00',
      personalizations: [{ ready: false }, { ready: false }],
    })
    expect((await callFakeApi('/annual/order', { query: { token: 'ord_3' } })).status).toBe(404)
  })
})

describe('fake POST /annual/personalization/finalize', () => {
  it('refuses with 422, messages by attribute path and full messages, in the locale', async () => {
    const response = await finalize(
      ANNUAL_ORDER_TOKENS.open,
      {
        ticket_sale_id: 52,
        start_at: '2026-05-01',
        personalizations: [
          { id: 72, customer },
          { id: 73, customer: { ...customer, name: '', addr_zip: '1234', language_id: 9 } },
        ],
      },
      'en',
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        start_at: ['must not be in the past'],
        'personalizations[1].customer.name': ["can't be blank"],
        'personalizations[1].customer.language_id': ['is invalid'],
        'personalizations[1].customer.addr_zip': ['is not a valid German postcode'],
        full_messages: [
          'start at must not be in the past',
          "personalizations[1] customer name can't be blank",
          'personalizations[1] customer language id is invalid',
          'personalizations[1] customer addr zip is not a valid German postcode',
        ],
      },
    })
  })

  it('refuses holders that are not the sale’s, and an unknown sale', async () => {
    const wrong = await finalize(ANNUAL_ORDER_TOKENS.open, {
      ticket_sale_id: 52,
      start_at: '2026-06-01',
      personalizations: [{ id: 72, customer }],
    })
    expect(await wrong.json()).toMatchObject({ errors: { base: [expect.stringMatching(/passen nicht/)] } })
    const unknown = await finalize(ANNUAL_ORDER_TOKENS.open, { ticket_sale_id: 99, personalizations: [] })
    expect(await unknown.json()).toMatchObject({ errors: { ticket_sale_id: ['ist nicht gültig'] } })
  })

  it('takes a valid sale, which is personalized from then on', async () => {
    const personalization = {
      ticket_sale_id: 51,
      start_at: '2026-06-01',
      personalizations: [{ id: 71, customer }],
    }
    const response = await finalize(ANNUAL_ORDER_TOKENS.open, personalization)
    expect(response.status).toBe(200)
    expect((await orderOf(ANNUAL_ORDER_TOKENS.open)).order.ticket_sales.map((sale) => sale.id)).toEqual([
      51, 52,
    ])
    const [first, second] = (await orderOf(ANNUAL_ORDER_TOKENS.open)).order.ticket_sales
    expect(first?.personalizations[0]?.ready).toBe(true)
    expect(second?.personalizations.every((holder) => !holder.ready)).toBe(true)
    const again = await finalize(ANNUAL_ORDER_TOKENS.open, personalization)
    expect(await again.json()).toMatchObject({
      errors: { base: ['Die Jahreskarte ist bereits personalisiert.'] },
    })
  })

  it('answers an unknown token 404', async () => {
    expect((await finalize('nope', { ticket_sale_id: 51 })).status).toBe(404)
  })
})

describe('fake GET /countries', () => {
  it('lists the documented countries first, named in the locale', async () => {
    const en = await callFakeApiJson<ListAnswer<'countries', { id: number; name: string }>>('/countries', {
      locale: 'en',
    })
    expect(en.countries.slice(0, 4).map((country) => country.name)).toEqual([
      'Germany',
      'United Kingdom',
      'France',
      'Austria',
    ])
    knobs.fixtureSet = 'documented'
    const documented = await callFakeApiJson<ListAnswer<'countries'>>('/countries')
    expect(documented.meta).toEqual({ total_count: 249, page: 1, per_page: 25 })
  })
})
