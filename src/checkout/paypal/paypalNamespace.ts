/**
 * What the methods ask PayPal's loaded script (its namespace, `window.paypal` by default): parts the published types
 * do not describe, and whether PayPal offers a funding source or its card fields here. Each question is asked once
 * per loaded script, since asking creates SDK components.
 */
import type { FUNDING_SOURCE, PayPalNamespace } from '@paypal/paypal-js'
import { fieldOf } from '../../domain/values/fieldOf'

/** A function property of `paypal` the published types do not describe (Applepay, Googlepay, PaymentFields). */
export function paypalFunction(
  paypal: PayPalNamespace,
  name: string,
): ((...args: unknown[]) => unknown) | null {
  const value = fieldOf(paypal, name)
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown) : null
}

/**
 * Memoises `compute(paypal)` per PayPal namespace: a check runs once per loaded script, however often the list
 * renders, and again only when the script (and so the namespace) is replaced.
 */
export function perNamespace<T>(compute: (paypal: PayPalNamespace) => T): (paypal: PayPalNamespace) => T {
  const cache = new WeakMap<object, T>()
  return (paypal) => {
    if (!cache.has(paypal)) cache.set(paypal, compute(paypal))
    return cache.get(paypal) as T
  }
}

const fundingAnswers = perNamespace(() => new Map<FUNDING_SOURCE, boolean>())

/** Whether PayPal offers `source` to this buyer, currency and merchant; a throwing SDK means no. */
export function isFundingEligible(paypal: PayPalNamespace, source: FUNDING_SOURCE): boolean {
  const known = fundingAnswers(paypal)
  let eligible = known.get(source)
  if (eligible === undefined) {
    try {
      // PayPal's documented way: a standalone button for the source, asked before it is rendered.
      eligible = paypal.Buttons?.({ fundingSource: source }).isEligible() === true
    } catch {
      eligible = false
    }
    known.set(source, eligible)
  }
  return eligible
}

/** Whether PayPal offers card fields here. Asks a throwaway CardFields instance; a throwing SDK means no. */
export const cardFieldsEligible = perNamespace((paypal: PayPalNamespace): boolean => {
  try {
    const probe = paypal.CardFields?.({
      // Never called: the instance only answers isEligible() and is not rendered.
      createOrder: () => Promise.reject(new Error('eligibility probe')),
      onApprove: () => Promise.resolve(),
      onError: () => undefined,
    })
    return probe?.isEligible() === true
  } catch {
    return false
  }
})
