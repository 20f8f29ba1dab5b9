/**
 * The callbacks of every PayPal button (PayPal, Pay Later and the local methods), free of React: order → approval →
 * capture once → success address, through the checkout. Failures go to the failure address once per attempt: an order
 * creation failure with its message, a failed capture with 'Something went wrong' (or the checkout's outcome-unknown
 * text), any other PayPal error with its message. Cancelling does nothing.
 */
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js'
import { GENERIC_FAILURE_MESSAGE, ShopError } from '../../domain/errors'
import { messageOf } from '../errors'
import type { Checkout } from '../types'

/** The part of PayPalButtons' props this flow fills in. */
export type ButtonFlow = Required<
  Pick<PayPalButtonsComponentOptions, 'onClick' | 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>
>

/** The message a failed order creation shows: a shop error's own ('Database error', the server's), else the generic. */
export function failureMessage(error: unknown): string {
  return error instanceof ShopError && error.message ? error.message : GENERIC_FAILURE_MESSAGE
}

/** The text PayPal's script failing at run time reports. */
export const NOT_LOADED_MESSAGE = 'paypal is not loaded properly'

/**
 * Builds a button's callbacks for `paymentSource`. PayPal reports a failed createOrder through onError as well: only
 * the first failure of an attempt is sent, since the page is leaving by then. A button that could not render
 * (react-paypal-js reports it through onError, with a component stack) is reported in place, without leaving the
 * page, and `onRenderFailure` lets the area show its message. A click at a total of 0 is refused.
 */
export function createButtonFlow(
  checkout: Checkout,
  paymentSource: string,
  onRenderFailure: () => void,
): ButtonFlow {
  let failed = false
  const failOnce = (...failure: Parameters<Checkout['fail']>): void => {
    if (failed) return
    failed = true
    checkout.fail(...failure)
  }
  return {
    onClick: (_data, actions) => (checkout.totalCents <= 0 ? actions.reject() : actions.resolve()),
    createOrder: async () => {
      // A new attempt (the buyer came back, e.g. to a hash-routed checkout): its failure is sent again.
      failed = false
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
        console.error('[museum-shop] <shop-payment> capture failed', failureMessage(error))
        failOnce('capture', GENERIC_FAILURE_MESSAGE, error)
      }
    },
    onCancel: () => undefined,
    onError: (error) => {
      if ('componentStack' in error) {
        checkout.reportFailure?.('sdk', NOT_LOADED_MESSAGE)
        return onRenderFailure()
      }
      failOnce('approve', messageOf(error) || GENERIC_FAILURE_MESSAGE)
    },
  }
}
