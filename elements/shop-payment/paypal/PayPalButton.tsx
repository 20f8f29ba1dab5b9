/**
 * The PayPal button of every PayPal-button method (PayPal, Pay Later, the local methods), wired to the checkout by
 * the one button flow of src/checkout/paypal/buttonFlow.ts: createOrder → POST /orders; approval → capture once →
 * success address; failures to the failure address once. Disabled, with a note, when there is nothing to pay.
 */
import type { FUNDING_SOURCE } from '@paypal/paypal-js'
import { PayPalButtons } from '@paypal/react-paypal-js'
import { useMemo, useState } from 'react'
import { createButtonFlow } from '../../../src/checkout/paypal/buttonFlow'
import { buttonStyle } from '../../../src/checkout/paypal/sdkOptions'
import type { PaymentMethodAreaProps } from '../common/types'
import { useMethodText } from '../common/useMethodText'

/** The area's props plus the button's funding source and the order's payment source. */
export interface PayPalButtonProps extends PaymentMethodAreaProps {
  fundingSource: FUNDING_SOURCE
  /** The order's payment_source: 'paypal' for PayPal and Pay Later, the funding source for a local method. */
  paymentSource: string
}

/** PayPal's standalone button for `fundingSource`, paying through the checkout. */
export function PayPalButton({
  checkout,
  borderRadius,
  height,
  fundingSource,
  paymentSource,
}: PayPalButtonProps) {
  const text = useMethodText()
  const [renderFailed, setRenderFailed] = useState(false)
  // One flow per checkout and source: it remembers whether this attempt's failure was sent already.
  const flow = useMemo(
    () => createButtonFlow(checkout, paymentSource, () => setRenderFailed(true)),
    [checkout, paymentSource],
  )
  const style = useMemo(() => buttonStyle(borderRadius, height), [borderRadius, height])
  const nothingToPay = checkout.totalCents <= 0
  if (renderFailed) {
    return (
      <p className="shop-message shop-message--error" role="alert">
        {text('payment.error.notLoaded')}
      </p>
    )
  }
  return (
    <>
      <PayPalButtons
        fundingSource={fundingSource}
        style={style}
        disabled={nothingToPay}
        forceReRender={[style]}
        {...flow}
      />
      {nothingToPay && <p className="shop-payment__note">{text('payment.nothingToPay')}</p>}
    </>
  )
}
