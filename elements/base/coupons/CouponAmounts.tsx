import { formatCents } from '../../../src/domain/values/money'
import type { CouponView } from '../../../src/domain/cart/couponTotals'
import { useShopText } from '../useShopText'

/**
 * A price a discount code lowered: the former price struck through beside the new one. Screen readers hear one
 * sentence, "10,80 € statt 12,00 €", not two bare amounts.
 */
export function DiscountedAmount({ cents, formerCents }: { cents: number; formerCents: number }) {
  const { t, currency } = useShopText()
  const price = formatCents(cents, currency)
  const former = formatCents(formerCents, currency)
  return (
    <span className="shop-coupon__discounted" part="discounted-price">
      <span className="shop-visually-hidden">{t('coupon.wasPrice', { price, former })}</span>
      <span aria-hidden="true">
        <s className="shop-coupon__former">{former}</s> {price}
      </span>
    </span>
  )
}

/**
 * Below the total, when value vouchers were redeemed: the credit taken off, what is left to pay, and what is left of
 * the credit for a later order.
 */
export function CouponCredit({ view }: { view: CouponView }) {
  const { t, currency } = useShopText()
  const money = (cents: number) => formatCents(cents, currency)
  if (view.creditCents === 0) return null
  const left = view.creditCents - view.usedCents
  return (
    <div className="shop-coupon__credit" part="coupon-credit">
      <p className="shop-coupon__credit-line">
        <span>{t('coupon.credit')}</span> <strong>−{money(view.usedCents)}</strong>
      </p>
      <p className="shop-coupon__credit-line shop-coupon__due" part="coupon-due">
        <span>{t('coupon.due')}</span> <strong>{money(view.dueCents)}</strong>
      </p>
      {left > 0 && <p className="shop-coupon__left">{t('coupon.creditLeft', { amount: money(left) })}</p>}
    </div>
  )
}
