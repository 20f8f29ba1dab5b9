/**
 * The method list's registry: PayPal and Pay Later, Apple Pay, Google Pay, the card fields, then the local methods.
 * The order here is the order on screen; the SDK components and funding sources to load are the union over all. Each
 * method is shown only when its eligibility hook says so.
 *
 * What a method can rely on (types.ts is the contract):
 * - `useEligibility` and `Area` render inside @paypal/react-paypal-js's PayPalScriptProvider, after PayPal's script
 *   has loaded and `window.paypal.Buttons` exists; `useShopContext()` works there too (translations, shop).
 * - `Area` is mounted only while its method is chosen, inside the container whose id is `containerIdOf(name)`.
 * - The checkout handed to `Area` is the element's single checkout (src/checkout/checkout.ts): it also implements the
 *   optional `reportFailure`, and its `capture` rejects with a `CaptureDeclinedError` (`declinedTransaction`) when
 *   PayPal answers a capture with a DECLINED or FAILED transaction.
 */
import { unionOf } from '../../src/checkout/paypal/sdkOptions'
import { applePayMethod } from './applePay/ApplePayArea'
import { cardMethod } from './card/cardMethod'
import { googlePayMethod } from './googlePay/GooglePayArea'
import { localMethods } from './localMethods/localMethods'
import { payLaterMethod, payPalMethod } from './paypal/paypalMethods'
import type { PaymentMethod } from './common/types'

/** Every method the element can offer, in display order. */
export const paymentMethods: readonly PaymentMethod[] = [
  payPalMethod,
  payLaterMethod,
  applePayMethod,
  googlePayMethod,
  cardMethod,
  ...localMethods,
]

/** The container id is the lower-cased method name with the first space removed ('Pay Later' → 'paylater'). */
export function containerIdOf(name: string): string {
  return name.toLowerCase().replace(' ', '')
}

/** The SDK components the methods need, each once, in registry order. */
export function sdkComponentsOf(methods: readonly PaymentMethod[]): string[] {
  return unionOf(methods.map((method) => method.sdkComponents))
}

/** The funding sources the methods need enabled, each once. */
export function enableFundingOf(methods: readonly PaymentMethod[]): string[] {
  return unionOf(methods.map((method) => method.enableFunding))
}
