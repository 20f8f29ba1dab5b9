/**
 * The local (alternative) payment methods: each is a PayPal funding source, offered only when PayPal
 * reports it eligible for this buyer, currency and merchant (BLIK needs PLN, Bancontact EUR/Belgium, …), and paid
 * with PayPal's payment fields plus the standalone button for that source.
 */
import type { FUNDING_SOURCE } from '@paypal/paypal-js'
import { createElement } from 'react'
import { useFundingEligibility } from '../paypal/usePayPalSdk'
import type { PaymentMethod, PaymentMethodAreaProps } from '../common/types'
import { LocalMethodArea } from './LocalMethodArea'

/** The funding sources offered as local methods, in the order the checkout lists them, with their labels. */
export const LOCAL_FUNDING_SOURCES = [
  ['ideal', 'iDEAL'],
  ['bancontact', 'Bancontact'],
  ['blik', 'BLIK'],
  ['eps', 'EPS'],
  ['multibanco', 'Multibanco'],
  ['mybank', 'MyBank'],
  ['p24', 'Przelewy24'],
  ['trustly', 'Trustly'],
] as const satisfies readonly (readonly [FUNDING_SOURCE, string])[]

/** The SDK components a local method needs: the button, its payment fields, marks, eligibility. */
export const LOCAL_SDK_COMPONENTS = ['buttons', 'payment-fields', 'marks', 'funding-eligibility'] as const

/**
 * The payment method for one funding source (payment_source and icon key = the source). Eligibility is PayPal's
 * `Buttons({ fundingSource }).isEligible()`, asked once per loaded script (shared with the PayPal button).
 */
export function localMethod(fundingSource: FUNDING_SOURCE, label: string): PaymentMethod {
  const Area = (props: PaymentMethodAreaProps) =>
    createElement(LocalMethodArea, { ...props, fundingSource, label })
  Area.displayName = `LocalMethodArea(${fundingSource})`
  return {
    name: label,
    icon: fundingSource,
    sdkComponents: LOCAL_SDK_COMPONENTS,
    enableFunding: [fundingSource],
    useEligibility: () => useFundingEligibility(fundingSource),
    Area,
  }
}

/** Every local method, in display order. */
export const localMethods: readonly PaymentMethod[] = LOCAL_FUNDING_SOURCES.map(([source, label]) =>
  localMethod(source, label),
)
