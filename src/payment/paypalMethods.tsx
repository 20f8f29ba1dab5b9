/**
 * The two PayPal entries of the method list: PayPal, and Pay Later (spec §2's pay-later component is empty; here it is
 * PayPal's own Pay Later button, offered only where PayPal says the buyer is eligible). Both need only the `buttons`
 * component of PayPal's script and create PayPal orders.
 */
import { PayPalButtonsArea, useFundingEligibility } from './paypalButtons'
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from './types'

function usePayPalEligibility(): Eligibility {
  return useFundingEligibility('paypal')
}

function usePayLaterEligibility(): Eligibility {
  return useFundingEligibility('paylater')
}

function PayPalArea(props: PaymentMethodAreaProps) {
  return <PayPalButtonsArea {...props} fundingSource="paypal" />
}

function PayLaterArea(props: PaymentMethodAreaProps) {
  return <PayPalButtonsArea {...props} fundingSource="paylater" />
}

/** PayPal: the PayPal button (container id `paypal`). */
export const payPalMethod: PaymentMethod = {
  name: 'PayPal',
  icon: 'paypal',
  sdkComponents: ['buttons'],
  useEligibility: usePayPalEligibility,
  Area: PayPalArea,
}

/** Pay Later: PayPal's Pay Later button (container id `paylater`), when PayPal offers it to this buyer. */
export const payLaterMethod: PaymentMethod = {
  name: 'Pay Later',
  icon: 'paypal',
  sdkComponents: ['buttons'],
  useEligibility: usePayLaterEligibility,
  Area: PayLaterArea,
}
