import { describe, expect, it, vi } from 'vitest'
import { ROTATED_AUTH } from '../../msw/apiRoute'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'
import {
  checkoutOfStoredCart,
  logIn,
  storeCart,
  TOKEN_IN_COOKIE,
} from '../elements/shop-payment/checkoutFixtures'

/** Everything the console received, from every method. */
function spyConsole() {
  return (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => {}),
  )
}

describe('auth tokens never appear in logs, errors or events', () => {
  it.each([
    ['an order error', () => (knobs.orderError = 'Ausverkauft')],
    ['a network failure', () => (knobs.failures.orders = 'network')],
    ['a server error on create', () => (knobs.failures.orders = 'http500')],
    ['a busy server on create', () => (knobs.busy = { status: 429, retryAfter: '0', times: 1 })],
    [
      'an order error in an HTML page, with a renewed login',
      () => {
        knobs.orderError = 'Ausverkauft'
        knobs.errorBody = 'html'
        knobs.rotateAuth = 'renew'
      },
    ],
  ])('on %s', async (_case, breakIt) => {
    storeCart()
    logIn()
    breakIt()
    const spies = spyConsole()
    const { checkout, events } = checkoutOfStoredCart()
    const error = await checkout.createOrder('paypal').catch((e: unknown) => e)
    checkout.fail('create', error instanceof Error ? error.message : undefined)
    const seen = JSON.stringify([
      events,
      spies.map((spy) => spy.mock.calls.map((call) => call.map(String))),
      error instanceof Error ? [error.message, error.stack, String(error.cause)] : error,
    ])
    expect(events.length).toBeGreaterThan(0)
    expect(seen).not.toContain(TOKEN_IN_COOKIE)
    expect(seen).not.toContain(ROTATED_AUTH['access-token'])
  })

  it('a renewed login goes to the cookie only: not to events, logs or the next order’s errors', async () => {
    storeCart()
    logIn()
    knobs.rotateAuth = 'renew'
    const spies = spyConsole()
    const { checkout, events } = checkoutOfStoredCart()
    const orderId = await checkout.createOrder('paypal')
    knobs.captureStatus = 500
    const error = await checkout.capture(orderId).catch((e: unknown) => e)
    checkout.fail('capture', error instanceof Error ? error.message : undefined)
    const seen = JSON.stringify([
      events,
      spies.map((spy) => spy.mock.calls.map((call) => call.map(String))),
      error instanceof Error ? [error.message, error.stack, String(error.cause)] : error,
    ])
    expect(events.map((event) => event.name)).toEqual(['shop-order-created', 'shop-payment-failed'])
    expect(seen).not.toContain(ROTATED_AUTH['access-token'])
    expect(seen).not.toContain(TOKEN_IN_COOKIE)
    expect(decodeURIComponent(document.cookie)).toContain(ROTATED_AUTH['access-token'])
  })

  it('a renewed login that cannot be stored is reported without its value', async () => {
    storeCart()
    logIn()
    knobs.rotateAuth = 'renew'
    const spies = spyConsole()
    vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('cookies are disabled', 'SecurityError')
    })
    const { checkout } = checkoutOfStoredCart()
    await expect(checkout.createOrder('paypal')).resolves.toBe('PAYPAL-1')
    const logged = JSON.stringify(spies.map((spy) => spy.mock.calls.map((call) => call.map(String))))
    expect(logged).toContain('renewed login could not be stored')
    expect(logged).not.toContain(ROTATED_AUTH['access-token'])
    expect(logged).not.toContain(TOKEN_IN_COOKIE)
  })

  it('the token is sent where it belongs: the order request headers', async () => {
    storeCart()
    logIn()
    const { checkout } = checkoutOfStoredCart()
    await checkout.createOrder('paypal')
    expect(requestsTo('/api/v4/orders')[0]?.headers['access-token']).toBe(TOKEN_IN_COOKIE)
  })
})
