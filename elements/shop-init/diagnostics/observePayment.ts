/**
 * What the self-diagnosis sees of the payment on this page: the payment element's decisions (recorded in the store
 * as it makes them) and the browser objects those decisions depend on.
 */
import type { PaymentObservations } from '../../../src/domain/diagnostics/paymentDiagnosis'
import type { OptInHost } from '../host/optInHost'

/** How long the report waits for the payment element to decide about its methods. */
const SETTLE_MS = 8_000

const decided = (host: OptInHost): boolean => {
  const values = Object.values(host.shopStore.getState().methodEligibility)
  return values.length > 0 && values.every((value) => value !== 'pending')
}

/** Resolves once every method the payment element shows has been decided, or after a while in any case. */
export function paymentSettled(host: OptInHost, waitMs = SETTLE_MS): Promise<void> {
  return new Promise((resolve) => {
    if (decided(host)) return resolve()
    const timer = setTimeout(done, waitMs)
    // The methods report one by one within one render's effects: judge once they all have, in the next task.
    const unsubscribe = host.shopStore.subscribe(() => {
      setTimeout(() => {
        if (decided(host)) done()
      })
    })
    function done() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}

export function observePayment(host: OptInHost, onPage: boolean): PaymentObservations {
  return {
    onPage,
    paypalLoaded: typeof host.fieldOf(window, 'paypal', 'Buttons') === 'function',
    eligibility: host.shopStore.getState().methodEligibility,
    applePaySession: 'ApplePaySession' in window,
    googlePayJs: host.fieldOf(window, 'google', 'payments', 'api') !== undefined,
  }
}
