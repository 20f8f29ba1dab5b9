import { CouponCredit } from '../base/coupons/CouponAmounts'
import { LazyCouponField } from '../base/coupons/LazyCouponField'
import type { CouponsOfCart } from '../base/coupons/useCoupons'
import type { CouponEntry } from '../base/coupons/couponEntry'
import { useShopText } from '../base/useShopText'

export interface CheckoutCouponsProps {
  element: string
  coupons: CouponsOfCart
  entry: CouponEntry
  /** A payment is under way: the codes stay as they are. */
  locked: boolean
}

/**
 * Below the checkout's summary: the vouchers' credit and what is left to pay, the code field, and why the methods wait
 * (a code typed but not redeemed, a discount that could not be priced).
 */
export function CheckoutCoupons({ element, coupons, entry, locked }: CheckoutCouponsProps) {
  const { t } = useShopText()
  return (
    <>
      <CouponCredit view={coupons.view} />
      <LazyCouponField
        element={element}
        entry={entry}
        view={coupons.view}
        coupons={coupons.stored.coupons}
        locked={locked}
      />
      {entry.pending && entry.status.kind !== 'checking' && (
        <p className="shop-message" part="coupon-pending">
          {t('coupon.pending')}
        </p>
      )}
      {coupons.repriceFailed && (
        <p className="shop-message shop-message--error" role="alert" part="message">
          {t('coupon.repriceFailed')}
        </p>
      )}
    </>
  )
}
