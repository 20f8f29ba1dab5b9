/**
 * The PayPal button of a method's area (PayPal itself and Pay Later), and whether PayPal offers a funding source.
 * The flow is spec §4: createOrder → POST /orders; approval → capture once → success address; an order error goes to
 * the failure address with its message, a failed capture with 'Something went wrong'; cancelling does nothing.
 */
import type { FUNDING_SOURCE, PayPalButtonStyle } from '@paypal/paypal-js'
import { PayPalButtons, usePayPalScriptReducer } from '@paypal/react-paypal-js'
import { useMemo, useRef, useState } from 'react'
import { useShopContext } from '../components/common/useShopContext'
import { failureMessage, FALLBACK_MESSAGE } from './checkout'
import type { Checkout, Eligibility, PaymentMethodAreaProps } from './types'

/** PayPal accepts button heights from 25 to 55 px; other values are brought into that range. */
export const BUTTON_HEIGHT_RANGE = { min: 25, max: 55 } as const

/** Spec §9: the default corner radius of the PayPal button. */
export const DEFAULT_BORDER_RADIUS = 4

/** The button style of the element's attributes. */
export function buttonStyle(borderRadius: number, height: number | undefined): PayPalButtonStyle {
  const style: PayPalButtonStyle = { layout: 'vertical', borderRadius }
  if (height !== undefined && Number.isFinite(height)) {
    style.height = Math.round(Math.min(BUTTON_HEIGHT_RANGE.max, Math.max(BUTTON_HEIGHT_RANGE.min, height)))
  }
  return style
}

// One answer per loaded script and funding source: the check creates a Buttons instance, so it is not repeated.
const eligibilityByNamespace = new WeakMap<object, Map<FUNDING_SOURCE, boolean>>()

function isFundingEligible(source: FUNDING_SOURCE): boolean {
  const paypal = window.paypal
  if (!paypal || typeof paypal.Buttons !== 'function') return false
  const known = eligibilityByNamespace.get(paypal) ?? new Map<FUNDING_SOURCE, boolean>()
  eligibilityByNamespace.set(paypal, known)
  let eligible = known.get(source)
  if (eligible === undefined) {
    try {
      // PayPal's documented way: a standalone button for the source, asked before it is rendered.
      eligible = paypal.Buttons({ fundingSource: source }).isEligible()
    } catch {
      eligible = false
    }
    known.set(source, eligible)
  }
  return eligible
}

/** Whether PayPal offers `source` here: pending while the script loads, ineligible when it failed. */
export function useFundingEligibility(source: FUNDING_SOURCE): Eligibility {
  const [{ isResolved, isRejected }] = usePayPalScriptReducer()
  if (isRejected) return 'ineligible'
  if (!isResolved) return 'pending'
  return isFundingEligible(source) ? 'eligible' : 'ineligible'
}

/** react-paypal-js reports a button that could not render through onError too, with the component stack. */
function isRenderFailure(error: Record<string, unknown>): boolean {
  return 'componentStack' in error
}

/** The area's props plus the funding source of its button. */
export interface PayPalButtonsAreaProps extends PaymentMethodAreaProps {
  fundingSource: FUNDING_SOURCE
}

/** A PayPal button wired to the checkout; disabled (with a note) when the total is 0. */
export function PayPalButtonsArea({ checkout, borderRadius, height, fundingSource }: PayPalButtonsAreaProps) {
  const { t } = useShopContext()
  const [renderFailed, setRenderFailed] = useState(false)
  // The page is leaving after the first failure of an attempt; PayPal may report the same failure again.
  const failed = useRef(false)
  const nothingToPay = checkout.totalCents === 0
  const style = useMemo(() => buttonStyle(borderRadius, height), [borderRadius, height])

  const failOnce = (...failure: Parameters<Checkout['fail']>): void => {
    if (failed.current) return
    failed.current = true
    checkout.fail(...failure)
  }

  if (renderFailed) {
    return (
      <p className="shop-message shop-message--error" role="alert">
        {t('payment.error.notLoaded')}
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
        onClick={(_data, actions) => (nothingToPay ? actions.reject() : actions.resolve())}
        createOrder={async () => {
          failed.current = false
          try {
            // Pay Later is a way to pay with PayPal: the order is a PayPal order either way.
            return await checkout.createOrder('paypal')
          } catch (error) {
            failOnce('create', failureMessage(error))
            throw error
          }
        }}
        onApprove={async ({ orderID }) => {
          try {
            await checkout.capture(orderID)
          } catch (error) {
            console.error('[museum-shop] <shop-payment> capture failed', failureMessage(error))
            failOnce('capture', FALLBACK_MESSAGE, error)
          }
        }}
        onCancel={() => undefined}
        onError={(error) => {
          if (isRenderFailure(error)) {
            setRenderFailed(true)
            checkout.reportFailure?.('sdk', 'paypal is not loaded properly')
            return
          }
          const message = typeof error.message === 'string' ? error.message : ''
          failOnce('approve', message || FALLBACK_MESSAGE)
        }}
      />
      {nothingToPay && <p className="shop-payment__note">{t('payment.nothingToPay')}</p>}
    </>
  )
}
