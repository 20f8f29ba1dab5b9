import { createElement, useRef, type KeyboardEvent } from 'react'
import { useShopText } from '../../base/useShopText'
import { useElementStyles } from '../../base/adoptStyles'
import { useShopContext } from '../../base/useShopContext'
import { useMethodText } from '../common/useMethodText'
import { useAsyncEligibility, usePayPalSdk, useSettled } from '../paypal/usePayPalSdk'
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from '../common/types'
import { applePaySetup } from '../../../src/checkout/applePay/applePaySdk'
import { startApplePaySession } from '../../../src/checkout/applePay/applePaySession'

/** The Apple Pay button area, 55 × 200 px. */
const applePayStyles = `
.shop-apple-pay { width: 200px; height: 55px; }
.shop-apple-pay apple-pay-button {
  --apple-pay-button-width: 200px; --apple-pay-button-height: 55px; --apple-pay-button-border-radius: 4px;
  display: block; width: 200px; height: 55px; cursor: pointer;
}
.shop-apple-pay apple-pay-button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.38; }
`

interface AppleButtonProps {
  label: string
  disabled: boolean
  onPress: () => void
}

/** Apple's `<apple-pay-button>` (defined by Apple Pay JS; created with createElement, as JSX knows no such tag). */
function AppleButton({ label, disabled, onPress }: AppleButtonProps) {
  const { locale } = useShopText()
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    onPress()
  }
  return createElement('apple-pay-button', {
    buttonstyle: 'black',
    type: 'pay',
    locale,
    role: 'button',
    tabIndex: 0,
    'aria-label': label,
    // A string: React sets attributes of custom elements as given, and `true` would become "".
    'aria-disabled': disabled ? 'true' : undefined,
    onClick: onPress,
    onKeyDown,
  })
}

/**
 * The Apple Pay area: Apple's button; a click starts the payment session synchronously. Renders nothing until the
 * setup (Apple's script, device and PayPal eligibility) has resolved — the list shows the method only then.
 */
export function ApplePayArea({ checkout }: PaymentMethodAreaProps) {
  useElementStyles(applePayStyles)
  const text = useMethodText()
  const context = useShopContext()
  const sdk = usePayPalSdk()
  const setup = useSettled(sdk.status === 'ready' ? applePaySetup(sdk.paypal) : null)
  // One session at a time: Safari refuses a second while the sheet is open.
  const active = useRef(false)
  if (setup.status !== 'settled' || !setup.value) return null
  const ready = setup.value
  const blocked = checkout.totalCents <= 0

  const start = (): void => {
    if (active.current || blocked) return
    active.current = true
    const label = context.status === 'ready' ? context.shop.name : ''
    startApplePaySession(ready, checkout, {
      label: label || 'Museum shop',
      onEnd: () => {
        active.current = false
      },
    })
  }

  return (
    <div className="shop-apple-pay" part="apple-pay">
      <AppleButton label={text('payment.applePay.button')} disabled={blocked} onPress={start} />
    </div>
  )
}

function useApplePayEligibility(): Eligibility {
  return useAsyncEligibility((sdk) => applePaySetup(sdk.paypal)).eligibility
}

/** Apple Pay through PayPal (payment_source 'apple_pay'); container id 'applepay', hidden unless open. */
export const applePayMethod: PaymentMethod = {
  name: 'Apple Pay',
  icon: 'applepay',
  sdkComponents: ['applepay'],
  hiddenUnlessOpen: true,
  useEligibility: useApplePayEligibility,
  Area: ApplePayArea,
}
