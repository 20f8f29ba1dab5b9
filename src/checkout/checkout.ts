/**
 * The checkout flow behind the `Checkout` contract (types.ts): one order per attempt, created on the
 * server with the cart as the element shows it, then — once the provider approved — the settlement of
 * afterApproval.ts (capture once, check an unclear capture, success or failure address). A payment of this page that
 * is being completed, or is done, blocks a second order. The buyer's auth headers go only into the order request.
 */
import { DEFAULT_TIMEOUT_MS } from '../api/client'
import type { ApiClient } from '../api/clientTypes'
import { PaymentError } from '../api/errors'
import type { CartSummaryItem, StoredDonation } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import type { Emit } from '../domain/host/events'
import { pageNavigation } from '../domain/browser/navigation'
import { authHeaders } from '../domain/shop/user'
import { PlacesGoneError } from '../domain/tickets/errors'
import { createOrder, fetchPayPalOrderDetails } from '../services/orders'
import { shopStore } from '../store/shopStore'
import { createSettlement } from './afterApproval'
import { buildOrderRequest, payableTotal, type OrderCoupons } from './orderRequest'
import { PENDING_CAPTURE_MARGIN_MS, readPendingCapture, type PendingCapture } from './pendingCapture'
import type { Checkout, PaymentStage } from './types'

/** Everything one checkout needs: the shop, what is paid for, and how to talk to the page. */
export interface CheckoutSetup {
  client: ApiClient
  /** For the success and failure addresses and the cart variant to clear. */
  config: ShopConfig
  /** The cart as read and validated from storage (the lines the element shows). */
  items: readonly CartSummaryItem[]
  donations: readonly StoredDonation[]
  /** The redeemed codes (the items at their prices already). */
  coupons?: OrderCoupons
  currency: string
  /** Id of the shop's PayPal payment mode, sent as `payment_mode_id` (never settings.defaultPaymentModeId). */
  paymentModeId: string
  /** The translated "outcome not known yet: do not pay again, check your e-mail" (payment.outcomeUnknown). */
  outcomeUnknownMessage: string
  emit: Emit
  /** Default: `pageNavigation.assign` (window.location.assign). */
  navigate?: (url: string) => void
  /**
   * Before each order: the cart lines as they go into it (with `hold-places`, the holds checked: heldPlaces.ts).
   * Rejecting stops the order with that error.
   */
  beforeOrder?: (items: readonly CartSummaryItem[]) => Promise<readonly CartSummaryItem[]>
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
  /** Provider order id → our order token, for the capture address. */
  const orderTokens = new Map<string, string>()
  let creation: Promise<string> | null = null
  let lastSource: string | null = null
  // The last order was not made because places of the cart were taken meanwhile: nothing was paid, so no method's
  // failure leads to the failure address; the element says in place what is still possible.
  let placesTaken = false
  const settlement = createSettlement({
    client,
    config,
    emit,
    outcomeUnknownMessage: setup.outcomeUnknownMessage,
    navigate: setup.navigate ?? ((url) => pageNavigation.assign(url)),
    methodName: () => shopStore.getState().paymentMethod ?? lastSource ?? 'unknown',
  })

  async function create(paymentSource: string, email: string | null): Promise<string> {
    placesTaken = false
    const items = setup.beforeOrder
      ? await setup.beforeOrder(setup.items).catch((error: unknown) => {
          placesTaken = error instanceof PlacesGoneError
          throw error
        })
      : setup.items
    const body = buildOrderRequest({
      items,
      donations: setup.donations,
      currency: setup.currency,
      paymentModeId: setup.paymentModeId,
      paymentSource,
      email,
      coupons: setup.coupons,
    })
    // Read at the moment of ordering: a login in another tab counts.
    const created = await createOrder(client, body, authHeaders())
    orderTokens.set(created.providerOrderId, created.token)
    emit('shop-order-created', {
      orderToken: created.token,
      providerOrderId: created.providerOrderId,
      totalCents: body.total,
      currency: setup.currency,
    })
    return created.providerOrderId
  }

  return {
    totalCents: payableTotal(setup.items, setup.donations, setup.coupons),
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
    capture(providerOrderId) {
      const orderToken = orderTokens.get(providerOrderId)
      if (!orderToken) {
        return Promise.reject(new PaymentError(`No order of this checkout has the id ${providerOrderId}`))
      }
      return settlement.capture(orderToken, providerOrderId)
    },
    orderDetails: (providerOrderId) => fetchPayPalOrderDetails(client, providerOrderId),
    fail: (stage, message, cause) => {
      if (!placesTaken) settlement.fail(stage, message, cause)
    },
    reportFailure(stage, message, cause) {
      if (!placesTaken) settlement.report(stage, message, cause)
    },
    pendingCapture: () =>
      readPendingCapture(
        config.storageKeys.pendingCapture,
        (client.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + PENDING_CAPTURE_MARGIN_MS,
      ),
    resume(note) {
      orderTokens.set(note.providerOrderId, note.orderToken)
      return settlement.resume(note)
    },
  }
}
