/**
 * Paying with PayPal in <shop-payment>, with react-paypal-js driving the PayPal double: choose the method, press the
 * button, and see where the page goes, what the fake API received and what the host page heard.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { shopStore } from '../../../../src/store/shopStore'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { cartInStorage, SHOP, storeCart } from './checkoutFixtures'
import { forgetPayPal, loadPayPal, renderPayment } from './shopPaymentRender'

beforeEach(forgetPayPal)

const SUCCESS = `${SHOP}/#/checkout/success?ORDERID=ord_1`
const failure = (message: string) => `${SHOP}/#/checkout/failure?payment_error=${encodeURIComponent(message)}`

/** Renders the element for the stored cart, loads PayPal (only PayPal eligible) and opens the PayPal option. */
async function openPayPal(outcome?: PayPalDoubleState['outcome']) {
  const rendered = renderPayment()
  await loadPayPal({ eligible: ['paypal'], ...(outcome && { outcome }) })
  await rendered.user.click(await screen.findByRole('radio', { name: 'PayPal' }))
  const button = await screen.findByRole('button', { name: 'PayPal (test double) paypal' })
  return { ...rendered, button }
}

const capturesSent = () => requestsTo('/api/v4/payments/paypal/capture/ord_1/PAYPAL-1').length

describe('<shop-payment>: paying with PayPal', () => {
  it('creates the order, captures it, clears the cart and goes to the success address', async () => {
    storeCart()
    const { button, user, navigate, events } = await openPayPal()
    expect(button.closest('[id="paypal"]')).not.toBeNull()

    await user.click(button)

    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(SUCCESS))
    expect(requestsTo('/api/v4/orders').map((request) => request.body)).toEqual([
      expect.objectContaining({
        total: 4999,
        payment_mode_id: '12',
        payment_source: 'paypal',
        customer: null,
      }),
    ])
    expect(capturesSent()).toBe(1)
    expect([cartInStorage(), localStorage.getItem(STORAGE_KEYS.donations)]).toEqual([null, null])
    expect(events.map((event) => event.name)).toEqual([
      'shop-payment-method-chosen',
      'shop-order-created',
      'shop-payment-succeeded',
    ])
    expect(events[0]?.detail).toEqual({ method: 'PayPal' })
    expect(shopStore.getState()).toMatchObject({ paymentMethod: 'PayPal', paymentPhase: 'captured' })
  })

  it('goes to the failure address with the order error and keeps the cart', async () => {
    storeCart()
    knobs.orderError = 'Sold out'
    const { button, user, navigate, events } = await openPayPal()
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(failure('Sold out')))
    expect(capturesSent()).toBe(0)
    expect(cartInStorage()).not.toBeNull()
    expect(events.at(-1)).toEqual({
      name: 'shop-payment-failed',
      detail: { method: 'PayPal', message: 'Sold out', stage: 'create' },
    })
  })

  it('says "Database error" on the failure page when the order request never reaches the server', async () => {
    storeCart()
    knobs.failures.orders = 'network'
    const { button, user, navigate } = await openPayPal()
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(failure('Database error')))
  })

  it('says "Something went wrong" when the capture fails, and keeps the cart', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    storeCart()
    knobs.captureStatus = 500
    const { button, user, navigate } = await openPayPal()
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(failure('Something went wrong')))
    expect(capturesSent()).toBe(1)
    expect(cartInStorage()).not.toBeNull()
    expect(error).toHaveBeenCalledWith('[museum-shop] <shop-payment> capture failed', '500 Capture failed')
  })

  it('goes to the failure address with PayPal’s own error message', async () => {
    storeCart()
    const { button, user, navigate } = await openPayPal('error')
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(failure('PayPal double error')))
    expect(capturesSent()).toBe(0)
  })

  it('does nothing when the buyer cancels', async () => {
    storeCart()
    const { button, user, navigate } = await openPayPal('cancel')
    await user.click(button)
    await waitFor(() =>
      expect(window.__paypalDouble?.calls).toContainEqual({ name: 'onCancel', detail: 'PAYPAL-1' }),
    )
    expect(navigate).not.toHaveBeenCalled()
    expect(capturesSent()).toBe(0)
    expect(cartInStorage()).not.toBeNull()
    expect(button).toBeEnabled()
  })

  it('captures once when PayPal approves twice', async () => {
    storeCart()
    const { button, user, navigate } = await openPayPal('approve-twice')
    await user.click(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(SUCCESS))
    expect(window.__paypalDouble?.calls?.filter((call) => call.name === 'onApprove')).toHaveLength(2)
    expect(capturesSent()).toBe(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('creates one order for a double click', async () => {
    storeCart()
    knobs.latencyMs = 50
    const { button, user, navigate } = await openPayPal()
    await user.dblClick(button)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(SUCCESS))
    expect(window.__paypalDouble?.calls?.filter((call) => call.name === 'createOrder')).toHaveLength(2)
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(capturesSent()).toBe(1)
  })

  it('orders a total of 0 with one control, no provider, straight to the success address', async () => {
    const items = [
      { type: 'Ticket', attributes: { id: 9, quantity: 1 }, name: 'Freier Eintritt', price_cents: 0 },
    ]
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ version: 1, items }))
    const { user, navigate } = renderPayment()
    const order = await screen.findByRole('button', { name: 'Kostenlos bestellen' })
    expect(screen.getByText('Der Gesamtbetrag ist 0: Es gibt nichts zu bezahlen.')).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
    await user.dblClick(order)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(SUCCESS))
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(requestsTo('/api/v4/orders')[0]?.body).toMatchObject({ total: 0, payment_mode_id: '12' })
  })
})
