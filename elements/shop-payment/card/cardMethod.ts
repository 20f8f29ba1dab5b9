/**
 * The card method (PayPal advanced card processing): offered when the shop's PayPal payment mode has
 * settings.acdc_enabled and PayPal reports card fields eligible for this merchant and buyer.
 */
import { payPalMode } from '../../../src/checkout/paypal/payPalMode'
import { useShopContext } from '../../base/useShopContext'
import { cardFieldsEligible } from '../../../src/checkout/paypal/paypalNamespace'
import { usePayPalSdk } from '../paypal/usePayPalSdk'
import type { Eligibility, PaymentMethod } from '../common/types'
import { CardArea } from './CardArea'

function useCardEligibility(): Eligibility {
  const context = useShopContext()
  const sdk = usePayPalSdk()
  if (context.status === 'error' || sdk.status === 'unavailable') return 'ineligible'
  if (context.status !== 'ready') return 'pending'
  if (payPalMode(context.shop)?.settings?.acdc_enabled !== true) return 'ineligible'
  if (sdk.status === 'pending') return 'pending'
  return cardFieldsEligible(sdk.paypal) ? 'eligible' : 'ineligible'
}

/** The card method: e-mail plus PayPal's hosted card fields, payment_source 'card'. */
export const cardMethod: PaymentMethod = {
  name: 'Credit Card',
  icon: 'card',
  sdkComponents: ['card-fields'],
  useEligibility: useCardEligibility,
  Area: CardArea,
}
