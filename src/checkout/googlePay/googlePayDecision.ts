/**
 * The two decisions of the Google Pay flow, kept pure so they can be tested as a table: what to do with the status of
 * `confirmOrder`, and whether to capture after a payer action.
 */
import { fieldOf } from '../../domain/values/fieldOf'

/** What the flow does after PayPal's Googlepay `confirmOrder`. */
export type GooglePayConfirmAction = 'capture' | 'payer-action' | 'ignore'

/**
 * APPROVED → capture; PAYER_ACTION_REQUIRED → run the payer action (3-D Secure) first; anything else → ignore.
 * Statuses are compared exactly, as PayPal sends them in upper case.
 */
export function decideGooglePayConfirm(status: string): GooglePayConfirmAction {
  if (status === 'APPROVED') return 'capture'
  if (status === 'PAYER_ACTION_REQUIRED') return 'payer-action'
  return 'ignore'
}

const THREE_D_SECURE_PATH = [
  'payment_source',
  'google_pay',
  'card',
  'authentication_result',
  'three_d_secure',
]

/**
 * Decides from the order details (GET /api/v4/payments/paypal/details/{orderId}, read after the payer action)
 * whether to capture: the order status is APPROVED, or 3-D Secure enrollment_status is 'U' (not available),
 * or enrollment_status 'Y' with authentication_status 'Y'. Anything else — including malformed details from
 * the network — means no capture.
 */
export function shouldCaptureAfterPayerAction(details: unknown): boolean {
  if (fieldOf(details, 'status') === 'APPROVED') return true
  const threeDSecure = fieldOf(details, ...THREE_D_SECURE_PATH)
  const enrollment = fieldOf(threeDSecure, 'enrollment_status')
  if (enrollment === 'U') return true
  return enrollment === 'Y' && fieldOf(threeDSecure, 'authentication_status') === 'Y'
}
