import { useMemo, useState } from 'react'
import { cartIdentity } from '../../src/domain/cart/identity'
import type { ShopConfig } from '../../src/domain/shop/config'
import { campaignNames } from '../../src/domain/donations/campaignNames'
import { useConfigState, useShopState } from '../base/storeHooks'
import { useElementStyles } from '../base/adoptStyles'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useShopContext, type ShopContext } from '../base/useShopContext'
import { useCart } from '../base/useCart'
import { HoldTimer } from '../base/holds/HoldTimer'
import { useCheckoutHolds } from './useCheckoutHolds'
import { CartSummary } from './CartSummary'
import { PaymentProgress } from './PaymentProgress'
import { SHOP_PAYMENT } from './element'
import { paymentStyles } from './styles'
import { MethodsPlaceholder } from './MethodsPlaceholder'
import { LegalText } from './LegalText'
import { orderTotal } from '../../src/checkout/orderRequest'
import { readPendingCapture } from '../../src/checkout/pendingCapture'
import { registerMessages } from '../../src/domain/messages'
import { paymentMessages } from './messages'
import { paymentMethodsMessages } from './methodMessages'
import { ReadyMethods, type ShopPaymentProps } from './ReadyMethods'
import { LeftOutNotice, useOrderedCart } from './orderedCart'
import { currentBuyer } from '../../src/checkout/buyer'
import { BuyerStep } from './buyer/BuyerStep'
import { reviewedCart, useLineReview } from './useLineReview'
import { LineReviewNotice, PriceConfirmation } from './LineReviewNotice'
import { reviewMessages } from './reviewMessages'
import { useCoupons } from '../base/coupons/useCoupons'
import { useCouponEntry } from '../base/coupons/useCouponEntry'
import { CheckoutCoupons } from './CheckoutCoupons'

// Registered when this chunk loads: the payment texts are not part of the start-up bundle.
registerMessages(paymentMessages)
registerMessages(paymentMethodsMessages)
registerMessages(reviewMessages)

export type { ShopPaymentProps }

const ELEMENT = SHOP_PAYMENT.tag

type ConfiguredContext = Exclude<ShopContext, { status: 'waiting' }>

/** Whether this tab noted a payment begun before the page opened (its age is judged once the shop is there). */
function notedCapture(config: ShopConfig): boolean {
  return readPendingCapture(config.storageKeys.pendingCapture, Number.POSITIVE_INFINITY) !== null
}

/**
 * The cart read from storage, shown from the first render and kept in place: it needs nothing from the API. While the
 * shop loads the methods' placeholder stands below it (amounts in the default currency); when the shop failed, the
 * failure does.
 */
function CheckoutScreen({
  config,
  context,
  ...props
}: ShopPaymentProps & { config: ShopConfig; context: ConfiguredContext }) {
  // While a payment is under way the cart it pays for stays on screen, whatever changes in storage.
  const paying = useShopState((state) => state.paymentPhase !== 'idle')
  const stored = useCart(config.variant, config.storageKeys, paying)
  const { t } = context
  const shop = context.status === 'ready' ? context.shop : undefined
  // What cannot be ordered (past, unreadable, beyond a guest cap) is left out of the summary and the order, and said.
  const ordered = useOrderedCart(config, stored, shop)
  // Ticket and event lines are asked once more: ordered at the API's prices, a changed price confirmed first.
  const review = useLineReview(config, ordered.cart.items)
  const reviewed = useMemo(() => reviewedCart(review.state, ordered.cart), [review.state, ordered.cart])
  const coupons = useCoupons(config, reviewed.cart)
  const entry = useCouponEntry(config)
  // The lines at the discount codes' prices: what the summary shows and the order carries.
  const cart = useMemo(
    () => ({ ...reviewed.cart, items: coupons.view.items }),
    [reviewed.cart, coupons.view.items],
  )
  const [confirmed, setConfirmed] = useState('')
  const toConfirm = reviewed.changeKey !== '' && reviewed.changeKey !== confirmed
  const reviewedPayable =
    review.state.status === 'none' || (review.state.status === 'done' && !toConfirm)
      ? 'yes'
      : review.state.status === 'checking'
        ? 'wait'
        : 'no'
  // A code typed but not redeemed is redeemed (or refused) first; a discount is priced for this cart first.
  const payable =
    entry.pending || coupons.repriceFailed
      ? 'no'
      : coupons.view.stale && reviewedPayable === 'yes'
        ? 'wait'
        : reviewedPayable
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const holdTokens = useCheckoutHolds(config, cart.items, container)
  const [noted] = useState(() => notedCapture(config))
  const [buyer, setBuyer] = useState(() => currentBuyer())
  // The methods wait for a buyer; a payment under way or begun before a reload is settled whoever it is.
  const ordering = buyer.kind !== 'none' || noted || paying
  const failed = context.status === 'error'
  // Null while the names may still come (a placeholder holds their place); after a failure, donations read "Spende".
  const names = useMemo(
    () => (shop || failed ? campaignNames(shop?.config.donations?.campaigns ?? []) : null),
    [shop, failed],
  )
  if (cart.problem) {
    return <StatusMessage element={ELEMENT} error={cart.problem} message={t('payment.storageProblem')} />
  }
  const leftOut = (
    <>
      <LeftOutNotice ordered={ordered} names={names} />
      <LineReviewNotice config={config} state={review.state} reviewed={reviewed} onRetry={review.retry} />
    </>
  )
  if (cart.items.length === 0 && cart.donations.length === 0) {
    return (
      <>
        {leftOut}
        <p className="shop-message" role="status">
          {t('payment.emptyCart')}
        </p>
      </>
    )
  }
  return (
    <div className="shop-payment" ref={setContainer}>
      {leftOut}
      <HoldTimer tokens={holdTokens} />
      <CartSummary
        cart={cart}
        totalCents={orderTotal(cart.items, cart.donations)}
        campaignNames={names}
        repriced={reviewed.repriced}
        discounted={coupons.view.discounted}
      />
      <CheckoutCoupons element={ELEMENT} coupons={coupons} entry={entry} locked={paying} />
      {toConfirm && review.state.status === 'done' && (
        <PriceConfirmation onConfirm={() => setConfirmed(reviewed.changeKey)} />
      )}
      <LegalText />
      <BuyerStep
        config={config}
        element={ELEMENT}
        buyer={buyer}
        onBuyer={setBuyer}
        newsletter={props.newsletter === true}
        locked={paying}
      />
      {shop && names ? (
        ordering && (
          <ReadyMethods
            shop={shop}
            config={config}
            cart={cart}
            reviewedItems={reviewed.cart.items}
            names={names}
            container={container}
            payable={payable}
            coupons={coupons.view}
            {...props}
          />
        )
      ) : failed ? (
        <ShopContextFailure element={ELEMENT} context={context} />
      ) : noted ? (
        <PaymentProgress phase="checking" />
      ) : (
        ordering && <MethodsPlaceholder />
      )}
    </div>
  )
}

/**
 * The checkout screen: what is paid for, then the payment methods the shop's PayPal payment mode and
 * PayPal's eligibility allow. The cart shows at once, with a placeholder of the methods while the shop and PayPal's
 * script load; an empty cart, unreadable storage, a failed shop, a missing PayPal client id or a PayPal script that
 * fails give a message in place. Nothing throws into the host page.
 */
export default function ShopPayment(props: ShopPaymentProps) {
  useElementStyles(paymentStyles)
  const context = useShopContext()
  const configState = useConfigState()
  if (configState.status !== 'ready' || context.status === 'waiting') {
    return context.status === 'error' ? <ShopContextFailure element={ELEMENT} context={context} /> : null
  }
  // A new cart variant or new storage keys is a new cart: the snapshot is read again.
  return (
    <CheckoutScreen
      key={cartIdentity(configState.config)}
      config={configState.config}
      context={context}
      {...props}
    />
  )
}
