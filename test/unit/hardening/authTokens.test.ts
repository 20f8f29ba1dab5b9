import { describe, expect, it, vi } from 'vitest'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'
import { checkoutOfStoredCart, logIn, storeCart, TOKEN_IN_COOKIE } from '../payment/checkoutFixtures'

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
  })

  it('the token is sent where it belongs: the order request headers', async () => {
    storeCart()
    logIn()
    const { checkout } = checkoutOfStoredCart()
    await checkout.createOrder('paypal')
    expect(requestsTo('/api/v4/orders')[0]?.headers['access-token']).toBe(TOKEN_IN_COOKIE)
  })
})
