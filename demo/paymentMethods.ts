/**
 * Which payment methods the demo's checkout offers while the SDK test doubles answer: those a German museum shop
 * typically has switched on (the default), or every method the element knows, to see them all. With the real PayPal
 * sandbox, PayPal decides.
 */

export type DemoPaymentMethods = 'typical' | 'all'

/** The panel's choices and their labels. */
export const PAYMENT_METHOD_CHOICES: readonly (readonly [DemoPaymentMethods, string])[] = [
  ['typical', 'German shop: PayPal, Pay Later, card, Google Pay, Apple Pay where the device can'],
  ['all', 'All methods (also iDEAL, Bancontact, BLIK, EPS, …)'],
]

/** PayPal funding sources of a typical German shop; the local methods of other countries are left out. */
const TYPICAL_SOURCES = ['paypal', 'paylater', 'card', 'googlepay', 'applepay']

/** Whether this browser could pay with Apple Pay (Safari on an Apple device), asked before the double replaces it. */
function deviceHasApplePay(): boolean {
  try {
    const session = Reflect.get(window, 'ApplePaySession') as { canMakePayments?: () => boolean } | undefined
    return session?.canMakePayments?.() === true
  } catch {
    // Safari refuses the question on pages that are not secure: no Apple Pay there either.
    return false
  }
}

/** Sets the doubles' knobs for `choice`; call before the payment scripts load (the doubles read them when asked). */
export function offerPaymentMethods(choice: DemoPaymentMethods): void {
  // The doubles' defaults: every funding source eligible, Apple Pay possible.
  if (choice === 'all') return
  window.__paypalDouble = { ...window.__paypalDouble, eligible: TYPICAL_SOURCES }
  window.__applePayDouble = { ...window.__applePayDouble, canPay: deviceHasApplePay() }
}
