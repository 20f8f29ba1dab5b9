/**
 * The card method (PayPal advanced card processing): offered when the shop's PayPal payment mode has
 * settings.acdc_enabled and PayPal reports card fields eligible for this merchant and buyer.
 */
import type { PayPalNamespace } from '@paypal/paypal-js'
import { payPalMode } from '../../api/schemas/shop'
import { useShopContext } from '../../components/common/useShopContext'
import { perNamespace, usePayPalSdk } from '../localMethods/paypalSdk'
import type { Eligibility, PaymentMethod } from '../types'
import { CardArea } from './CardArea'

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
  layout: 'column',
  sdkComponents: ['card-fields'],
  useEligibility: useCardEligibility,
  Area: CardArea,
}
