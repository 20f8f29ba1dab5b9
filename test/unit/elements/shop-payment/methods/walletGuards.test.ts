/**
 * Google Pay and Apple Pay against the real checkout and the fake v4 API: like PayPal's approvals, one approved order
 * is captured once, however often the wallet reports it, and nothing is ordered again once a payment is done.
 */
import { describe, expect, it, vi } from 'vitest'
import type { ApplePaySessionLike, ApplePaySetup } from '../../../../../src/checkout/applePay/applePaySdk'
import { startApplePaySession } from '../../../../../src/checkout/applePay/applePaySession'
import { payWithGooglePay } from '../../../../../src/checkout/googlePay/googlePayFlow'
import type { GooglePaySetup } from '../../../../../src/checkout/googlePay/googlePaySdk'
import { requestLog, requestsTo } from '../../../../msw/requestLog'
import { checkoutOfStoredCart, storeCart } from '../checkoutFixtures'

const CAPTURE = '/api/v4/payments/paypal/capture/ord_1/PAYPAL-1'
/** Every capture request, of any order. */
const capturesSent = () => requestLog.filter((request) => request.pathname.includes('/paypal/capture/'))

function googleSetup(): GooglePaySetup {
  return {
    client: {
      isReadyToPay: async () => ({ result: true }),
      createButton: () => document.createElement('button'),
      loadPaymentData: async () => ({ email: 'erika@example.org', paymentMethodData: { type: 'CARD' } }),
    },
    googlepay: {
      config: async () => ({
        isEligible: true,
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [],
        merchantInfo: {},
      }),
      confirmOrder: vi.fn(async () => ({ status: 'APPROVED' })),
      initiatePayerAction: async () => ({}),
    },
    config: {
      isEligible: true,
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [],
      merchantInfo: {},
    },
  }
}

/** An Apple Pay setup whose sessions the test drives by hand. */
function appleSetup() {
  const sessions: ApplePaySessionLike[] = []
  class Session implements ApplePaySessionLike {
    static readonly STATUS_SUCCESS = 0
    static readonly STATUS_FAILURE = 1
    static canMakePayments = () => true
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null
    oncancel: ApplePaySessionLike['oncancel'] = null
    completions: number[] = []
    constructor() {
      sessions.push(this)
    }
    begin() {}
    abort() {}
    completeMerchantValidation() {}
    completePayment(status: number) {
      this.completions.push(status)
    }
  }
  const setup: ApplePaySetup = {
    Session,
    applepay: {
      config: async () => ({ isEligible: true }),
      validateMerchant: async () => ({ merchantSession: {} }),
      confirmOrder: vi.fn(async () => ({})),
    },
    config: { isEligible: true },
  }
  return { setup, sessions }
}

describe('Google Pay: one capture per approved order', () => {
  it('captures once when two runs confirm the same order', async () => {
    storeCart()
    const { checkout, navigate } = checkoutOfStoredCart()
    const setup = googleSetup()
    await Promise.all([payWithGooglePay(setup, checkout), payWithGooglePay(setup, checkout)])
    expect(setup.googlepay.confirmOrder).toHaveBeenCalledTimes(2)
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(requestsTo(CAPTURE)).toHaveLength(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('orders nothing more once the payment is captured', async () => {
    storeCart()
    const { checkout } = checkoutOfStoredCart()
    const setup = googleSetup()
    await payWithGooglePay(setup, checkout)
    await payWithGooglePay(setup, checkout)
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(capturesSent()).toHaveLength(1)
  })
})

describe('Apple Pay: one capture per approved order', () => {
  it('orders and captures once when the sheet reports the authorization twice', async () => {
    storeCart()
    const { checkout, navigate } = checkoutOfStoredCart()
    const { setup, sessions } = appleSetup()
    startApplePaySession(setup, checkout, { label: 'Museum', onEnd: () => undefined })
    const [session] = sessions
    const payment = {
      token: { paymentData: 'opaque' },
      shippingContact: { emailAddress: 'erika@example.org' },
    }
    session?.onpaymentauthorized?.({ payment })
    session?.onpaymentauthorized?.({ payment })
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(setup.applepay.confirmOrder).toHaveBeenCalledTimes(1)
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(requestsTo(CAPTURE)).toHaveLength(1)
    expect(session).toMatchObject({ completions: [0] })
  })

  it('orders nothing in a second session once the first one paid', async () => {
    storeCart()
    const { checkout } = checkoutOfStoredCart()
    const { setup, sessions } = appleSetup()
    const payment = { token: {}, shippingContact: { emailAddress: 'erika@example.org' } }
    for (const index of [0, 1]) {
      startApplePaySession(setup, checkout, { label: 'Museum', onEnd: () => undefined })
      sessions[index]?.onpaymentauthorized?.({ payment })
      await vi.waitFor(() => expect(sessions[index]).toMatchObject({ completions: [expect.any(Number)] }))
    }
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(capturesSent()).toHaveLength(1)
    expect(sessions[1]).toMatchObject({ completions: [1] })
  })
})
