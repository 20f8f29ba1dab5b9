/**
 * The two PayPal entries of the method list: PayPal, and Pay Later (not an empty placeholder but PayPal's own Pay
 * Later button, offered only where PayPal says the buyer is eligible). Both need only the `buttons` component of
 * PayPal's script and create PayPal orders.
 */
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from '../common/types'
import { PayPalButton } from './PayPalButton'
import { useFundingEligibility } from './usePayPalSdk'

function usePayPalEligibility(): Eligibility {
  return useFundingEligibility('paypal')
}

function usePayLaterEligibility(): Eligibility {
  return useFundingEligibility('paylater')
}

function PayPalArea(props: PaymentMethodAreaProps) {
  return <PayPalButton {...props} fundingSource="paypal" paymentSource="paypal" />
}

// Pay Later is a way to pay with PayPal: the order is a PayPal order either way.
function PayLaterArea(props: PaymentMethodAreaProps) {
  return <PayPalButton {...props} fundingSource="paylater" paymentSource="paypal" />
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
