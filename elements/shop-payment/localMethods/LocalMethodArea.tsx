import type { FUNDING_SOURCE, PayPalNamespace } from '@paypal/paypal-js'
import { useEffect, useRef, useState } from 'react'
import { paypalFunction } from '../../../src/checkout/paypal/paypalNamespace'
import { PayPalButton } from '../paypal/PayPalButton'
import { usePayPalSdk } from '../paypal/usePayPalSdk'
import type { PaymentMethodAreaProps } from '../common/types'
import { useMethodText } from '../common/useMethodText'

/** Alternative payment methods wait this long before rendering PayPal's fields and button. */
export const LOCAL_METHOD_DELAY_MS = 100

/** True once `ms` have passed since mount; the timer is cleared on unmount. */
export function useDelay(ms: number): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return done
}

interface PaymentFieldsComponent {
  isEligible?: () => boolean
  render: (container: HTMLElement) => Promise<unknown>
}

/** PayPal's payment fields for a funding source (the buyer's name and what the bank needs), rendered by the SDK. */
function PaymentFields({ paypal, fundingSource }: { paypal: PayPalNamespace; fundingSource: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const host = ref.current
    const create = paypalFunction(paypal, 'PaymentFields')
    if (!host || !create) return
    try {
      const fields = create({ fundingSource, fields: { name: { value: '' } } }) as PaymentFieldsComponent
      if (fields.isEligible?.() !== false) {
        fields.render(host).catch((error: unknown) => {
          console.warn(`[museum-shop] PayPal payment fields for ${fundingSource} failed to render`, error)
        })
      }
    } catch (error) {
      console.warn(`[museum-shop] PayPal payment fields for ${fundingSource} are unavailable`, error)
    }
    // The SDK's nodes are not React's: clear them, so a remount renders one set.
    return () => host.replaceChildren()
  }, [paypal, fundingSource])
  return <div ref={ref} className="shop-payment-fields" />
}

/** Props of a local method's area: the common area props plus the method's funding source and label. */
export interface LocalMethodAreaProps extends PaymentMethodAreaProps {
  fundingSource: FUNDING_SOURCE
  label: string
}

/**
 * A local method's area: after a 100 ms wait, PayPal's payment fields and the standalone button for the
 * funding source, paying through the checkout (payment_source = the funding source). Disabled at a total of 0.
 */
export function LocalMethodArea({ fundingSource, label, ...areaProps }: LocalMethodAreaProps) {
  const text = useMethodText()
  const sdk = usePayPalSdk()
  const ready = useDelay(LOCAL_METHOD_DELAY_MS)
  if (!ready || sdk.status !== 'ready') return null
  return (
    <div
      className="shop-local-method"
      role="group"
      aria-label={text('payment.local.fields', { method: label })}
      data-funding-source={fundingSource}
    >
      <PaymentFields paypal={sdk.paypal} fundingSource={fundingSource} />
      <PayPalButton {...areaProps} fundingSource={fundingSource} paymentSource={fundingSource} />
    </div>
  )
}
