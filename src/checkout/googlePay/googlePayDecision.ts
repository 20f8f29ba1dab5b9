/**
 * The two decisions of the Google Pay flow (spec §4 "Google Pay confirm outcomes"), kept pure so they can be
 * tested as a table: what to do with the status of `confirmOrder`, and whether to capture after a payer action.
 */

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

/** Reads `value[key]` when `value` is a plain object; anything else gives undefined. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  return (value as Record<string, unknown>)[key]
}

/** Follows `path` through nested objects; a missing or non-object step gives undefined. */
function path(value: unknown, keys: readonly string[]): unknown {
  return keys.reduce<unknown>((current, key) => field(current, key), value)
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
  if (field(details, 'status') === 'APPROVED') return true
  const threeDSecure = path(details, THREE_D_SECURE_PATH)
  const enrollment = field(threeDSecure, 'enrollment_status')
  if (enrollment === 'U') return true
  return enrollment === 'Y' && field(threeDSecure, 'authentication_status') === 'Y'
}
