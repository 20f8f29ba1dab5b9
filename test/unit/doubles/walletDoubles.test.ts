import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { installApplePayDouble } from '../../doubles/applePay'
import { installGooglePayDouble } from '../../doubles/googlePay'
import type { PayPalApplepayDouble, PayPalGooglepayDouble } from '../../doubles/paypalWallets'
import { doubleScript, installFullPayPalDouble, SDK_DOUBLES, SDK_GLOBALS } from '../../doubles/serve'

/** The Apple Pay session API the double offers, as a page script sees it. */
interface ApplePaySessionLike {
  begin(): void
  abort(): void
  completeMerchantValidation(session: unknown): void
  completePayment(status: number): void
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null
  onpaymentauthorized: ((event: { payment: { token: unknown; shippingContact: unknown } }) => void) | null
  oncancel: (() => void) | null
}
interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike
  canMakePayments(): boolean
  supportsVersion(version: number): boolean
  STATUS_SUCCESS: number
}
interface GooglePaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>
  createButton(options: { onClick: () => void; buttonRootNode?: Document | ShadowRoot }): HTMLElement
  loadPaymentData(
    request: unknown,
  ): Promise<{ email: string; paymentMethodData: { tokenizationData: { token: string } } }>
}

function applePaySession(): ApplePaySessionClass {
  return Reflect.get(window, 'ApplePaySession') as ApplePaySessionClass
}

function googleClient(): GooglePaymentsClient {
  const google = Reflect.get(window, 'google') as {
    payments: { api: { PaymentsClient: new (o: object) => GooglePaymentsClient } }
  }
  return new google.payments.api.PaymentsClient({ environment: 'TEST' })
}

/** Flushes the microtasks the doubles use to deliver their events. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  for (const key of SDK_GLOBALS) Reflect.deleteProperty(window, key)
})

describe.each([
  ['installed directly', () => installApplePayDouble(window)],
  [
    'served as a script',
    () => new Function(SDK_DOUBLES['https://applepay.cdn-apple.com/jsapi/v1/apple-pay-sdk.js'] ?? '')(),
  ],
])('Apple Pay double, %s', (_, install) => {
  beforeEach(install)

  it('answers canMakePayments from the canPay knob and supports version 14', () => {
    expect(applePaySession().canMakePayments()).toBe(true)
    window.__applePayDouble = { canPay: false }
    expect(applePaySession().canMakePayments()).toBe(false)
    expect(applePaySession().supportsVersion(14)).toBe(true)
    expect(applePaySession().supportsVersion(99)).toBe(false)
  })

  it('validates the merchant, then authorizes with a token and contacts, and records the completion', async () => {
    const request = { countryCode: 'DE', currencyCode: 'EUR', total: { label: 'Museum', amount: '12.00' } }
    const session = new (applePaySession())(14, request)
    const authorized = vi.fn((event: { payment: { token: unknown; shippingContact: unknown } }) => {
      expect(event.payment.token).toMatchObject({ transactionIdentifier: expect.any(String) })
      expect(event.payment.shippingContact).toMatchObject({ emailAddress: 'erika@example.com' })
      session.completePayment(applePaySession().STATUS_SUCCESS)
    })
    session.onvalidatemerchant = (event) => {
      expect(event.validationURL).toMatch(/^https:\/\//)
      session.completeMerchantValidation({ merchantSessionIdentifier: 'm-1' })
    }
    session.onpaymentauthorized = authorized

    session.begin()
    await settle()

    expect(authorized).toHaveBeenCalledTimes(1)
    expect(window.__applePayDouble?.completePaymentCount).toBe(1)
    expect(window.__applePayDouble?.sessions).toEqual([
      {
        version: 14,
        request,
        userActivation: null,
        began: true,
        aborted: false,
        merchantSession: { merchantSessionIdentifier: 'm-1' },
        completions: [0],
      },
    ])
  })

  it('calls oncancel instead when the buyer cancels', async () => {
    window.__applePayDouble = { outcome: 'cancel' }
    const session = new (applePaySession())(14, {})
    session.onvalidatemerchant = () => session.completeMerchantValidation({})
    session.onpaymentauthorized = vi.fn()
    session.oncancel = vi.fn()

    session.begin()
    await settle()

    expect(session.oncancel).toHaveBeenCalledTimes(1)
    expect(session.onpaymentauthorized).not.toHaveBeenCalled()
  })

  it('ends silently after abort, as when merchant validation fails', async () => {
    const session = new (applePaySession())(14, {})
    session.onvalidatemerchant = () => session.abort()
    session.onpaymentauthorized = vi.fn()

    session.begin()
    await settle()

    expect(session.onpaymentauthorized).not.toHaveBeenCalled()
    expect(window.__applePayDouble?.sessions?.[0]).toMatchObject({ aborted: true, merchantSession: null })
  })

  it('defines the apple-pay-button element', () => {
    document.body.innerHTML = '<apple-pay-button buttonstyle="black"></apple-pay-button>'
    expect(screen.getByRole('button', { name: 'Apple Pay (test double)' })).toBeInTheDocument()
  })
})

describe.each([
  ['installed directly', () => installGooglePayDouble(window)],
  ['served as a script', () => new Function(doubleScript(installGooglePayDouble))()],
])('Google Pay double, %s', (_, install) => {
  beforeEach(install)

  it('answers isReadyToPay from the ready knob', async () => {
    await expect(googleClient().isReadyToPay({})).resolves.toEqual({ result: true })
    window.__googlePayDouble = { ready: false }
    await expect(googleClient().isReadyToPay({})).resolves.toEqual({ result: false })
  })

  it('creates a button that calls onClick and records the style root it got', async () => {
    const onClick = vi.fn()
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    shadow.append(googleClient().createButton({ onClick, buttonRootNode: shadow }))

    await userEvent.click(shadow.querySelector('button') ?? host)

    expect(onClick).toHaveBeenCalledTimes(1)
    expect(window.__googlePayDouble?.calls).toContainEqual({ name: 'createButton', detail: 'shadow-root' })
  })

  it('loads payment data with an e-mail and a token, or rejects with CANCELED', async () => {
    const data = await googleClient().loadPaymentData({})
    expect(data.email).toBe('buyer@example.com')
    expect(data.paymentMethodData.tokenizationData.token).not.toBe('')

    window.__googlePayDouble = { outcome: 'cancel' }
    await expect(googleClient().loadPaymentData({})).rejects.toMatchObject({ statusCode: 'CANCELED' })
  })

  it('keeps other google namespaces', () => {
    Reflect.set(window, 'google', { maps: { version: '3' } })
    install()
    expect(Reflect.get(window, 'google')).toMatchObject({ maps: { version: '3' } })
  })
})

describe('PayPal wallet components', () => {
  beforeEach(() => installFullPayPalDouble(window))
  const paypal = () =>
    window.paypal as unknown as {
      Applepay: () => PayPalApplepayDouble
      Googlepay: () => PayPalGooglepayDouble
    }

  it('configures Apple Pay and fails merchant validation on request', async () => {
    await expect(paypal().Applepay().config()).resolves.toMatchObject({
      isEligible: true,
      currencyCode: 'EUR',
    })
    await expect(
      paypal().Applepay().validateMerchant({ validationUrl: 'https://x' }),
    ).resolves.toHaveProperty('merchantSession')
    window.__paypalDouble = { validateMerchantFails: true, eligible: ['paypal'] }
    await expect(paypal().Applepay().validateMerchant({ validationUrl: 'https://x' })).rejects.toThrow()
    await expect(paypal().Applepay().config()).resolves.toMatchObject({ isEligible: false })
  })

  it('confirms Google Pay orders with the status knob and records the payer action', async () => {
    const googlepay = paypal().Googlepay()
    await expect(googlepay.config()).resolves.toMatchObject({
      isEligible: true,
      countryCode: 'DE',
      apiVersion: 2,
    })
    await expect(googlepay.confirmOrder({ orderId: 'O-1' })).resolves.toMatchObject({ status: 'APPROVED' })
    window.__paypalDouble = { googleConfirmStatus: 'PAYER_ACTION_REQUIRED' }
    await expect(googlepay.confirmOrder({ orderId: 'O-1' })).resolves.toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
    })
    await googlepay.initiatePayerAction({ orderId: 'O-1' })
    expect(window.__paypalDouble.calls).toContainEqual({
      name: 'Googlepay.initiatePayerAction',
      detail: 'O-1',
    })
  })

  it('fails confirmOrder when the outcome is error', async () => {
    window.__paypalDouble = { outcome: 'error' }
    await expect(paypal().Googlepay().confirmOrder({ orderId: 'O-2' })).rejects.toThrow('PayPal double error')
    await expect(paypal().Applepay().confirmOrder({ orderId: 'O-2' })).rejects.toThrow('PayPal double error')
  })
})
