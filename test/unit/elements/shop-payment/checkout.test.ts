/**
 * The checkout flow against the fake v4 API: what POST /orders receives, and where the page goes on
 * failure. The capture is in checkoutCapture.test.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { failureMessage } from '../../../../src/checkout/paypal/buttonFlow'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { checkoutOfStoredCart, logIn, SHOP, storeCart, TOKEN_IN_COOKIE } from './checkoutFixtures'

describe('checkout: order creation', () => {
  it('posts the cart and the donation as euro strings, the total in cents and the PayPal mode id as text', async () => {
    storeCart()
    const { checkout, events } = checkoutOfStoredCart()
    expect(checkout.totalCents).toBe(2 * 1250 + 1999 + 500)

    await expect(checkout.createOrder('paypal')).resolves.toBe('PAYPAL-1')

    const [request] = requestsTo('/api/v4/orders')
    expect(request?.method).toBe('POST')
    expect(request?.body).toEqual({
      items: [
        {
          type: 'Ticket',
          attributes: { id: 7, quantity: 2 },
          payment_attributes: {
            name: 'Tageskarte',
            unit_amount: { quantity: 2, value: '12.50', currency_code: 'EUR' },
          },
        },
        {
          type: 'Merchandise',
          attributes: { id: 3, quantity: 1 },
          payment_attributes: {
            name: 'Katalog',
            unit_amount: { quantity: 1, value: '19.99', currency_code: 'EUR' },
          },
        },
      ],
      donations: [{ value: 500, campaign_id: 1 }],
      total: 4999,
      payment_mode_id: '12',
      payment_source: 'paypal',
      customer: null,
    })
    expect(events).toEqual([
      {
        name: 'shop-order-created',
        detail: { orderToken: 'ord_1', providerOrderId: 'PAYPAL-1', totalCents: 4999, currency: 'EUR' },
      },
    ])
  })

  it('sends the auth headers of the auth_headers cookie, and the buyer e-mail when given', async () => {
    storeCart()
    logIn()
    await checkoutOfStoredCart().checkout.createOrder('card', { email: 'erika@example.org' })

    const [request] = requestsTo('/api/v4/orders')
    expect(request?.headers).toMatchObject({
      'access-token': TOKEN_IN_COOKIE,
      client: 'client-1',
      uid: 'erika@example.org',
      'x-shop-url': 'shop.demo-museum.de',
    })
    expect(request?.body).toMatchObject({ payment_source: 'card', customer: { email: 'erika@example.org' } })
  })

  it('sends no auth headers without the cookie', async () => {
    storeCart()
    await checkoutOfStoredCart().checkout.createOrder('paypal')
    const headers = requestsTo('/api/v4/orders')[0]?.headers ?? {}
    expect(Object.keys(headers)).not.toEqual(expect.arrayContaining(['access-token']))
    expect(headers).not.toHaveProperty('uid')
  })

  it('creates one order for two calls while the first is in flight (double click)', async () => {
    storeCart()
    knobs.latencyMs = 30
    const { checkout } = checkoutOfStoredCart()
    const ids = await Promise.all([checkout.createOrder('paypal'), checkout.createOrder('paypal')])
    expect(ids).toEqual(['PAYPAL-1', 'PAYPAL-1'])
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
  })

  it('rejects with the order error of the server, which becomes the failure message', async () => {
    storeCart()
    knobs.orderError = 'Sold out'
    const { checkout, navigate } = checkoutOfStoredCart()
    const error = await checkout.createOrder('paypal').catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'PaymentError', message: 'Sold out' })

    checkout.fail('create', failureMessage(error))
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${SHOP}/#/checkout/failure?payment_error=Sold%20out`)
  })

  it('rejects a network failure with "Database error"', async () => {
    storeCart()
    knobs.failures.orders = 'network'
    const error = await checkoutOfStoredCart()
      .checkout.createOrder('paypal')
      .catch((caught: unknown) => caught)
    expect(failureMessage(error)).toBe('Database error')
  })
})

describe('checkout: failure', () => {
  it('goes to the failure address with the message, or "Something went wrong" without one', () => {
    const { checkout, navigate, events } = checkoutOfStoredCart()
    checkout.fail('approve', 'Karte & Konto?')
    checkout.fail('capture')
    expect(navigate.mock.calls).toEqual([
      [`${SHOP}/#/checkout/failure?payment_error=Karte%20%26%20Konto%3F`],
      [`${SHOP}/#/checkout/failure?payment_error=Something%20went%20wrong`],
    ])
    expect(events.map((event) => event.detail)).toEqual([
      { method: 'unknown', message: 'Karte & Konto?', stage: 'approve' },
      { method: 'unknown', message: 'Something went wrong', stage: 'capture' },
    ])
  })

  it('uses error= on the second shop type’s failure page', () => {
    const { checkout, navigate } = checkoutOfStoredCart({ shopType: 'second' })
    checkout.fail('create', 'Database error')
    expect(navigate).toHaveBeenCalledWith(`${SHOP}/checkout/failure?error=Database%20error`)
  })

  it('never puts the buyer’s auth token into an event or the console', async () => {
    storeCart()
    logIn()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.captureStatus = 500
    const { checkout, events } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')
    await checkout.capture(orderId).catch(() => checkout.fail('capture'))
    expect(events).toHaveLength(2)
    expect(JSON.stringify([events, log.mock.calls])).not.toContain(TOKEN_IN_COOKIE)
  })
})
