import { applePayMethod } from '../applePay/ApplePayArea'
import { cardMethod } from '../card/cardMethod'
import { googlePayMethod } from '../googlePay/GooglePayArea'
import { localMethods } from '../localMethods/localMethods'
import type { PaymentMethod } from '../types'

/**
 * Apple Pay, Google Pay, card fields and the local methods, in the order of spec §1; the method list
 * (methods/index.ts) appends them after PayPal. Each is shown only when its eligibility hook says so.
 */
export const extraMethods: readonly PaymentMethod[] = [
  applePayMethod,
  googlePayMethod,
  cardMethod,
  ...localMethods,
]
