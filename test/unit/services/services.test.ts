import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { PaymentError, HttpError, NetworkError } from '../../../src/api/errors'
import { LISTING_REQUESTS, SHOP_REQUEST } from '../../../src/services/requests'
import { capturePayPalOrder, createOrder, fetchPayPalOrderDetails } from '../../../src/services/orders'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'

const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'en' })
const LIST = { locale: ['en'], per_page: ['1000'], page: ['1'] }

describe('services call the v4 API as documented', () => {
  it.each([
    ['shop', () => SHOP_REQUEST.fetch(client), 'GET', '/api/v4/shop', { locale: ['en'] }],
    ['museums', () => LISTING_REQUESTS.museums.fetch(client), 'GET', '/api/v4/museums', LIST],
    ['exhibitions', () => LISTING_REQUESTS.exhibitions.fetch(client), 'GET', '/api/v4/exhibitions', LIST],
    [
      'upcoming events',
      () => LISTING_REQUESTS.events.fetch(client),
      'GET',
      '/api/v4/events',
      { ...LIST, by_bookable: ['true'], with_bookings_in_future: ['1'] },
    ],
    ['tours', () => LISTING_REQUESTS.tours.fetch(client), 'GET', '/api/v4/tours', LIST],
    ['merchandises', () => LISTING_REQUESTS.merchandise.fetch(client), 'GET', '/api/v4/merchandises', LIST],
  ])('%s: %s %s with X-Shop-Url and the query', async (_name, call, method, pathname, query) => {
    const result = await call()
    expect(result).toBeTruthy()
    expect(requestLog).toHaveLength(1)
    expect(requestLog[0]).toMatchObject({ method, pathname, query })
    expect(requestLog[0]?.headers['x-shop-url']).toBe(TEST_SHOP_DOMAIN)
  })

  it('order creation posts the order request with the auth headers and returns token and provider order id', async () => {
    const auth = { 'Access-Token': 'tok', Client: 'cli', Uid: 'erika@example.org' }
    const body = {
      items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1 } }],
      total: 1200,
      payment_mode_id: '12',
    }
    const order = await createOrder(client, { ...body, payment_source: 'paypal', customer: null }, auth)
    expect(order).toEqual({ token: expect.any(String), providerOrderId: expect.any(String) })
    expect(requestLog[0]).toMatchObject({ method: 'POST', pathname: '/api/v4/orders', body })
    expect(requestLog[0]?.headers).toMatchObject({
      'access-token': 'tok',
      client: 'cli',
      uid: 'erika@example.org',
    })
  })

  it('an error field becomes a PaymentError with its message; no answer becomes "Database error"', async () => {
    const body = {
      items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1 } }],
      total: 1,
      payment_mode_id: '12',
    }
    knobs.orderError = 'Ausverkauft'
    const refused = await createOrder(client, body, {}).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(PaymentError)
    expect((refused as Error).message).toBe('Ausverkauft')
    knobs.orderError = null
    knobs.failures.orders = 'network'
    const lost = await createOrder(client, body, {}).catch((e: unknown) => e)
    expect(lost).toBeInstanceOf(NetworkError)
    expect((lost as Error).message).toBe('Database error')
  })

  it('capture posts no body; status ≥ 400 is an HttpError with status and message', async () => {
    await capturePayPalOrder(client, 'ord_1', 'PAYPAL-1')
    expect(requestLog[0]).toMatchObject({
      method: 'POST',
      pathname: '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1',
      body: null,
    })
    knobs.captureStatus = 500
    const error = await capturePayPalOrder(client, 'ord_1', 'PAYPAL-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('500 Capture failed')
  })

  it('order details are read for the Google Pay 3-D Secure decision', async () => {
    const details = await fetchPayPalOrderDetails(client, 'PAYPAL-1')
    expect(details).toMatchObject({ status: expect.any(String) })
    expect(requestLog[0]).toMatchObject({
      method: 'GET',
      pathname: '/api/v4/payments/paypal/details/PAYPAL-1',
    })
  })
})
