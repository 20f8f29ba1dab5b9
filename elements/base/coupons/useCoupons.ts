import { useEffect, useMemo, useState } from 'react'
import { applyCoupons, type CouponView } from '../../../src/domain/cart/couponTotals'
import type { StoredCoupons } from '../../../src/domain/cart/coupons'
import { useStoredCoupons } from './useStoredCoupons'
import type { CartSnapshot } from '../../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { loadCouponField } from './LazyCouponField'

/** The cart's codes and what they do to it; `repriceFailed` when a discount could not be priced for this cart. */
export interface CouponsOfCart {
  stored: StoredCoupons
  view: CouponView
  repriceFailed: boolean
}

/**
 * The codes applied to `cart`. A discount code priced for another cart (a line changed since) is priced again, once
 * per cart; until then the lines keep their prices.
 */
export function useCoupons(
  config: ShopConfig,
  cart: Pick<CartSnapshot, 'items' | 'donations'>,
): CouponsOfCart {
  const stored = useStoredCoupons(config)
  const view = useMemo(() => applyCoupons(cart.items, cart.donations, stored), [cart, stored])
  const [failedFor, setFailedFor] = useState<string | null>(null)
  const staleCart = view.stale ? JSON.stringify(cart.items) : null
  useEffect(() => {
    if (staleCart === null || staleCart === failedFor) return
    let current = true
    // Only a stored discount code is priced, and the field lists it anyway: the pricing comes with the field's code.
    loadCouponField()
      .then((actions) => actions.repriceCart(config))
      .catch(() => {
        if (current) setFailedFor(staleCart)
      })
    return () => {
      current = false
    }
  }, [config, staleCart, failedFor])
  return { stored, view, repriceFailed: staleCart !== null && staleCart === failedFor }
}
