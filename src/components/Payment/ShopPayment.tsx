import { useMemo, useState } from 'react'
import { shopCurrency, type Shop } from '../../api/schemas/shop'
import type { ShopConfig } from '../../domain/config'
import { campaignNames } from '../../domain/campaignNames'
import { createCheckout } from '../../checkout/checkout'
import { enableFundingOf, paymentMethods, sdkComponentsOf } from './methods'
import { DEFAULT_BORDER_RADIUS } from '../../checkout/paypal/sdkOptions'
import { buildSdkOptions } from '../../checkout/paypal/sdkOptions'
import { apiClientFor } from '../../store/config'
import { useShopState } from '../../store/hooks'
import type { ElementProps } from '../common/attributes'
import { useElementStyles, useEmit } from '../common/emit'
import { ShopContextFailure, StatusMessage } from '../common/StatusMessage'
import { useLoadedEvent } from '../common/useLoadedEvent'
import { useShopContext } from '../common/useShopContext'
import type { Translator } from '../../domain/translations'
import { CartSummary } from './CartSummary'
import { PaymentMethodList } from './PaymentMethodList'
import { PaymentProgress, usePendingCapture } from './PaymentProgress'
import type { SHOP_PAYMENT } from './paymentElement'
import { PaymentSdk, SdkProblemMessage } from './PaymentSdk'
import { paymentStyles } from './paymentStyles'
import { useCartSnapshot } from './useCartSnapshot'
import { useCheckoutShown } from './useCheckoutShown'
import { registerMessages } from '../../domain/messages'
import { paymentMessages } from '../../domain/messages/payment'
import { paymentMethodsMessages } from '../../domain/messages/paymentMethods'
import { PaymentSdkError } from '../../checkout/errors'
import { isInNestedShadowRoot } from '../../checkout/paypal/shadowRoots'

// Registered when this chunk loads: the payment texts are not part of the start-up bundle.
registerMessages(paymentMessages)
registerMessages(paymentMethodsMessages)

/** Attributes of `<shop-payment>` (declared in paymentElement.ts); all optional, so the element works without any. */
export type ShopPaymentProps = Partial<ElementProps<typeof SHOP_PAYMENT>>

const ELEMENT = 'shop-payment'
const NESTED_SHADOW_ROOT = new PaymentSdkError(
  '<shop-payment> is inside nested shadow roots; PayPal cannot render there',
)

interface ReadyProps extends ShopPaymentProps {
  shop: Shop
  config: ShopConfig
  t: Translator
}

function CheckoutScreen({ shop, config, t, ...props }: ReadyProps) {
  const cart = useCartSnapshot(config.variant, config.storageKeys)
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const nested = container !== null && isInNestedShadowRoot(container)
  const emit = useEmit()
  useLoadedEvent(ELEMENT, 'checkout', true)
  const currency = shopCurrency(shop)
  const donationName = t('payment.donation')
  const names = useMemo(() => campaignNames(shop.config.donations?.campaigns ?? []), [shop])
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
  const checkout = useMemo(
    () =>
      createCheckout({
        client: apiClientFor(config),
        config,
        items: cart.items,
        donations: cart.donations,
        currency,
        // Without usable script options no method is shown, so this checkout never orders.
        paymentModeId: sdk.ok ? sdk.paymentModeId : '',
        donationName,
        campaignNames: names,
        outcomeUnknownMessage,
        emit,
      }),
    [config, cart, currency, sdk, donationName, names, outcomeUnknownMessage, emit],
  )
  const earlier = usePendingCapture(checkout)
  const settling = earlier.checking || (earlier.found && phase !== 'idle')
  const empty = cart.items.length === 0 && cart.donations.length === 0
  useCheckoutShown(!settling && !cart.problem && !empty, cart, checkout.totalCents, currency, names)

  // A capture begun before this page opened is settled first: its result, never the methods.
  if (settling) {
    return <PaymentProgress phase={phase === 'idle' ? 'checking' : phase} t={t} />
  }

  if (cart.problem) {
    return <StatusMessage element={ELEMENT} error={cart.problem} message={t('payment.storageProblem')} />
  }
  if (empty) {
    return (
      <p className="shop-message" role="status">
        {t('payment.emptyCart')}
      </p>
    )
  }
  const areaProps = {
    checkout,
    borderRadius: props.borderRadius ?? DEFAULT_BORDER_RADIUS,
    height: props.height,
  }
  return (
    <div className="shop-payment" ref={setContainer}>
      <CartSummary
        cart={cart}
        totalCents={checkout.totalCents}
        currency={currency}
        campaignNames={names}
        t={t}
      />
      <PaymentProgress phase={phase} t={t} />
      {container === null ? null : nested ? (
        <StatusMessage
          element={ELEMENT}
          error={NESTED_SHADOW_ROOT}
          message={t('payment.error.nestedShadowRoot')}
        />
      ) : sdk.ok ? (
        <PaymentSdk options={sdk.options} t={t}>
          <PaymentMethodList
            methods={paymentMethods}
            areaProps={areaProps}
            layout={props.layout?.trim().toLowerCase() === 'column' ? 'column' : 'row'}
            test={props.test === true}
            locked={phase !== 'idle'}
            t={t}
          />
        </PaymentSdk>
      ) : (
        <SdkProblemMessage problem={sdk.problem} t={t} />
      )}
    </div>
  )
}

/**
 * The checkout screen (spec §2, §4): what is paid for, then the payment methods the shop's PayPal payment mode and
 * PayPal's eligibility allow. Renders nothing while the shop loads; an empty cart, unreadable storage, a missing
 * PayPal client id or a PayPal script that fails give a message in place. Nothing throws into the host page.
 */
export default function ShopPayment(props: ShopPaymentProps) {
  useElementStyles(paymentStyles)
  const context = useShopContext()
  if (context.status === 'error') {
    return <ShopContextFailure element={ELEMENT} context={context} />
  }
  if (context.status !== 'ready') return null
  // A new cart variant or new storage keys is a new cart: the snapshot is read again.
  return (
    <CheckoutScreen
      key={[context.config.variant, ...Object.values(context.config.storageKeys)].join('|')}
      shop={context.shop}
      config={context.config}
      t={context.t}
      {...props}
    />
  )
}
