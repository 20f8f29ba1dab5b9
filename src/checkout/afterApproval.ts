/**
 * What happens after the provider approves a payment, for every method: the capture (once per provider order), the
 * check of a capture without a clear answer, and the page's way out — success address, failure address, or the
 * outcome-unknown text. Cart and donations are cleared only after a capture is known to have succeeded. A capture is
 * noted in sessionStorage before it starts, so a reload in the middle checks instead of paying again (`resume`).
 * Nothing here logs or sends the buyer's auth headers; events carry order ids and messages only.
 */
import type { ApiClient } from '../api/clientTypes'
import { PaymentError } from '../api/errors'
import { clearCoupons } from '../domain/cart/coupons'
import { clearCart, clearDonations } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { GENERIC_FAILURE_MESSAGE } from '../domain/errors'
import type { Emit } from '../domain/host/events'
import { capturePayPalOrder, fetchPayPalOrderDetails } from '../services/orders'
import { setPaymentPhase } from '../store/paymentActions'
import { captureOutcome, type CaptureOutcome } from './captureOutcome'
import { isUncertainCaptureFailure, verdictFromDetails } from './captureRecovery'
import { CaptureDeclinedError, CaptureOutcomeUnknownError } from './errors'
import { checkoutAddresses } from './returnAddresses'
import { forgetPendingCapture, notePendingCapture, type PendingCapture } from './pendingCapture'
import type { PaymentStage } from './types'

/** What the settlement of a checkout needs from it. */
export interface SettlementSetup {
  client: ApiClient
  config: ShopConfig
  emit: Emit
  /** The translated "outcome not known yet: do not pay again, check your e-mail" (payment.outcomeUnknown). */
  outcomeUnknownMessage: string
  /** Leaves the page for `url`. */
  navigate: (url: string) => void
  /** The name of the method being paid with, for the events. */
  methodName: () => string
}

/** How a checkout's approved orders are settled, and how its failures leave the page. */
export interface Settlement {
  /** Captures `providerOrderId` (our `orderToken`) once; later calls for the same order get the first promise. */
  capture(orderToken: string, providerOrderId: string): Promise<void>
  /** Learns how a capture noted before a reload ended, without capturing again. Never rejects. */
  resume(note: PendingCapture): Promise<void>
  /** Sends `shop-payment-failed` and returns the text shown: a capture's outcome-unknown text wins over `message`. */
  report(stage: PaymentStage, message: string | undefined, cause: unknown, method?: string): string
  /** Reports the failure and goes to the failure address with its text. */
  fail(stage: PaymentStage, message: string | undefined, cause: unknown): void
}

/** Creates the settlement of one checkout. */
export function createSettlement(setup: SettlementSetup): Settlement {
  const { client, config, emit, methodName } = setup
  const addresses = checkoutAddresses(config)
  const noteKey = config.storageKeys.pendingCapture
  /** Provider order id → its capture (or its check after a reload): each order is settled once. */
  const settled = new Map<string, Promise<void>>()
  const readVerdict = (providerOrderId: string) =>
    verdictFromDetails(() => fetchPayPalOrderDetails(client, providerOrderId))

  function go(url: string): void {
    try {
      setup.navigate(url)
    } catch (error) {
      // A sandboxed frame may forbid navigation; the host page must not see the throw.
      console.error('[museum-shop] <shop-payment> could not leave the page', error)
    }
  }

  function succeeded(orderToken: string, method: string): void {
    // Only now: a capture that failed, or whose outcome is open, leaves the cart for the visitor.
    clearCart(config.variant, config.storageKeys)
    clearDonations(config.storageKeys)
    clearCoupons(config.storageKeys)
    forgetPendingCapture(noteKey)
    setPaymentPhase('captured')
    const redirectUrl = addresses.success(orderToken)
    emit('shop-payment-succeeded', { orderToken, method, redirectUrl })
    go(redirectUrl)
  }

  /** Nothing was captured: the note goes, the methods are offered again, and the caller hears `error`. */
  function notCaptured(error: unknown): never {
    forgetPendingCapture(noteKey)
    setPaymentPhase('idle')
    throw error
  }

  /** The outcome could not be learned: the note stays, so a checkout opened again soon asks once more. */
  function outcomeUnknown(orderToken: string, providerOrderId: string): CaptureOutcomeUnknownError {
    setPaymentPhase('unknown')
    return new CaptureOutcomeUnknownError(orderToken, providerOrderId, setup.outcomeUnknownMessage)
  }

  async function captureNow(orderToken: string, providerOrderId: string): Promise<void> {
    const method = methodName()
    notePendingCapture(noteKey, { orderToken, providerOrderId, method, startedAt: Date.now() })
    setPaymentPhase('capturing')
    let outcome: CaptureOutcome
    try {
      outcome = captureOutcome(await capturePayPalOrder(client, orderToken, providerOrderId))
    } catch (error) {
      if (!isUncertainCaptureFailure(error)) return notCaptured(error)
      const verdict = await readVerdict(providerOrderId)
      if (verdict === 'captured') return succeeded(orderToken, method)
      if (verdict === 'not-captured') return notCaptured(error)
      throw outcomeUnknown(orderToken, providerOrderId)
    }
    if (outcome.kind === 'declined') notCaptured(new CaptureDeclinedError(outcome.transaction))
    if (outcome.kind === 'failed') notCaptured(new PaymentError(outcome.message))
    succeeded(orderToken, method)
  }

  async function check(note: PendingCapture): Promise<void> {
    setPaymentPhase('checking')
    const verdict = await readVerdict(note.providerOrderId)
    if (verdict === 'captured') return succeeded(note.orderToken, note.method)
    const cause = verdict === 'unknown' ? outcomeUnknown(note.orderToken, note.providerOrderId) : null
    if (!cause) {
      forgetPendingCapture(noteKey)
      setPaymentPhase('idle')
    }
    go(addresses.failure(report('capture', GENERIC_FAILURE_MESSAGE, cause, note.method)))
  }

  function report(stage: PaymentStage, message: string | undefined, cause: unknown, method = methodName()) {
    const unknown = cause instanceof CaptureOutcomeUnknownError ? cause : null
    const text = unknown?.message || message?.trim() || GENERIC_FAILURE_MESSAGE
    emit('shop-payment-failed', {
      method,
      message: text,
      stage,
      ...(unknown && { orderToken: unknown.orderToken }),
    })
    return text
  }

  /** Runs `settle` for an order once; later calls for the same order get the first call's promise. */
  function once(providerOrderId: string, settle: () => Promise<void>): Promise<void> {
    const settling = settled.get(providerOrderId) ?? settle()
    settled.set(providerOrderId, settling)
    return settling
  }

  return {
    capture: (orderToken, providerOrderId) =>
      once(providerOrderId, () => captureNow(orderToken, providerOrderId)),
    resume: (note) => once(note.providerOrderId, () => check(note)),
    report,
    fail(stage, message, cause) {
      go(addresses.failure(report(stage, message, cause)))
    },
  }
}
