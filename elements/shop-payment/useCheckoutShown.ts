import { useEffect, useRef } from 'react'
import { checkoutLines } from '../../src/domain/host/analytics'
import { useEmit } from '../base/elementContext'
import type { CartSnapshot } from '../../src/domain/cart/storedCart'

/**
 * Sends `shop-checkout-shown` when the checkout shows a cart that is not empty: the lines as analytics names them,
 * the total and the currency. Once per content: a shop refreshed in the background does not send it again, a cart
 * changed in another tab does.
 */
export function useCheckoutShown(
  shown: boolean,
  cart: CartSnapshot,
  totalCents: number,
  currency: string,
  campaignNames: ReadonlyMap<number, string>,
): void {
  const emit = useEmit()
  const sent = useRef('')
  useEffect(() => {
    if (!shown) return
    const detail = { lines: checkoutLines(cart.items, cart.donations, campaignNames), totalCents, currency }
    const content = JSON.stringify(detail)
    if (content === sent.current) return
    sent.current = content
    emit('shop-checkout-shown', detail)
  }, [shown, cart, totalCents, currency, campaignNames, emit])
}
