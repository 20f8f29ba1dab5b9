/**
 * The payment part of the self-diagnosis: what the payment element decided about each method, with the likeliest
 * reason when a method is not offered, and whether Google Pay reported ready. Pure: the caller observes the page.
 */
import { NOT_ON_THIS_PAGE, type GooglePayCheck, type MethodDiagnosis, type PaymentCheck } from './report'

/** What the caller saw on the page. */
export interface PaymentObservations {
  /** A `<shop-payment>` is on the page. */
  onPage: boolean
  /** PayPal's script has loaded (its namespace exists). */
  paypalLoaded: boolean
  /** The payment element's decisions, by method name. */
  eligibility: Readonly<Record<string, MethodDiagnosis['eligibility']>>
  /** The browser offers Apple Pay at all (`ApplePaySession`). */
  applePaySession: boolean
  /** Google's pay.js has loaded (`google.payments.api`). */
  googlePayJs: boolean
}

const APPLE_PAY = 'Apple Pay'
const GOOGLE_PAY = 'Google Pay'
const CARD = 'Credit Card'

/** Why the payment element did not offer `name`: the likeliest cause given what the page shows. */
export function ineligibleReason(name: string, seen: PaymentObservations): string {
  if (!seen.paypalLoaded) return "PayPal's script did not load"
  if (name === APPLE_PAY) {
    return seen.applePaySession
      ? "PayPal's Apple Pay configuration says not eligible (merchant or domain not registered)"
      : 'this browser has no Apple Pay (no ApplePaySession)'
  }
  if (name === GOOGLE_PAY) {
    return seen.googlePayJs
      ? "Google Pay's isReadyToPay or PayPal's Google Pay configuration said no"
      : "Google's pay.js did not load"
  }
  if (name === CARD)
    return "the shop's PayPal payment mode has no card payments, or PayPal's card fields are not eligible"
  return 'PayPal does not offer it to this buyer, currency or country'
}

export function checkPayment(seen: PaymentObservations): PaymentCheck {
  if (!seen.onPage) {
    return { ok: null, summary: NOT_ON_THIS_PAGE, onPage: false, paypalScript: null, methods: [] }
  }
  const methods = Object.entries(seen.eligibility).map(([name, eligibility]) =>
    eligibility === 'ineligible'
      ? { name, eligibility, reason: ineligibleReason(name, seen) }
      : { name, eligibility },
  )
  const offered = methods.filter((method) => method.eligibility === 'eligible').map((method) => method.name)
  const paypalScript = seen.paypalLoaded ? 'loaded' : 'not loaded'
  const summary = `PayPal script ${paypalScript}; offered: ${offered.length > 0 ? offered.join(', ') : 'none'}`
  return { ok: seen.paypalLoaded && offered.length > 0, summary, onPage: true, paypalScript, methods }
}

/** Google Pay is ready when the payment element found it eligible (its check includes Google's isReadyToPay). */
export function checkGooglePay(seen: PaymentObservations): GooglePayCheck {
  if (!seen.onPage) return { ok: null, summary: NOT_ON_THIS_PAGE, ready: null }
  const decided = seen.eligibility[GOOGLE_PAY]
  if (decided === undefined || decided === 'pending')
    return { ok: null, summary: 'not decided yet', ready: null }
  const ready = decided === 'eligible'
  return { ok: null, summary: ready ? 'ready' : `not ready: ${ineligibleReason(GOOGLE_PAY, seen)}`, ready }
}
