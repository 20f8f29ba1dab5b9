/**
 * The checkout when a capture gets no clear answer, against the fake v4 API: the order details decide, the cart is
 * cleared only for a capture found there, the note of the running capture survives only an unknown outcome, and a
 * checkout opened again resolves the note without capturing a second time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError, NetworkError } from '../../../../src/api/errors'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { CaptureOutcomeUnknownError } from '../../../../src/checkout/errors'
import { shopStore } from '../../../../src/store/shopStore'
import { knobs } from '../../../msw/knobs'
import { requestLog, requestsTo } from '../../../msw/requestLog'
import {
  cartInStorage,
  checkoutOfStoredCart,
  donationsInStorage,
  OUTCOME_UNKNOWN,
  SHOP,
  storeCart,
} from './checkoutFixtures'

const CAPTURE = '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1'
/** Every capture request, of any order. */
const capturesSent = () => requestLog.filter((request) => request.pathname.includes('/paypal/capture/'))
const DETAILS = '/api/v4/payments/paypal/details/PAYPAL-1'
const SUCCESS = `${SHOP}/#/checkout/success?ORDERID=ord_1`
const failure = (message: string) => `${SHOP}/#/checkout/failure?payment_error=${encodeURIComponent(message)}`
const note = () => sessionStorage.getItem(STORAGE_KEYS.pendingCapture)

afterEach(() => {
  vi.useRealTimers()
})

/** Lets the details' pauses pass on fake timers until `promise` settles. */
async function withPausesPassed<T>(promise: Promise<T>): Promise<T> {
  let settled = false
  const watched = promise.finally(() => (settled = true))
  watched.catch(() => undefined)
  while (!settled) await vi.advanceTimersByTimeAsync(500)
  return watched
}

async function orderedCheckout() {
  storeCart()
  shopStore.setState({ paymentMethod: 'PayPal' })
  const made = checkoutOfStoredCart()
  const orderId = await made.checkout.createOrder('paypal')
  return { ...made, orderId }
}

describe('checkout: a capture without a clear answer', () => {
  it('notes the capture before sending it and forgets the note once captured', async () => {
    const { checkout, orderId } = await orderedCheckout()
    knobs.latencyMs = 50
    const capture = checkout.capture(orderId)
    expect(JSON.parse(note() ?? 'null')).toMatchObject({
      orderToken: 'ord_1',
      providerOrderId: 'PAYPAL-1',
      method: 'PayPal',
      startedAt: expect.any(Number),
    })
    expect(shopStore.getState().paymentPhase).toBe('capturing')
    await capture
    expect(note()).toBeNull()
    expect(shopStore.getState().paymentPhase).toBe('captured')
  })

  it('treats a dropped answer as success when the details say COMPLETED: one capture, cart cleared', async () => {
    const { checkout, orderId, navigate, events } = await orderedCheckout()
    knobs.captureFault = 'dropAfterProcessing'

    await checkout.capture(orderId)

    expect(requestsTo(CAPTURE)).toHaveLength(1)
    expect(requestsTo(DETAILS)).toHaveLength(1)
    expect([cartInStorage(), donationsInStorage(), note()]).toEqual([null, null, null])
    expect(navigate).toHaveBeenCalledExactlyOnceWith(SUCCESS)
    expect(events.at(-1)).toEqual({
      name: 'shop-payment-succeeded',
      detail: { orderToken: 'ord_1', method: 'PayPal', redirectUrl: SUCCESS },
    })
  })

  it.each([
    ['a gateway timeout (504)', 504],
    ['a bad gateway (502)', 502],
  ])('asks the details after %s too', async (_, status) => {
    const { checkout, orderId, navigate } = await orderedCheckout()
    knobs.captureStatus = status
    knobs.details.status = 'COMPLETED'
    await checkout.capture(orderId)
    expect(requestsTo(DETAILS)).toHaveLength(1)
    expect(navigate).toHaveBeenCalledWith(SUCCESS)
  })

  it('fails as today when the details say APPROVED: cart and donations kept, note gone, methods open again', async () => {
    const { checkout, orderId, navigate } = await orderedCheckout()
    knobs.failures.capture = 'network'

    await expect(checkout.capture(orderId)).rejects.toBeInstanceOf(NetworkError)

    expect(requestsTo(DETAILS)).toHaveLength(1)
    expect(cartInStorage()).not.toBeNull()
    expect(donationsInStorage()).not.toBeNull()
    expect(note()).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
    expect(shopStore.getState().paymentPhase).toBe('idle')
  })

  it('asks no details when the server refused the capture (500)', async () => {
    const { checkout, orderId } = await orderedCheckout()
    knobs.captureStatus = 500
    await expect(checkout.capture(orderId)).rejects.toBeInstanceOf(HttpError)
    expect(requestsTo(DETAILS)).toHaveLength(0)
  })

  it('says the outcome is unknown when the details never answer: cart and note kept, token in the event', async () => {
    const { checkout, orderId, events, navigate } = await orderedCheckout()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    knobs.captureFault = 'dropAfterProcessing'
    knobs.failures.details = 'network'

    const error = await withPausesPassed(checkout.capture(orderId)).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(CaptureOutcomeUnknownError)
    expect(error).toMatchObject({
      orderToken: 'ord_1',
      providerOrderId: 'PAYPAL-1',
      message: OUTCOME_UNKNOWN,
    })
    expect(requestsTo(CAPTURE)).toHaveLength(1)
    expect(requestsTo(DETAILS)).toHaveLength(4)
    expect(vi.getTimerCount()).toBe(0)
    expect(cartInStorage()).not.toBeNull()
    expect(note()).not.toBeNull()
    expect(shopStore.getState().paymentPhase).toBe('unknown')

    checkout.fail('capture', 'Something went wrong', error)
    expect(navigate).toHaveBeenCalledExactlyOnceWith(failure(OUTCOME_UNKNOWN))
    expect(events.at(-1)).toEqual({
      name: 'shop-payment-failed',
      detail: { method: 'PayPal', message: OUTCOME_UNKNOWN, stage: 'capture', orderToken: 'ord_1' },
    })
  })

  it('creates no second order while a capture runs, once it is done, or once its outcome is unknown', async () => {
    const { checkout, orderId } = await orderedCheckout()
    knobs.latencyMs = 50
    const capture = checkout.capture(orderId)
    await expect(checkout.createOrder('ideal')).rejects.toThrow('already being completed')
    await capture
    await expect(checkout.createOrder('paypal')).rejects.toThrow('already being completed')
    shopStore.setState({ paymentPhase: 'unknown' })
    await expect(checkout.createOrder('paypal')).rejects.toThrow('already being completed')
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
  })
})

describe('checkout: opened again with a note of a running capture', () => {
  const NOTE = { orderToken: 'ord_1', providerOrderId: 'PAYPAL-1', method: 'PayPal', startedAt: Date.now() }

  it('reads a recent note and drops an old one (older than the client timeout plus the margin)', () => {
    const { checkout } = checkoutOfStoredCart()
    sessionStorage.setItem(STORAGE_KEYS.pendingCapture, JSON.stringify({ ...NOTE, startedAt: Date.now() }))
    expect(checkout.pendingCapture()).toMatchObject({ orderToken: 'ord_1' })
    sessionStorage.setItem(
      STORAGE_KEYS.pendingCapture,
      JSON.stringify({ ...NOTE, startedAt: Date.now() - 61_000 }),
    )
    expect(checkout.pendingCapture()).toBeNull()
    expect(note()).toBeNull()
  })

  it('goes to the success address when the details say COMPLETED, without capturing', async () => {
    storeCart()
    knobs.details.status = 'COMPLETED'
    const { checkout, navigate, events } = checkoutOfStoredCart()
    await checkout.resume(NOTE)
    await checkout.capture('PAYPAL-1')
    expect(capturesSent()).toHaveLength(0)
    expect(requestsTo(DETAILS)).toHaveLength(1)
    expect(navigate).toHaveBeenCalledExactlyOnceWith(SUCCESS)
    expect(cartInStorage()).toBeNull()
    expect(events.map((event) => event.name)).toEqual(['shop-payment-succeeded'])
  })

  it('goes to the failure address and keeps the cart when the details say APPROVED', async () => {
    storeCart()
    sessionStorage.setItem(STORAGE_KEYS.pendingCapture, JSON.stringify(NOTE))
    const { checkout, navigate, events } = checkoutOfStoredCart()
    await checkout.resume(NOTE)
    expect(capturesSent()).toHaveLength(0)
    expect(navigate).toHaveBeenCalledExactlyOnceWith(failure('Something went wrong'))
    expect(cartInStorage()).not.toBeNull()
    expect(note()).toBeNull()
    expect(events).toEqual([
      {
        name: 'shop-payment-failed',
        detail: { method: 'PayPal', message: 'Something went wrong', stage: 'capture' },
      },
    ])
  })

  it('says the outcome is unknown, with the token, when the details never answer', async () => {
    storeCart()
    sessionStorage.setItem(STORAGE_KEYS.pendingCapture, JSON.stringify(NOTE))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    knobs.failures.details = 'network'
    const { checkout, navigate, events } = checkoutOfStoredCart()
    await withPausesPassed(checkout.resume(NOTE))
    expect(navigate).toHaveBeenCalledExactlyOnceWith(failure(OUTCOME_UNKNOWN))
    expect(events.at(-1)?.detail).toEqual({
      method: 'PayPal',
      message: OUTCOME_UNKNOWN,
      stage: 'capture',
      orderToken: 'ord_1',
    })
    expect(note()).not.toBeNull()
    expect(cartInStorage()).not.toBeNull()
  })
})
