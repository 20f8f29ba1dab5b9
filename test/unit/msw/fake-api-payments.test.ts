import { describe, expect, it } from 'vitest'
import { knobs } from '../../msw/knobs'
import { sdkDoubleHandlers } from '../../msw/handlers'
import { requestsTo } from '../../msw/requestLog'
import { server } from '../../msw/server'
import { callFakeApi, validOrderRequest } from './callFakeApi'

const CAPTURE = '/payments/paypal/capture/ord_1/PAYPAL-1'

describe('fake v4 API: orders', () => {
  it('creates numbered orders with a token and the PayPal order id', async () => {
    const first = await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
    const second = await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({
      order: { token: 'ord_1', total_cents: 3998 },
      meta: { payment_result: { id: 'PAYPAL-1' } },
    })
    expect(await second.json()).toMatchObject({
      order: { token: 'ord_2' },
      meta: { payment_result: { id: 'PAYPAL-2' } },
    })
  })

  it('answers 422 with the error field when orderError is set', async () => {
    knobs.orderError = 'Sold out'
    const response = await callFakeApi('/orders', { method: 'POST', body: validOrderRequest() })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ error: 'Sold out' })
  })

  it.each([
    ['no items', { ...validOrderRequest(), items: [] }],
    ['euros instead of cents', { ...validOrderRequest(), total: 39.98 }],
    ['a numeric payment_mode_id', { ...validOrderRequest(), payment_mode_id: 12 }],
    ['an item without attributes', { ...validOrderRequest(), items: [{ type: 'Tour' }] }],
  ])('refuses an order with %s', async (_problem, body) => {
    const response = await callFakeApi('/orders', { method: 'POST', body })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid order: /)
  })
})

describe('fake v4 API: PayPal capture', () => {
  it('answers a completed capture for the PayPal order', async () => {
    const response = await callFakeApi(CAPTURE, { method: 'POST' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      id: 'PAYPAL-1',
      status: 'COMPLETED',
      purchase_units: [{ reference_id: 'ord_1', payments: { captures: [{ status: 'COMPLETED' }] } }],
    })
  })

  it('answers captureStatus ≥ 400 with message, details and debug_id', async () => {
    knobs.captureStatus = 502
    const response = await callFakeApi(CAPTURE, { method: 'POST' })
    expect(response.status).toBe(502)
    const body = (await response.json()) as {
      message: string
      details: { issue: string }[]
      debug_id: string
    }
    expect(body.message).toBe('Capture failed')
    expect(body.details[0]?.issue).toBe('INSTRUMENT_DECLINED')
    expect(body.debug_id).toEqual(expect.any(String))
  })
})

describe('fake v4 API: PayPal order details', () => {
  type Details = {
    status: string
    payment_source: {
      google_pay: { card: { authentication_result?: { three_d_secure: Record<string, string> } } }
    }
  }
  const readDetails = async () =>
    (await (await callFakeApi('/payments/paypal/details/PAYPAL-1')).json()) as Details

  it('answers APPROVED with 3-D Secure Y/Y by default', async () => {
    const details = await readDetails()
    expect(details.status).toBe('APPROVED')
    expect(details.payment_source.google_pay.card.authentication_result?.three_d_secure).toEqual({
      enrollment_status: 'Y',
      authentication_status: 'Y',
    })
  })

  it('answers what knobs.details says', async () => {
    knobs.details = { status: 'PAYER_ACTION_REQUIRED', enrollmentStatus: 'Y', authenticationStatus: 'N' }
    const details = await readDetails()
    expect(details.status).toBe('PAYER_ACTION_REQUIRED')
    expect(details.payment_source.google_pay.card.authentication_result?.three_d_secure).toEqual({
      enrollment_status: 'Y',
      authentication_status: 'N',
    })
  })

  it('leaves the 3-D Secure result out when both statuses are null', async () => {
    knobs.details = { status: 'PAYER_ACTION_REQUIRED', enrollmentStatus: null, authenticationStatus: null }
    const details = await readDetails()
    expect(details.payment_source.google_pay.card.authentication_result).toBeUndefined()
  })
})

describe('sdkDoubleHandlers', () => {
  it('serves the script for a URL pattern, whatever the query, and logs the request', async () => {
    server.use(...sdkDoubleHandlers({ 'https://www.paypal.com/sdk/js': 'window.paypalDouble = true' }))
    const response = await fetch('https://www.paypal.com/sdk/js?client-id=test-client-id&currency=EUR')
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(await response.text()).toBe('window.paypalDouble = true')
    expect(requestsTo('/sdk/js')[0]?.query).toMatchObject({
      'client-id': ['test-client-id'],
      currency: ['EUR'],
    })
  })
})
