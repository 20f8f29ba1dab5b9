import { useMemo, type MouseEvent, type ReactNode } from 'react'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import { isVoucherLine } from '../../src/domain/cart/couponTotals'
import { splitPastTicketLines } from '../../src/domain/cart/ticketLines'
import type { ShopConfig } from '../../src/domain/shop/config'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { pageNavigation } from '../../src/domain/browser/navigation'
import { DiscountedAmount } from '../base/coupons/CouponAmounts'
import { useCoupons, type CouponsOfCart } from '../base/coupons/useCoupons'
import type { CouponEntry } from '../base/coupons/couponEntry'
import { useCouponEntry } from '../base/coupons/useCouponEntry'
import type { ViewLine } from './cartView'

/** The cart's codes as its lines, total and checkout link use them. */
export interface CartCoupons extends CouponsOfCart {
  entry: CouponEntry
  /** A line's total when a discount code lowered it (old and new price); undefined: its own. */
  totalOf(line: ViewLine): ReactNode | undefined
  /** The 0 € line of a voucher for one ticket: one piece, never counted up. */
  isFixed(line: ViewLine): boolean
  /** The cart's total: with the discount codes' prices, before the vouchers' credit. */
  totalCents(own: number): number
  /** Before the way to the checkout: a code typed but not redeemed is redeemed first (or refused, and the page stays). */
  beforeCheckout(
    event: MouseEvent<HTMLAnchorElement>,
    onward: (event: MouseEvent<HTMLAnchorElement>) => void,
  ): void
}

/** The codes of the cart `cart` of `config`: applied to the lines that count (past lines are not charged). */
export function useCartCoupons(config: ShopConfig, cart: CartSnapshot): CartCoupons {
  const counted = useMemo(
    () => ({ items: splitPastTicketLines(cart.items, museumNow()).current, donations: cart.donations }),
    [cart],
  )
  const coupons = useCoupons(config, counted)
  const entry = useCouponEntry(config)
  const { view, stored } = coupons
  const former = useMemo(() => {
    const map = new Map<CartSummaryItem, { cents: number; formerCents: number }>()
    view.items.forEach((item, index) => {
      const original = counted.items[index]
      if (original && item.price_cents < original.price_cents)
        map.set(original, { cents: item.totalCents, formerCents: original.totalCents })
    })
    return map
  }, [view, counted])
  return {
    ...coupons,
    entry,
    totalOf(line) {
      const found = line.kind === 'item' ? former.get(line.item) : undefined
      return found && <DiscountedAmount cents={found.cents} formerCents={found.formerCents} />
    },
    isFixed: (line) => line.kind === 'item' && isVoucherLine(line.item, stored.coupons),
    totalCents: (own) => (stored.coupons.length > 0 ? view.subtotalCents : own),
    beforeCheckout(event, onward) {
      if (!entry.pending) return onward(event)
      event.preventDefault()
      const address = event.currentTarget.href
      void entry.apply().then((redeemed) => {
        if (redeemed) pageNavigation.assign(address)
      })
    },
  }
}
