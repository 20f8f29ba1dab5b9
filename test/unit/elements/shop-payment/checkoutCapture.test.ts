/**
 * The capture of the checkout flow against the fake v4 API: once per order, cart cleared only after it succeeded,
 * the success address of both shop types, and what a capture answer means.
 */
import { describe, expect, it, vi } from 'vitest'
import { captureOutcome } from '../../../../src/checkout/captureOutcome'
import { shopStore } from '../../../../src/store/shopStore'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { cartInStorage, checkoutOfStoredCart, donationsInStorage, SHOP, storeCart } from './checkoutFixtures'

describe('checkout: capture', () => {
  it('captures the created order, clears cart and donations, and goes to the success address', async () => {
    storeCart()
    shopStore.setState({ paymentMethod: 'PayPal' })
    const { checkout, events, navigate } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')

    await checkout.capture(orderId)

    const captures = requestsTo('/api/v4/payments/paypal/capture/ord_1/PAYPAL-1')
    expect(captures.map((request) => [request.method, request.body])).toEqual([['POST', null]])
    expect([cartInStorage(), donationsInStorage()]).toEqual([null, null])
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${SHOP}/#/checkout/success?ORDERID=ord_1`)
    expect(events.at(-1)).toEqual({
      name: 'shop-payment-succeeded',
      detail: {
        orderToken: 'ord_1',
        method: 'PayPal',
        redirectUrl: `${SHOP}/#/checkout/success?ORDERID=ord_1`,
      },
    })
  })

  it('goes to the second shop type’s success page with the token', async () => {
    storeCart()
    const { checkout, navigate } = checkoutOfStoredCart({ shopType: 'second' })
    await checkout.capture(await checkout.createOrder('paypal'))
    expect(navigate).toHaveBeenCalledWith(`${SHOP}/checkout/success/?token=ord_1`)
  })

  it('treats an empty 204 answer as captured', async () => {
    storeCart()
    knobs.failures.capture = 'empty204'
    const { checkout, navigate } = checkoutOfStoredCart()
    await checkout.capture(await checkout.createOrder('paypal'))
    expect(navigate).toHaveBeenCalledWith(`${SHOP}/#/checkout/success?ORDERID=ord_1`)
    expect(cartInStorage()).toBeNull()
  })

  it('keeps cart and donations and stays on the page when the capture answers ≥ 400', async () => {
    storeCart()
    knobs.captureStatus = 500
    const { checkout, navigate, events } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')

    await expect(checkout.capture(orderId)).rejects.toMatchObject({ name: 'HttpError', status: 500 })
    expect(cartInStorage()).not.toBeNull()
    expect(donationsInStorage()).not.toBeNull()
    expect(navigate).not.toHaveBeenCalled()
    expect(events.map((event) => event.name)).toEqual(['shop-order-created'])
  })

  it('clears the cart only once the capture has answered', async () => {
    storeCart()
    const { checkout } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')
    knobs.latencyMs = 200

    const capture = checkout.capture(orderId)
    await vi.waitFor(() => expect(requestsTo('/capture/ord_1/PAYPAL-1')).toHaveLength(1), { interval: 2 })
    expect(cartInStorage()).not.toBeNull()
    await capture
    expect(cartInStorage()).toBeNull()
  })

  it('captures once when PayPal approves the same order twice', async () => {
    storeCart()
    const { checkout, navigate } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')
    await Promise.all([checkout.capture(orderId), checkout.capture(orderId)])
    await checkout.capture(orderId)
    expect(requestsTo('/capture/ord_1/PAYPAL-1')).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('refuses to capture an order it did not create', async () => {
    storeCart()
    await expect(checkoutOfStoredCart().checkout.capture('FOREIGN-1')).rejects.toThrow('FOREIGN-1')
    expect(requestsTo('/capture/')).toHaveLength(0)
  })
})

describe('captureOutcome', () => {
  it('reads a completed capture, an empty answer and a pending capture as completed', () => {
    const payments = (status: string) => ({
      purchase_units: [{ payments: { captures: [{ id: 'C-1', status }] } }],
    })
    expect(captureOutcome(null)).toEqual({ kind: 'completed' })
    expect(captureOutcome(payments('COMPLETED'))).toEqual({ kind: 'completed' })
    expect(captureOutcome(payments('PENDING'))).toEqual({ kind: 'completed' })
  })

  it('reads a declined capture or authorization as a declined transaction with its status and id', () => {
    expect(
      captureOutcome({ purchase_units: [{ payments: { captures: [{ id: 'C-9', status: 'DECLINED' }] } }] }),
    ).toEqual({ kind: 'declined', transaction: { status: 'DECLINED', id: 'C-9' } })
    expect(
      captureOutcome({
        purchase_units: [{ payments: { authorizations: [{ id: 'A-2', status: 'FAILED' }] } }],
      }),
    ).toEqual({ kind: 'declined', transaction: { status: 'FAILED', id: 'A-2' } })
  })

  it('reads PayPal error details as a failure', () => {
    const outcome = captureOutcome({ details: [{ issue: 'INSTRUMENT_DECLINED' }], debug_id: 'dbg-7' })
    expect(outcome).toEqual({ kind: 'failed', message: 'The payment was not captured (dbg-7)' })
  })
})
