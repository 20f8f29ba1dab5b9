/**
 * One Google Pay payment: Google's payment sheet, then an order (payment_source 'google_pay'), PayPal's
 * confirmOrder, and what its outcome leads to — APPROVED captures; PAYER_ACTION_REQUIRED runs 3-D Secure, reads the
 * order details and captures when the decision says so; anything else is only logged.
 */
import { centsToEuroString } from '../../domain/values/money'
import { fieldOf } from '../../domain/values/fieldOf'
import { decideGooglePayConfirm, shouldCaptureAfterPayerAction } from './googlePayDecision'
import { messageOf } from '../errors'
import type { Checkout } from '../types'
import type { GooglePaySetup } from './googlePaySdk'

/** Google Pay's country. */
export const GOOGLE_PAY_COUNTRY = 'DE'

/** The request of loadPaymentData: PayPal's config, the checkout's total, and the buyer's e-mail (required). */
export function googlePaymentDataRequest(setup: GooglePaySetup, checkout: Checkout): Record<string, unknown> {
  const { apiVersion, apiVersionMinor, allowedPaymentMethods, merchantInfo } = setup.config
  return {
    apiVersion,
    apiVersionMinor,
    allowedPaymentMethods,
    merchantInfo,
    transactionInfo: {
      countryCode: GOOGLE_PAY_COUNTRY,
      currencyCode: checkout.currency || 'EUR',
      totalPriceStatus: 'FINAL',
      totalPrice: centsToEuroString(checkout.totalCents),
    },
    emailRequired: true,
  }
}

function isCancel(error: unknown): boolean {
  return fieldOf(error, 'statusCode') === 'CANCELED'
}

/**
 * Capture (once per order: the checkout guards it, as for PayPal's approvals); a failure goes to the failure address
 * with 'Something went wrong', or with the outcome-unknown text the checkout derives from the cause.
 */
async function capture(checkout: Checkout, orderId: string): Promise<void> {
  try {
    await checkout.capture(orderId)
  } catch (error) {
    checkout.fail('capture', undefined, error)
  }
}

/** 3-D Secure: the payer action is awaited before the details are read; failures are only logged. */
async function captureAfterPayerAction(setup: GooglePaySetup, checkout: Checkout, orderId: string) {
  let details: unknown
  try {
    await setup.googlepay.initiatePayerAction({ orderId })
    details = await checkout.orderDetails(orderId)
  } catch (error) {
    console.warn(`[museum-shop] Google Pay 3-D Secure failed for order ${orderId}`, error)
    return
  }
  if (shouldCaptureAfterPayerAction(details)) return capture(checkout, orderId)
  console.warn(`[museum-shop] Google Pay 3-D Secure did not succeed for order ${orderId}; not captured`)
}

/**
 * Runs one payment. Never rejects. Cancelling the sheet does nothing; a failed order creation returns silently
 * (a creation failure of Google Pay is no redirect); a PayPal confirmation error goes to the failure address
 * with its message.
 */
export async function payWithGooglePay(setup: GooglePaySetup, checkout: Checkout): Promise<void> {
  let paymentData
  try {
    paymentData = await setup.client.loadPaymentData(googlePaymentDataRequest(setup, checkout))
  } catch (error) {
    if (!isCancel(error)) console.warn('[museum-shop] Google Pay payment sheet failed', error)
    return
  }
  let orderId: string
  try {
    orderId = await checkout.createOrder('google_pay', { email: paymentData.email ?? null })
  } catch {
    return
  }
  let status: string
  try {
    const { paymentMethodData } = paymentData
    const confirmed: unknown = await setup.googlepay.confirmOrder({ orderId, paymentMethodData })
    const value = fieldOf(confirmed, 'status')
    status = typeof value === 'string' ? value : ''
  } catch (error) {
    return checkout.fail('approve', messageOf(error))
  }
  const action = decideGooglePayConfirm(status)
  if (action === 'capture') return capture(checkout, orderId)
  if (action === 'payer-action') return captureAfterPayerAction(setup, checkout, orderId)
  console.warn(`[museum-shop] Google Pay confirmation ended with status ${status}; not captured`)
}
