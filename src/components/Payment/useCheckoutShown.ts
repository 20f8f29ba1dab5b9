import { useEffect } from 'react'
import { checkoutLines } from '../../domain/analytics'
import { useEmit } from '../common/emit'
import type { CartSnapshot } from './useCartSnapshot'

/**
 * Sends `shop-checkout-shown` when the checkout shows a cart that is not empty, and again when another tab changes
 * that cart: the lines as analytics names them, the total and the currency.
 */
export function useCheckoutShown(
  shown: boolean,
  cart: CartSnapshot,
  totalCents: number,
  currency: string,
  campaignNames: ReadonlyMap<number, string>,
): void {
  const emit = useEmit()
  useEffect(() => {
    if (!shown) return
    const lines = checkoutLines(cart.items, cart.donations, campaignNames)
    emit('shop-checkout-shown', { lines, totalCents, currency })
  }, [shown, cart, totalCents, currency, campaignNames, emit])
}
