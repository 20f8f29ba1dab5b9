/**
 * The actions that change the page's payment state. Components and the checkout call these instead of writing the
 * store; apart from shopStore.ts, so they load with the checkout, not at start-up.
 */
import { shopStore, type MethodEligibility, type PaymentPhase } from './shopStore'

/**
 * Chooses the page's payment method (one choice shared by every element). False when it was chosen already,
 * so the caller announces only a real change.
 */
export function choosePaymentMethod(name: string): boolean {
  if (shopStore.getState().paymentMethod === name) return false
  shopStore.setState({ paymentMethod: name })
  return true
}

/** Moves the page's payment to `phase` (see PaymentPhase); anything but 'idle' locks the method list. */
export function setPaymentPhase(paymentPhase: PaymentPhase): void {
  shopStore.setState({ paymentPhase })
}

/** Records what the payment element decided about a method, for the self-diagnosis; no element reads it back. */
export function recordMethodEligibility(name: string, eligibility: MethodEligibility): void {
  const known = shopStore.getState().methodEligibility
  if (known[name] !== eligibility)
    shopStore.setState({ methodEligibility: { ...known, [name]: eligibility } })
}
