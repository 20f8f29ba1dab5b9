import { describe, expect, it } from 'vitest'
import { knobs } from '../../msw/knobs'
import { requestLog, requestsTo } from '../../msw/requestLog'
import { callFakeApi, callFakeApiJson, type ListAnswer } from './callFakeApi'

describe('fake v4 API: failure knobs', () => {
  it('http500 fails only the chosen endpoint', async () => {
    knobs.failures.shop = 'http500'
    const failed = await callFakeApi('/shop')
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ error: 'Internal Server Error' })
    expect((await callFakeApi('/museums')).status).toBe(200)
  })

  it('malformed answers 200 with a JSON content type and a body that is not JSON', async () => {
    knobs.failures.museums = 'malformed'
    const response = await callFakeApi('/museums')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    expect(() => JSON.parse(text)).toThrow(SyntaxError)
  })

  it('empty204 answers 204 with an empty body', async () => {
    knobs.failures.tours = 'empty204'
    const response = await callFakeApi('/tours')
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('network makes fetch reject', async () => {
    knobs.failures.orders = 'network'
    await expect(callFakeApi('/orders', { method: 'POST', body: {} })).rejects.toThrow(TypeError)
  })

  it('timeout never answers, so only the caller’s abort ends the request', async () => {
    knobs.failures.exhibitions = 'timeout'
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), 80)
    const started = Date.now()
    try {
      await expect(callFakeApi('/exhibitions', { signal: controller.signal })).rejects.toThrow(/abort/i)
    } finally {
      clearTimeout(timer)
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(70)
  })

  it('wrongTypes answers valid JSON whose fields have the wrong types', async () => {
    knobs.failures.shop = 'wrongTypes'
    knobs.failures.merchandises = 'wrongTypes'
    const shop = await callFakeApiJson<{ shop: { name: unknown } }>('/shop')
    expect(shop.shop.name).toBe(42)
    type Loose = ListAnswer<'merchandises', { id: unknown; title?: unknown }>
    const list = await callFakeApiJson<Loose>('/merchandises')
    expect(list.merchandises.some((item) => typeof item.id === 'string')).toBe(true)
    expect(list.merchandises.some((item) => item.title === undefined)).toBe(true)
  })

  it('failures still insist on X-Shop-Url, except transport failures', async () => {
    knobs.failures.shop = 'http500'
    knobs.failures.museums = 'network'
    expect((await callFakeApi('/shop', { withShopUrl: false })).status).toBe(400)
    await expect(callFakeApi('/museums', { withShopUrl: false })).rejects.toThrow(TypeError)
  })

  it('delays every answer by latencyMs', async () => {
    knobs.latencyMs = 60
    const started = Date.now()
    expect((await callFakeApi('/shop')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('keeps every answer while holdAnswers is set, and gives it when the test lets go', async () => {
    knobs.holdAnswers = true
    let answered = false
    const call = callFakeApi('/shop').then((response) => {
      answered = true
      return response
    })
    await expect.poll(() => requestsTo('/api/v4/shop').length).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(answered).toBe(false)
    knobs.holdAnswers = false
    expect((await call).status).toBe(200)
  })
})

describe('fake v4 API: request log', () => {
  it('records method, pathname, every query value and lower-cased headers', async () => {
    await callFakeApi('/events', {
      query: { by_bookable: 'true', with_bookings_in_future: '1', category_id: ['3', '4'] },
      headers: { 'Access-Token': 'token-1' },
    })
    expect(requestLog).toHaveLength(1)
    expect(requestLog[0]).toMatchObject({
      method: 'GET',
      pathname: '/api/v4/events',
      query: {
        locale: ['de'],
        by_bookable: ['true'],
        with_bookings_in_future: ['1'],
        category_id: ['3', '4'],
      },
      headers: { 'x-shop-url': 'shop.museumssonntag.berlin', 'access-token': 'token-1' },
      body: null,
    })
  })

  it('records a JSON body parsed, and requests that were refused or failed', async () => {
    knobs.failures.capture = 'http500'
    await callFakeApi('/orders', { method: 'POST', body: { total: 0 } })
    await callFakeApi('/payments/paypal/capture/ord_1/PAYPAL-1', { method: 'POST' })
    await callFakeApi('/shop', { withShopUrl: false })
    expect(requestLog.map((entry) => entry.pathname)).toEqual([
      '/api/v4/orders',
      '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1',
      '/api/v4/shop',
    ])
    expect(requestLog[0]?.body).toEqual({ total: 0 })
    expect(requestLog[1]?.body).toBeNull()
  })

  it('finds requests by pathname suffix', async () => {
    await callFakeApi('/tickets')
    await callFakeApi('/tickets/calendar')
    await callFakeApi('/tickets')
    expect(requestsTo('/api/v4/tickets')).toHaveLength(2)
    expect(requestsTo('/calendar')).toHaveLength(1)
  })
})
