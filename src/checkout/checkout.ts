/**
 * The checkout flow of spec §4 behind the `Checkout` contract (types.ts): order creation on the server, capture once
 * the provider approved, then the success or failure address. Everything after the provider's approval lives here,
 * for every method: one order per attempt, one capture per provider order, cart and donations cleared only after a
 * capture is known to have succeeded. A capture without a clear answer is checked with PayPal's order details before
 * anything is shown, and noted in sessionStorage first, so a reload in the middle checks instead of paying again.
 * Nothing here logs or sends the buyer's auth headers; events carry order ids and messages only.
 */
import { DEFAULT_TIMEOUT_MS } from '../api/client'
import { type ApiClient } from '../api/clientTypes'
import { PaymentError } from '../api/errors'
import { ShopError } from '../domain/errors'
import { clearCart, clearDonations, type CartSummaryItem, type StoredDonation } from '../domain/cart'
import type { ShopConfig } from '../domain/config'
import { createShopUrls } from '../domain/urls'
import { authHeaders } from '../domain/user'
import type { ShopEventMap, ShopEventName } from '../domain/events'
import { capturePayPalOrder, createOrder, fetchPayPalOrderDetails } from '../services/orders'
import { shopStore, type PaymentPhase } from '../store/shopStore'
import { CaptureDeclinedError, CaptureOutcomeUnknownError } from './errors'
import { captureOutcome, type CaptureOutcome } from './captureOutcome'
import { isUncertainCaptureFailure, verdictFromDetails } from './captureRecovery'
import { buildOrderRequest } from './orderRequest'
import {
  forgetPendingCapture,
  notePendingCapture,
  PENDING_CAPTURE_MARGIN_MS,
  readPendingCapture,
  type PendingCapture,
} from './pendingCapture'
import type { Checkout, PaymentStage } from './types'

/** The message of spec §8 when a failure has none of its own. */
export const FALLBACK_MESSAGE = 'Something went wrong'

/** Sends a typed event to the host page (the element's `emit`). */
export type EmitShopEvent = <N extends ShopEventName>(name: N, detail: ShopEventMap[N]) => void

/** Leaving the page, behind one object so component tests can observe the address (`vi.spyOn(…, 'assign')`). */
export const checkoutNavigation = {
  /** Goes to `url` like a followed link. */
  assign(url: string): void {
    window.location.assign(url)
  },
}

/** Everything one checkout needs: the shop, what is paid for, and how to talk to the page. */
export interface CheckoutSetup {
  client: ApiClient
  /** For the success and failure addresses and the cart variant to clear. */
  config: ShopConfig
  items: readonly CartSummaryItem[]
  donations: readonly StoredDonation[]
  currency: string
  /** Id of the shop's PayPal payment mode, sent as `payment_mode_id` (never settings.defaultPaymentModeId). */
  paymentModeId: string
  /** The translated name of donation lines. */
  donationName: string
  /** The translated "outcome not known yet: do not pay again, check your e-mail" (payment.outcomeUnknown). */
  outcomeUnknownMessage: string
  emit: EmitShopEvent
  /** Default: `checkoutNavigation.assign` (window.location.assign). */
  navigate?: (url: string) => void
}

/** The text shown for a failure: a shop error's own message ('Database error', the order error), else the fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof ShopError && error.message ? error.message : FALLBACK_MESSAGE
}

/** Items plus donations, in cents. */
export function totalOf(items: readonly CartSummaryItem[], donations: readonly StoredDonation[]): number {
  return (
    items.reduce((sum, item) => sum + item.totalCents, 0) +
    donations.reduce((sum, donation) => sum + donation.value, 0)
  )
}

/** The checkout the element holds: the methods' contract plus what only the element calls. */
export interface ElementCheckout extends Checkout {
  reportFailure(stage: PaymentStage, message: string, cause?: unknown): void
  /** This tab's note of a capture begun before the page was (re)opened, when it is recent enough to check. */
  pendingCapture(): PendingCapture | null
  /**
   * Learns how the noted capture ended, without capturing again: captured → success address; not captured → failure
   * address ('Something went wrong'); no answer → failure address with the outcome-unknown text. Never rejects.
   */
  resume(note: PendingCapture): Promise<void>
}

/** Creates the checkout of one cart snapshot (what the element shows is what is ordered). */
export function createCheckout(setup: CheckoutSetup): ElementCheckout {
  const { client, config, emit } = setup
  const urls = createShopUrls(config)
  const navigate = setup.navigate ?? ((url: string) => checkoutNavigation.assign(url))
  /** Provider order id → our order token, for the capture address. */
  const orderTokens = new Map<string, string>()
  /** Provider order id → its capture (or its check after a reload): each order is settled once. */
  const captures = new Map<string, Promise<void>>()
  let creation: Promise<string> | null = null
  let lastSource: string | null = null

  const methodName = (): string => shopStore.getState().paymentMethod ?? lastSource ?? 'unknown'
  const setPhase = (paymentPhase: PaymentPhase): void => shopStore.setState({ paymentPhase })
  const readVerdict = (providerOrderId: string) =>
    verdictFromDetails(() => fetchPayPalOrderDetails(client, providerOrderId))

  function go(url: string): void {
    try {
      navigate(url)
    } catch (error) {
      // A sandboxed frame may forbid navigation; the host page must not see the throw.
      console.error('[museum-shop] <shop-payment> could not leave the page', error)
    }
  }

  async function create(paymentSource: string, email: string | null): Promise<string> {
    const body = buildOrderRequest({
      items: setup.items,
      donations: setup.donations,
      currency: setup.currency,
      paymentModeId: setup.paymentModeId,
      paymentSource,
      email,
      donationName: setup.donationName,
    })
    // Read at the moment of ordering: a login in another tab counts.
    const created = await createOrder(client, body, authHeaders())
    orderTokens.set(created.providerOrderId, created.token)
    shopStore.setState({ currentOrderId: created.providerOrderId })
    emit('shop-order-created', {
      orderToken: created.token,
      providerOrderId: created.providerOrderId,
      totalCents: body.total,
      currency: setup.currency,
    })
    return created.providerOrderId
  }

  function succeeded(orderToken: string, method: string): void {
    // Only now: a capture that failed, or whose outcome is open, leaves the cart for the visitor.
    clearCart(config.variant, config.storageKeys)
    clearDonations(config.storageKeys)
    forgetPendingCapture(config.storageKeys.pendingCapture)
    setPhase('captured')
    const redirectUrl = urls.checkoutSuccess(orderToken)
    emit('shop-payment-succeeded', { orderToken, method, redirectUrl })
    go(redirectUrl)
  }

  /** Nothing was captured: the note goes, the methods are offered again, and the caller hears `error`. */
  function notCaptured(error: unknown): never {
    forgetPendingCapture(config.storageKeys.pendingCapture)
    setPhase('idle')
    throw error
  }

  /** The outcome could not be learned: the note stays, so a checkout opened again soon asks once more. */
  function outcomeUnknown(orderToken: string, providerOrderId: string): CaptureOutcomeUnknownError {
    setPhase('unknown')
    return new CaptureOutcomeUnknownError(orderToken, providerOrderId, setup.outcomeUnknownMessage)
  }

  async function captureOnce(providerOrderId: string): Promise<void> {
    const orderToken = orderTokens.get(providerOrderId)
    if (!orderToken) throw new PaymentError(`No order of this checkout has the id ${providerOrderId}`)
    const method = methodName()
    notePendingCapture(config.storageKeys.pendingCapture, {
      orderToken,
      providerOrderId,
      method,
      startedAt: Date.now(),
    })
    setPhase('capturing')
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

  async function resumeOnce(note: PendingCapture): Promise<void> {
    setPhase('checking')
    const verdict = await readVerdict(note.providerOrderId)
    if (verdict === 'captured') return succeeded(note.orderToken, note.method)
    const cause = verdict === 'unknown' ? outcomeUnknown(note.orderToken, note.providerOrderId) : null
    if (!cause) {
      forgetPendingCapture(config.storageKeys.pendingCapture)
      setPhase('idle')
    }
    go(urls.checkoutFailure(report('capture', FALLBACK_MESSAGE, cause, note.method)))
  }

  function report(stage: PaymentStage, message: string | undefined, cause: unknown, method = methodName()) {
    const unknown = cause instanceof CaptureOutcomeUnknownError ? cause : null
    const text = unknown?.message || message?.trim() || FALLBACK_MESSAGE
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
    const settling = captures.get(providerOrderId) ?? settle()
    captures.set(providerOrderId, settling)
    return settling
  }

  return {
    totalCents: totalOf(setup.items, setup.donations),
    currency: setup.currency,
    createOrder(paymentSource, options) {
      if (creation) return creation
      // A payment of this page is being completed or is done: a second order could be charged as well.
      if (shopStore.getState().paymentPhase !== 'idle') {
        return Promise.reject(new PaymentError('A payment of this page is already being completed'))
      }
      lastSource = paymentSource
      const attempt = create(paymentSource, options?.email?.trim() || null)
      creation = attempt.finally(() => {
        creation = null
      })
      return creation
    },
    capture: (providerOrderId) => once(providerOrderId, () => captureOnce(providerOrderId)),
    orderDetails: (providerOrderId) => fetchPayPalOrderDetails(client, providerOrderId),
    fail(stage, message, cause) {
      go(urls.checkoutFailure(report(stage, message, cause)))
    },
    reportFailure(stage, message, cause) {
      report(stage, message, cause)
    },
    pendingCapture: () =>
      readPendingCapture(
        config.storageKeys.pendingCapture,
        (client.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + PENDING_CAPTURE_MARGIN_MS,
      ),
    resume(note) {
      orderTokens.set(note.providerOrderId, note.orderToken)
      return once(note.providerOrderId, () => resumeOnce(note))
    },
  }
}
