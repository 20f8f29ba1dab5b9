/**
 * What the card, wallet and local methods share about PayPal's script: whether the surrounding
 * PayPalScriptProvider has loaded it, and a hook that turns a one-time async check into an `Eligibility`.
 */
import type { PayPalNamespace } from '@paypal/paypal-js'
import { SCRIPT_LOADING_STATE, ScriptContext } from '@paypal/react-paypal-js'
import { useContext, useEffect, useState } from 'react'
import type { Eligibility } from '../types'

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

/** A function property of `paypal` the published types do not describe (Applepay, Googlepay, PaymentFields). */
export function paypalFunction(
  paypal: PayPalNamespace,
  name: string,
): ((...args: unknown[]) => unknown) | null {
  const value: unknown = Reflect.get(paypal, name)
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
