/**
 * The callbacks of a PayPal button for one funding source (the local methods): the same order → approve →
 * capture → redirect path as the PayPal button, with the failures of spec §8 going to the failure address once,
 * and the order created with payment_source = the funding source.
 */
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js'
import { useRef } from 'react'
import { fieldOf } from '../../domain/fieldOf'
import { FALLBACK_MESSAGE, failureMessage } from '../checkout'
import type { Checkout } from '../types'

/** The part of PayPalButtons' props this flow fills in. */
export type ButtonFlow = Required<
  Pick<PayPalButtonsComponentOptions, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>
>

/** The message of a thrown value, '' when it has none. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  const message = fieldOf(error, 'message')
  return typeof message === 'string' ? message : ''
}

/**
 * Builds the button's callbacks for `paymentSource`. An order creation failure goes to the failure address with its
 * message (spec §8, as for PayPal); a failed capture with 'Something went wrong'; any other PayPal error with its
 * message. PayPal reports a failed createOrder through onError as well: only the first failure of an attempt is
 * sent, since the page is leaving by then. Cancelling does nothing. `onRenderFailure` hears a button that could not
 * render (react-paypal-js reports it through onError, with a component stack) — no redirect for that.
 */
export function useButtonFlow(
  checkout: Checkout,
  paymentSource: string,
  onRenderFailure: () => void,
): ButtonFlow {
  const failed = useRef(false)
  const failOnce = (...failure: Parameters<Checkout['fail']>): void => {
    if (failed.current) return
    failed.current = true
    checkout.fail(...failure)
  }
  return {
    createOrder: async () => {
      // A new attempt (the buyer came back, e.g. to a hash-routed checkout): its failure is sent again.
      failed.current = false
      try {
        return await checkout.createOrder(paymentSource)
      } catch (error) {
        failOnce('create', failureMessage(error))
        throw error
      }
    },
    onApprove: async ({ orderID }) => {
      try {
        await checkout.capture(orderID)
      } catch (error) {
        failOnce('capture', FALLBACK_MESSAGE, error)
      }
    },
    onCancel: () => undefined,
    onError: (error) => {
      if ('componentStack' in error) return onRenderFailure()
      failOnce('approve', messageOf(error) || FALLBACK_MESSAGE)
    },
  }
}
