import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, PaymentError } from '../../../../../src/api/errors'
import { googlePayMethod } from '../../../../../elements/shop-payment/googlePay/GooglePayArea'
import {
  paymentsClientClass,
  type GooglePaymentsClient,
} from '../../../../../src/checkout/googlePay/googlePaySdk'
import { GOOGLE_PAY_SCRIPT_URL, VENDOR_SCRIPT_TIMEOUT_MS } from '../../../../../src/checkout/loadVendorScript'
import { installGooglePayDouble } from '../../../../doubles/googlePay'
import {
  eligibility,
  fakeCheckout,
  installDoubles,
  paypalCalls,
  renderMethod,
  vendorScript,
  type FakeCheckout,
} from './methodHarness'

beforeEach(() => installDoubles())
afterEach(() => vi.useRealTimers())

const googleCalls = () =>
  (window.__googlePayDouble?.calls ?? []).map((c) => `${c.name} ${c.detail ?? ''}`.trim())

/** Renders the Google Pay area, clicks Google's button, and waits until the flow has had its say. */
async function payWithGoogle(checkout: FakeCheckout = fakeCheckout()) {
  renderMethod(googlePayMethod, { checkout })
  await userEvent.click(await screen.findByRole('button', { name: 'Google Pay (test double)' }))
  await waitFor(() =>
    expect(paypalCalls().some((call) => call.startsWith('Googlepay.confirmOrder'))).toBe(true),
  )
  return checkout
}

describe('Google Pay: eligibility', () => {
  it('is offered when Google is ready to pay and PayPal says eligible', async () => {
    renderMethod(googlePayMethod)
    await waitFor(() => expect(eligibility()).toBe('eligible'))
    // The button is made once the method's area has rendered with the shop's data, after the decision.
    await waitFor(() =>
      expect(googleCalls()).toEqual(['PaymentsClient PRODUCTION', 'isReadyToPay', 'createButton document']),
    )
    expect(googlePayMethod).toMatchObject({
      name: 'Google Pay',
      hiddenUnlessOpen: true,
      sdkComponents: ['googlepay'],
    })
  })

  it('is not offered when Google is not ready to pay', async () => {
    window.__googlePayDouble = { ready: false }
    renderMethod(googlePayMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
  })

  it("is not offered when PayPal's Google Pay config says not eligible", async () => {
    window.__paypalDouble = { eligible: ['paypal'] }
    renderMethod(googlePayMethod)
    await waitFor(() => expect(eligibility()).toBe('ineligible'))
    expect(googleCalls()).not.toContain('isReadyToPay')
  })

  it("waits for pay.js's global by the script's load event", async () => {
    installDoubles({ google: false })
    renderMethod(googlePayMethod)
    const script = await vendorScript(GOOGLE_PAY_SCRIPT_URL)
    expect(eligibility()).toBe('pending')

    installGooglePayDouble(window)
    script.dispatchEvent(new Event('load'))

    await waitFor(() => expect(eligibility()).toBe('eligible'))
  })

  it('gives up after 1000 × 10 ms with the logged error, and not before', async () => {
    vi.useFakeTimers()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    installDoubles({ google: false })
    renderMethod(googlePayMethod)
    await act(() => vi.advanceTimersByTimeAsync(VENDOR_SCRIPT_TIMEOUT_MS - 1))
    expect(eligibility()).toBe('pending')
    expect(errors).not.toHaveBeenCalled()

    await act(() => vi.advanceTimersByTimeAsync(1))

    expect(eligibility()).toBe('ineligible')
    expect(errors).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('Google Pay SDK not found after 1000 attempts of 10 ms'),
      expect.any(Error),
    )
  })

  it("gives Google's button the element's root node: a shadow root when the element lives in one", async () => {
    const host = document.body.appendChild(document.createElement('div'))
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'))
    renderMethod(googlePayMethod, { container })
    await waitFor(() => expect(googleCalls()).toContain('createButton shadow-root'))
  })
})

describe('Google Pay: payment', () => {
  it('pays on APPROVED: order google_pay with the e-mail, confirm, capture', async () => {
    const checkout = await payWithGoogle()

    await waitFor(() => expect(checkout.capture).toHaveBeenCalledExactlyOnceWith('ORDER-1'))
    expect(checkout.createOrder).toHaveBeenCalledExactlyOnceWith('google_pay', { email: 'buyer@example.com' })
    expect(googleCalls()).toContain('loadPaymentData pay')
    expect(checkout.orderDetails).not.toHaveBeenCalled()
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it('on PAYER_ACTION_REQUIRED awaits 3-D Secure, reads the details, then captures when they allow it', async () => {
    window.__paypalDouble = { googleConfirmStatus: 'PAYER_ACTION_REQUIRED' }
    let finishPayerAction = () => {}
    const googlepay = Reflect.get(window.paypal!, 'Googlepay') as () => Record<string, unknown>
    Reflect.set(window.paypal!, 'Googlepay', () => ({
      ...googlepay(),
      initiatePayerAction: () => new Promise<void>((resolve) => (finishPayerAction = resolve)),
    }))
    const checkout = fakeCheckout()
    checkout.orderDetails.mockResolvedValue({
      status: 'COMPLETED',
      payment_source: {
        google_pay: {
          card: {
            authentication_result: { three_d_secure: { enrollment_status: 'Y', authentication_status: 'Y' } },
          },
        },
      },
    })
    await payWithGoogle(checkout)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(checkout.orderDetails).not.toHaveBeenCalled()

    finishPayerAction()

    await waitFor(() => expect(checkout.capture).toHaveBeenCalledExactlyOnceWith('ORDER-1'))
    expect(checkout.orderDetails).toHaveBeenCalledExactlyOnceWith('ORDER-1')
  })

  it('on PAYER_ACTION_REQUIRED with failed 3-D Secure only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.__paypalDouble = { googleConfirmStatus: 'PAYER_ACTION_REQUIRED' }
    const checkout = fakeCheckout()
    checkout.orderDetails.mockResolvedValue({ status: 'PAYER_ACTION_REQUIRED' })
    await payWithGoogle(checkout)

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('3-D Secure did not succeed')),
    )
    expect(paypalCalls()).toContain('Googlepay.initiatePayerAction ORDER-1')
    expect(checkout.capture).not.toHaveBeenCalled()
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it('on any other confirm status only logs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    window.__paypalDouble = { googleConfirmStatus: 'approved' }
    const checkout = await payWithGoogle()

    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('status approved')))
    expect(checkout.capture).not.toHaveBeenCalled()
    expect(checkout.orderDetails).not.toHaveBeenCalled()
  })

  it.each([new PaymentError('Sold out'), new NetworkError()])(
    'returns silently when order creation fails (%s)',
    async (error) => {
      const checkout = fakeCheckout()
      checkout.createOrder.mockRejectedValue(error)
      renderMethod(googlePayMethod, { checkout })
      await userEvent.click(await screen.findByRole('button', { name: 'Google Pay (test double)' }))

      await waitFor(() => expect(checkout.createOrder).toHaveBeenCalled())
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(paypalCalls()).not.toContain('Googlepay.confirmOrder ORDER-1')
      expect(checkout.fail).not.toHaveBeenCalled()
      expect(checkout.capture).not.toHaveBeenCalled()
    },
  )

  it("goes to failure with 'Something went wrong' when the capture fails", async () => {
    const checkout = fakeCheckout()
    const refused = new PaymentError('422 Capture failed')
    checkout.capture.mockRejectedValue(refused)
    await payWithGoogle(checkout)

    await waitFor(() => expect(checkout.fail).toHaveBeenCalledExactlyOnceWith('capture', undefined, refused))
  })

  it("goes to failure with PayPal's message when the confirmation fails", async () => {
    window.__paypalDouble = { outcome: 'error' }
    const checkout = await payWithGoogle()
    await waitFor(() =>
      expect(checkout.fail).toHaveBeenCalledExactlyOnceWith('approve', 'PayPal double error'),
    )
    expect(checkout.capture).not.toHaveBeenCalled()
  })

  it('does nothing when the buyer closes the sheet', async () => {
    window.__googlePayDouble = { outcome: 'cancel' }
    const checkout = fakeCheckout()
    renderMethod(googlePayMethod, { checkout })
    await userEvent.click(await screen.findByRole('button', { name: 'Google Pay (test double)' }))

    await waitFor(() => expect(googleCalls()).toContain('loadPaymentData cancel'))
    expect(checkout.createOrder).not.toHaveBeenCalled()
    expect(checkout.fail).not.toHaveBeenCalled()
  })

  it('asks for the total in euros, country DE, and the e-mail', async () => {
    const load = vi.fn()
    const PaymentsClient = paymentsClientClass()!
    const original = PaymentsClient.prototype.loadPaymentData
    PaymentsClient.prototype.loadPaymentData = function (this: GooglePaymentsClient, request: unknown) {
      load(request)
      return original.call(this, request)
    }
    await payWithGoogle()
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({
        emailRequired: true,
        transactionInfo: {
          countryCode: 'DE',
          currencyCode: 'EUR',
          totalPriceStatus: 'FINAL',
          totalPrice: '23.50',
        },
      }),
    )
  })
})
