import { useEffect } from 'react'
import { completedOrder, type Order } from '../../src/domain/shop/order'
import type { ShopConfig } from '../../src/domain/shop/config'
import { endGuestSession } from '../../src/domain/shop/guestSession'
import { completeOrderOnce } from '../../src/domain/cart/orderCompletion'
import { useEmit } from '../base/elementContext'

/**
 * Once the confirmed order is on screen: the first time in this browser the cart, donations, skip flag and held
 * places go and `shop-order-completed` is sent (analytics' purchase follows it); a guest's session ends.
 */
export function useCompletion(
  config: ShopConfig,
  order: Order | null,
  currency: string,
  shopReady: boolean,
): void {
  const emit = useEmit()
  useEffect(() => {
    // With the shop loaded: the currency is the shop's, and analytics names the donations after their campaigns.
    if (!order || !shopReady) return
    if (completeOrderOnce(order.id, config.variant, config.storageKeys))
      emit('shop-order-completed', completedOrder(order, currency))
    endGuestSession(config.shopType)
  }, [config, order, currency, shopReady, emit])
}
