import { useMemo } from 'react'
import { useShopText } from '../base/useShopText'
import { shopCurrency, type Shop } from '../../src/api/schemas/shop'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import { createCheckout } from '../../src/checkout/checkout'
import { PaymentSdkError } from '../../src/checkout/errors'
import { isInNestedShadowRoot } from '../../src/checkout/paypal/shadowRoots'
import { buildSdkOptions, DEFAULT_BORDER_RADIUS } from '../../src/checkout/paypal/sdkOptions'
import { apiClientFor } from '../../src/store/apiQuery'
import { useShopState } from '../base/storeHooks'
import type { ElementProps } from '../base/attributes'
import { useEmit } from '../base/elementContext'
import { StatusMessage } from '../base/StatusMessage'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { SHOP_PAYMENT } from './element'
import { enableFundingOf, paymentMethods, sdkComponentsOf } from './methods'
import { MethodsPlaceholder } from './MethodsPlaceholder'
import { PaymentMethodList } from './PaymentMethodList'
import { PaymentProgress, usePendingCapture } from './PaymentProgress'
import { PaymentSdk, SdkProblemMessage } from './PaymentSdk'
import { useCheckoutShown } from './useCheckoutShown'
import { CheckoutPlacesGone } from './CheckoutPlacesGone'
import { PaymentModes } from './modes/PaymentModes'
import { useOrderCheck } from './useLineReview'
import { useStableList } from '../base/useStableList'
import type { CouponView } from '../../src/domain/cart/couponTotals'

/** Attributes of `<shop-payment>` (declared in element.ts); all optional, so the element works without any. */
export type ShopPaymentProps = Partial<ElementProps<typeof SHOP_PAYMENT>>

const ELEMENT = SHOP_PAYMENT.tag
const NESTED_SHADOW_ROOT = new PaymentSdkError(
  '<shop-payment> is inside nested shadow roots; PayPal cannot render there',
)

interface ReadyProps extends ShopPaymentProps {
  shop: Shop
  config: ShopConfig
  cart: CartSnapshot
  /** The lines as reviewed, at the API's prices before any code: what the order's last look asks again. */
  reviewedItems: readonly CartSummaryItem[]
  names: ReadonlyMap<number, string>
  /** The element's box, once rendered: PayPal cannot render inside nested shadow roots. */
  container: HTMLDivElement | null
  /**
   * Whether the methods are offered: 'yes'; 'wait' while the lines are asked (their placeholder holds the place);
   * 'no' until the visitor confirmed changed prices or the lines could be asked. A payment begun earlier is settled
   * either way.
   */
  payable: 'yes' | 'wait' | 'no'
  /** The redeemed codes: the order carries them, and the total is what is left to pay. */
  coupons: CouponView
}

/** Below the cart once the shop is there: the methods, or why there are none, or a payment begun earlier. */
export function ReadyMethods({
  shop,
  config,
  cart,
  reviewedItems,
  names,
  container,
  payable,
  coupons: view,
  ...props
}: ReadyProps) {
  const { t } = useShopText()
  const emit = useEmit()
  useLoadedEvent(ELEMENT, 'checkout', true)
  const currency = shopCurrency(shop)
  const outcomeUnknownMessage = t('payment.outcomeUnknown')
  const phase = useShopState((state) => state.paymentPhase)
  const sdk = useMemo(
    () =>
      buildSdkOptions({
        shop,
        locale: config.locale,
        components: sdkComponentsOf(paymentMethods),
        enableFunding: enableFundingOf(paymentMethods),
        environment: props.environment,
        cspNonce: props.cspNonce,
        crossorigin: props.crossorigin,
      }),
    [shop, config.locale, props.environment, props.cspNonce, props.crossorigin],
  )
  const { beforeOrder, placesGone } = useOrderCheck(config, t, cart.items, reviewedItems)
  const codes = useStableList(view.codes)
  const creditCents = view.creditCents
  const coupons = useMemo(() => ({ codes, creditCents }), [codes, creditCents])
  const checkout = useMemo(
    () =>
      createCheckout({
        client: apiClientFor(config),
        config,
        items: cart.items,
        donations: cart.donations,
        coupons,
        currency,
        // Without usable script options no method is shown, so this checkout never orders.
        paymentModeId: sdk.ok ? sdk.paymentModeId : '',
        outcomeUnknownMessage,
        emit,
        beforeOrder,
      }),
    [config, cart, coupons, currency, sdk, outcomeUnknownMessage, emit, beforeOrder],
  )
  const earlier = usePendingCapture(checkout)
  const settling = earlier.checking || (earlier.found && phase !== 'idle')
  // Only a cart that is neither empty nor unreadable gets here (CheckoutScreen).
  useCheckoutShown(!settling, cart, checkout.totalCents, currency, names)

  // A capture begun before this page opened is settled first: its result, never the methods.
  if (settling) {
    return <PaymentProgress phase={phase === 'idle' ? 'checking' : phase} />
  }
  if (payable !== 'yes') return payable === 'wait' ? <MethodsPlaceholder /> : null
  const areaProps = {
    checkout,
    borderRadius: props.borderRadius ?? DEFAULT_BORDER_RADIUS,
    height: props.height,
  }
  const payPal =
    container === null ? (
      <MethodsPlaceholder />
    ) : isInNestedShadowRoot(container) ? (
      <StatusMessage
        element={ELEMENT}
        error={NESTED_SHADOW_ROOT}
        message={t('payment.error.nestedShadowRoot')}
      />
    ) : sdk.ok ? (
      <PaymentSdk options={sdk.options}>
        <PaymentMethodList
          methods={paymentMethods}
          areaProps={areaProps}
          layout={props.layout?.trim().toLowerCase() === 'column' ? 'column' : 'row'}
          test={props.test === true}
          locked={phase !== 'idle'}
        />
      </PaymentSdk>
    ) : (
      <SdkProblemMessage problem={sdk.problem} />
    )
  return (
    <>
      <PaymentProgress phase={phase} />
      {placesGone && <CheckoutPlacesGone error={placesGone} />}
      <PaymentModes
        shop={shop}
        config={config}
        items={cart.items}
        donations={cart.donations}
        coupons={coupons}
        currency={currency}
        beforeOrder={beforeOrder}
        payPal={payPal}
        locked={phase !== 'idle'}
      />
    </>
  )
}
