/**
 * One Apple Pay payment: the session is created synchronously (Safari refuses a session that does not start in
 * the click handler), the merchant validated through PayPal, and the authorized payment turned into an order,
 * confirmed with PayPal and captured. The sheet is completed exactly once, with success or failure.
 */
import { GENERIC_FAILURE_MESSAGE } from '../../domain/errors'
import { centsToEuroString } from '../../domain/values/money'
import type { Checkout, PaymentStage } from '../types'
import type {
  ApplePayPayment,
  ApplePayPaymentRequest,
  ApplePaySessionLike,
  ApplePaySetup,
} from './applePaySdk'

/** The Apple Pay JS version the session is created with. */
export const APPLE_PAY_VERSION = 14
/** Apple Pay's country. */
export const APPLE_PAY_COUNTRY = 'DE'

/** The payment request for the checkout's total; `label` is the merchant name on the sheet. */
export function applePayRequest(
  setup: ApplePaySetup,
  checkout: Checkout,
  label: string,
): ApplePayPaymentRequest {
  return {
    countryCode: APPLE_PAY_COUNTRY,
    currencyCode: checkout.currency || 'EUR',
    merchantCapabilities: setup.config.merchantCapabilities ?? ['supports3DS'],
    supportedNetworks: setup.config.supportedNetworks ?? ['visa', 'masterCard', 'amex', 'discover'],
    requiredShippingContactFields: ['name', 'email'],
    requiredBillingContactFields: ['name', 'email', 'postalAddress'],
    total: { label, amount: centsToEuroString(checkout.totalCents), type: 'final' },
  }
}

/** What the caller hears about the session: it ended (cancelled, aborted or completed). */
export interface ApplePayStartOptions {
  label: string
  onEnd: () => void
}

/** Authorized → create order → confirm with PayPal → capture → complete(success); any failure → complete(failure). */
async function pay(
  setup: ApplePaySetup,
  checkout: Checkout,
  payment: ApplePayPayment,
  complete: (status: number) => void,
): Promise<void> {
  let stage: PaymentStage = 'create'
  try {
    // Apple sends the e-mail address with the shipping contact (the billing contact usually lacks it).
    const email = payment.shippingContact?.emailAddress ?? payment.billingContact?.emailAddress ?? null
    const orderId = await checkout.createOrder('apple_pay', { email })
    stage = 'approve'
    await setup.applepay.confirmOrder({
      orderId,
      token: payment.token,
      billingContact: payment.billingContact,
      shippingContact: payment.shippingContact,
    })
    stage = 'capture'
    await checkout.capture(orderId)
    complete(setup.Session.STATUS_SUCCESS)
  } catch (error) {
    complete(setup.Session.STATUS_FAILURE)
    checkout.fail(stage, GENERIC_FAILURE_MESSAGE, error)
  }
}

/**
 * Creates and begins the session. Call it synchronously from the click handler. A merchant validation failure
 * aborts the session; cancelling does nothing. Never throws: a refused session only logs.
 */
export function startApplePaySession(
  setup: ApplePaySetup,
  checkout: Checkout,
  { label, onEnd }: ApplePayStartOptions,
): void {
  let session: ApplePaySessionLike
  try {
    session = new setup.Session(APPLE_PAY_VERSION, applePayRequest(setup, checkout, label))
  } catch (error) {
    console.error('[museum-shop] Apple Pay could not start a session', error)
    return onEnd()
  }
  let completed = false
  const complete = (status: number): void => {
    if (completed) return
    completed = true
    try {
      session.completePayment(status)
    } catch (error) {
      console.warn('[museum-shop] Apple Pay could not complete the payment sheet', error)
    }
    onEnd()
  }
  session.onvalidatemerchant = ({ validationURL }) => {
    setup.applepay
      .validateMerchant({ validationUrl: validationURL, displayName: label })
      .then(({ merchantSession }) => session.completeMerchantValidation(merchantSession))
      .catch((error: unknown) => {
        console.error('[museum-shop] Apple Pay merchant validation failed', error)
        session.abort()
        onEnd()
      })
  }
  // One payment per session: an authorization reported twice must not order and capture twice.
  let authorized = false
  session.onpaymentauthorized = ({ payment }) => {
    if (authorized) return
    authorized = true
    void pay(setup, checkout, payment, complete)
  }
  session.oncancel = () => onEnd()
  try {
    session.begin()
  } catch (error) {
    console.error('[museum-shop] Apple Pay could not begin the session', error)
    onEnd()
  }
}
