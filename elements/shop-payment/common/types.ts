/**
 * What a payment method is to the method list: its name, icon, the PayPal script parts it needs, an eligibility hook
 * and the React area shown while it is chosen. The checkout it pays through is the React-free `Checkout`
 * (src/checkout/types.ts).
 */
import type { ComponentType } from 'react'
import type { Checkout } from '../../../src/checkout/types'
import type { PaymentIcon } from './icons'

/** What a method's area gets from the method list. */
export interface PaymentMethodAreaProps {
  checkout: Checkout
  /** PayPal button corner radius (default 4) and height, from the element's attributes. */
  borderRadius: number
  height: number | undefined
}

/** Whether a method can be offered here; 'pending' while its eligibility is being checked (nothing is shown yet). */
export type Eligibility = 'pending' | 'eligible' | 'ineligible'

/** One payment method of the method list: one option of it. */
export interface PaymentMethod {
  /** Label and radio value; the container id is the lower-cased name with the first space removed. */
  name: string
  icon: PaymentIcon
  /** Option layout, default 'row'. */
  layout?: 'row' | 'column'
  /** PayPal SDK components this method needs loaded (e.g. 'buttons', 'card-fields', 'applepay', 'googlepay'). */
  sdkComponents: readonly string[]
  /**
   * Optional: funding sources this method needs in the SDK's `enable-funding` option (local methods,
   * e.g. 'ideal'); the script options take the union over all methods, like `sdkComponents`.
   */
  enableFunding?: readonly string[]
  /** Hidden unless its area is open (the googlepay and applepay containers). */
  hiddenUnlessOpen?: boolean
  /** A hook, called while the list renders (always, in a stable order), telling whether to offer the method. */
  useEligibility: () => Eligibility
  /** The content of the expanded area. */
  Area: ComponentType<PaymentMethodAreaProps>
}
