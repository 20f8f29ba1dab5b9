import { useEffect, useEffectEvent, useRef } from 'react'
import { useElementStyles } from '../../base/adoptStyles'
import { useShopContext } from '../../base/useShopContext'
import { useMethodText } from '../common/useMethodText'
import { useAsyncEligibility, usePayPalSdk, useSettled } from '../paypal/usePayPalSdk'
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from '../common/types'
import { payWithGooglePay } from '../../../src/checkout/googlePay/googlePayFlow'
import { googlePaySetup } from '../../../src/checkout/googlePay/googlePaySdk'

const googlePayStyles = `
.shop-google-pay { min-height: 40px; max-width: 450px; }
.shop-google-pay[aria-disabled='true'] { opacity: 0.38; pointer-events: none; }
`

/** The node Google's button puts its styles into: the element's root (a shadow root, or the document). */
function buttonRootOf(node: Node): Document | ShadowRoot | undefined {
  const root = node.getRootNode()
  return root instanceof Document || root instanceof ShadowRoot ? root : undefined
}

/**
 * The Google Pay area: Google's button, created by pay.js into this area with the element's root node as
 * buttonRootNode. A click runs one payment at a time. Renders nothing until the setup has resolved.
 */
export function GooglePayArea({ checkout }: PaymentMethodAreaProps) {
  useElementStyles(googlePayStyles)
  const text = useMethodText()
  const context = useShopContext()
  const sdk = usePayPalSdk()
  const setup = useSettled(sdk.status === 'ready' ? googlePaySetup(sdk.paypal, sdk.environment) : null)
  const ready = setup.status === 'settled' ? setup.value : null
  const host = useRef<HTMLDivElement>(null)
  const running = useRef(false)
  const blocked = checkout.totalCents <= 0
  const { locale } = context

  // An effect event: the button is created once per setup, yet a click always pays the current checkout.
  const pay = useEffectEvent(() => {
    if (!ready || running.current || blocked) return
    running.current = true
    void payWithGooglePay(ready, checkout).finally(() => {
      running.current = false
    })
  })

  useEffect(() => {
    const node = host.current
    if (!node || !ready) return
    try {
      const button = ready.client.createButton({
        onClick: () => pay(),
        buttonRootNode: buttonRootOf(node),
        buttonColor: 'default',
        buttonType: 'pay',
        buttonSizeMode: 'fill',
        buttonLocale: locale,
        allowedPaymentMethods: ready.config.allowedPaymentMethods,
      })
      node.replaceChildren(button)
    } catch (error) {
      console.error('[museum-shop] Google Pay could not create its button', error)
    }
    return () => node.replaceChildren()
  }, [ready, locale])

  if (!ready) return null
  return (
    <div
      ref={host}
      className="shop-google-pay"
      part="google-pay"
      role="group"
      aria-label={text('payment.googlePay.button')}
      aria-disabled={blocked}
    />
  )
}

function useGooglePayEligibility(): Eligibility {
  return useAsyncEligibility((sdk) => googlePaySetup(sdk.paypal, sdk.environment)).eligibility
}

/** Google Pay through PayPal (payment_source 'google_pay'); container id 'googlepay', hidden unless open. */
export const googlePayMethod: PaymentMethod = {
  name: 'Google Pay',
  icon: 'googlepay',
  sdkComponents: ['googlepay'],
  hiddenUnlessOpen: true,
  useEligibility: useGooglePayEligibility,
  Area: GooglePayArea,
}
