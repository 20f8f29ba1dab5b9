/**
 * The discount codes' prices of the cart as it is now, asked of the server (POST /cart) with every code kept.
 */
import { cartSignature } from '../domain/cart/couponTotals'
import type { CouponPrices, RedeemedCoupon } from '../domain/cart/coupons'
import { readCart } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { priceCart } from '../services/coupons'
import { apiClientFor } from './apiQuery'

/** The discount codes' prices for the cart as it is now; null when no discount code is redeemed. */
export async function pricesFor(
  config: ShopConfig,
  coupons: readonly RedeemedCoupon[],
): Promise<CouponPrices | null> {
  if (!coupons.some((coupon) => coupon.kind === 'discount')) return null
  const items = readCart(config.variant, config.storageKeys).items
  const cents = await priceCart(
    apiClientFor(config),
    items,
    coupons.map((coupon) => coupon.code),
  )
  return { cart: cartSignature(items), cents }
}
