/**
 * What the self-diagnosis sees of the payment on this page: the payment element's decisions (recorded in the store
 * as it makes them) and the browser objects those decisions depend on.
 */
import { fieldOf } from '../../../domain/fieldOf'
import type { PaymentObservations } from '../../../domain/paymentDiagnosis'
import { shopStore } from '../../../store/shopStore'

/** How long the report waits for the payment element to decide about its methods. */
const SETTLE_MS = 8_000

const decided = (): boolean => {
  const values = Object.values(shopStore.getState().methodEligibility)
  return values.length > 0 && values.every((value) => value !== 'pending')
}

/** Resolves once every method the payment element shows has been decided, or after a while in any case. */
export function paymentSettled(waitMs = SETTLE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (decided()) return resolve()
    const timer = setTimeout(done, waitMs)
    const unsubscribe = shopStore.subscribe(() => {
      if (decided()) done()
    })
    function done() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

export function observePayment(onPage: boolean): PaymentObservations {
  return {
    onPage,
    paypalLoaded: typeof fieldOf(window, 'paypal', 'Buttons') === 'function',
    eligibility: shopStore.getState().methodEligibility,
    applePaySession: 'ApplePaySession' in window,
    googlePayJs: fieldOf(window, 'google', 'payments', 'api') !== undefined,
  }
}
