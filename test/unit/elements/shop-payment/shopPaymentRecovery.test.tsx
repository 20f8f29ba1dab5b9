/**
 * <shop-payment> when a payment is under way: a capture begun before the page was opened again is checked first
 * (its result instead of the methods), and while a capture runs the methods cannot be used.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as STORAGE_KEYS } from '../../../../src/domain/shop/storageKeys'
import { knobs } from '../../../msw/knobs'
import { requestLog, requestsTo } from '../../../msw/requestLog'
import { cartInStorage, SHOP, storeCart } from './checkoutFixtures'
import { forgetPayPal, loadPayPal, payPalScript, renderPayment } from './shopPaymentRender'

beforeEach(forgetPayPal)

const SUCCESS = `${SHOP}/#/checkout/success?ORDERID=ord_7`
const capturesSent = () => requestLog.filter((request) => request.pathname.includes('/paypal/capture/'))

function noteCapture(startedAt = Date.now()): void {
  const note = { orderToken: 'ord_7', providerOrderId: 'PAYPAL-7', method: 'PayPal', startedAt }
  sessionStorage.setItem(STORAGE_KEYS.pendingCapture, JSON.stringify(note))
}

describe('<shop-payment>: a capture begun before the page opened', () => {
  it('checks it first and shows its result instead of the methods, without capturing again', async () => {
    storeCart()
    noteCapture()
    knobs.details.status = 'COMPLETED'
    knobs.latencyMs = 30
    const { navigate, events } = renderPayment()

    expect(await screen.findByRole('status')).toHaveTextContent('Wir prüfen Ihre begonnene Zahlung …')
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
    await waitFor(() => expect(navigate).toHaveBeenCalledExactlyOnceWith(SUCCESS))
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Zahlung ist eingegangen.')
    expect(requestsTo('/api/v4/payments/paypal/details/PAYPAL-7')).toHaveLength(1)
    expect(capturesSent()).toHaveLength(0)
    expect(document.head.querySelector('script[src*="paypal.com/sdk/js"]')).toBeNull()
    expect(cartInStorage()).toBeNull()
    expect(events.map((event) => event.detail)).toContainEqual({
      orderToken: 'ord_7',
      method: 'PayPal',
      redirectUrl: SUCCESS,
    })
  })

  it('drops a note older than the capture timeout plus the margin and offers the methods', async () => {
    storeCart()
    noteCapture(Date.now() - 61_000)
    renderPayment()
    await loadPayPal({ eligible: ['paypal'] })
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument()
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingCapture)).toBeNull()
    expect(requestsTo('/details/PAYPAL-7')).toHaveLength(0)
  })
})

describe('<shop-payment>: while a capture runs', () => {
  it('says so and locks the methods until the page leaves', async () => {
    storeCart()
    const { user, navigate } = renderPayment()
    await payPalScript()
    await loadPayPal({ eligible: ['paypal'] })
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }))
    knobs.latencyMs = 100
    await user.click(await screen.findByRole('button', { name: 'PayPal (test double) paypal' }))

    expect(await screen.findByText('Ihre Zahlung wird abgeschlossen …')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Zahlungsart wählen' })).toHaveAttribute('inert')
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce())
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Zahlung ist eingegangen.')
  })
})
