/**
 * What every method shares about PayPal's script: whether the surrounding PayPalScriptProvider has loaded it, whether
 * PayPal offers a funding source, and a hook that turns a one-time async check into an `Eligibility`.
 */
import type { FUNDING_SOURCE, PayPalNamespace } from '@paypal/paypal-js'
import { SCRIPT_LOADING_STATE, ScriptContext } from '@paypal/react-paypal-js'
import { useContext, useEffect, useState } from 'react'
import { isFundingEligible } from '../../../src/checkout/paypal/paypalNamespace'
import type { Eligibility } from '../common/types'

/** PayPal's script as a method sees it: still loading, unusable, or loaded with its namespace. */
export type PayPalSdk =
  | { status: 'pending' }
  | { status: 'unavailable' }
  | { status: 'ready'; paypal: PayPalNamespace; environment: 'production' | 'sandbox' }

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

/**
 * The PayPal namespace once the PayPalScriptProvider around the method list has loaded the script. Reads the
 * context directly (not usePayPalScriptReducer, which throws without a provider): outside a provider, or when the
 * script failed, nothing can be offered.
 */
export function usePayPalSdk(): PayPalSdk {
  const context = useContext(ScriptContext)
  if (!context || context.loadingStatus === SCRIPT_LOADING_STATE.REJECTED) return { status: 'unavailable' }
  if (context.loadingStatus !== SCRIPT_LOADING_STATE.RESOLVED) return { status: 'pending' }
  const namespace: unknown = context.options.dataNamespace
  const paypal: unknown = Reflect.get(window, typeof namespace === 'string' ? namespace : 'paypal')
  if (!isObject(paypal)) return { status: 'unavailable' }
  const environment = context.options.environment === 'sandbox' ? 'sandbox' : 'production'
  return { status: 'ready', paypal: paypal as PayPalNamespace, environment }
}

/** Where a promise stands for the component: 'pending', or settled with its value. */
export type Settled<T> = { status: 'pending' } | { status: 'settled'; value: T }

/**
 * The value of `promise` once it settles (re-renders then); pending again when another promise is passed.
 * The promise must not reject — the setups here resolve null instead — or it stays pending.
 */
export function useSettled<T>(promise: Promise<T> | null): Settled<T> {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null)
  useEffect(() => {
    if (!promise) return
    let current = true
    promise.then(
      (value) => current && setSettled({ promise, value }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [promise])
  if (!promise || settled?.promise !== promise) return { status: 'pending' }
  return { status: 'settled', value: settled.value }
}

/**
 * The eligibility of a method whose check is async: pending while PayPal's script loads or the check runs,
 * 'ineligible' when the script is unusable or the check resolves null, else 'eligible'.
 */
export function useAsyncEligibility<T>(
  check: (sdk: Extract<PayPalSdk, { status: 'ready' }>) => Promise<T | null>,
): {
  eligibility: Eligibility
  value: T | null
} {
  const sdk = usePayPalSdk()
  const promise = sdk.status === 'ready' ? check(sdk) : null
  const settled = useSettled(promise)
  if (sdk.status === 'unavailable') return { eligibility: 'ineligible', value: null }
  if (settled.status === 'pending') return { eligibility: 'pending', value: null }
  const { value } = settled
  return { eligibility: value === null ? 'ineligible' : 'eligible', value }
}

/** Whether PayPal offers `source` here: pending while the script loads, ineligible when it is unusable. */
export function useFundingEligibility(source: FUNDING_SOURCE): Eligibility {
  const sdk = usePayPalSdk()
  if (sdk.status !== 'ready') return sdk.status === 'pending' ? 'pending' : 'ineligible'
  return isFundingEligible(sdk.paypal, source) ? 'eligible' : 'ineligible'
}
