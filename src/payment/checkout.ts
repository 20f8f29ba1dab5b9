/**
 * The checkout flow of spec §4 behind the `Checkout` contract (types.ts): order creation on the server, capture once
 * the provider approved, then the success or failure address. The guards every method relies on live here: one order
 * per attempt, one capture per provider order, cart and donations cleared only after a successful capture.
 * Nothing here logs or sends the buyer's auth headers; events carry order ids and messages only.
 */
import * as z from 'zod/mini'
import type { ApiClient } from '../api/client'
import { PaymentError, ShopError } from '../api/errors'
import { clearCart, clearDonations, type CartSummaryItem, type StoredDonation } from '../domain/cart'
import type { ShopConfig } from '../domain/config'
import { createShopUrls } from '../domain/urls'
import { authHeaders } from '../domain/user'
import type { ShopEventMap, ShopEventName } from '../events'
import {
  capturePayPalOrder,
  createOrder,
  fetchPayPalOrderDetails,
  type CaptureResult,
} from '../services/orders'
import { shopStore } from '../store/shopStore'
import { buildOrderRequest } from './orderRequest'
import type { Checkout, DeclinedTransaction, PaymentStage } from './types'

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
  emit: EmitShopEvent
  /** Default: `checkoutNavigation.assign` (window.location.assign). */
  navigate?: (url: string) => void
}

/** A capture the provider answered without completing it; `declinedTransaction` says which and how. */
export class CaptureDeclinedError extends PaymentError {
  constructor(readonly declinedTransaction: DeclinedTransaction) {
    super(`Transaction ${declinedTransaction.status}: ${declinedTransaction.id}`)
  }
}

/** The text shown for a failure: a shop error's own message ('Database error', the order error), else the fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof ShopError && error.message ? error.message : FALLBACK_MESSAGE
}

const transactionsSchema = z.looseObject({
  captures: z.optional(
    z.array(z.looseObject({ id: z.optional(z.string()), status: z.optional(z.string()) })),
  ),
  authorizations: z.optional(
    z.array(z.looseObject({ id: z.optional(z.string()), status: z.optional(z.string()) })),
  ),
})

/** What a capture answer means for the buyer. */
export type CaptureOutcome =
  | { kind: 'completed' }
  | { kind: 'declined'; transaction: DeclinedTransaction }
  | { kind: 'failed'; message: string }

const DECLINED_STATUSES = new Set(['DECLINED', 'FAILED'])

/**
 * Reads a capture answer (spec §7): an empty answer (204) means captured; `details` means PayPal refused; a first
 * capture (or authorization) with status DECLINED or FAILED is a declined transaction; anything else is completed.
 */
export function captureOutcome(result: CaptureResult): CaptureOutcome {
  if (!result) return { kind: 'completed' }
  if (result.details && result.details.length > 0) {
    const debug = result.debug_id ? ` (${result.debug_id})` : ''
    return { kind: 'failed', message: `The payment was not captured${debug}` }
  }
  const payments = transactionsSchema.safeParse(result.purchase_units?.[0]?.payments ?? {})
  const transaction = payments.success
    ? (payments.data.captures?.[0] ?? payments.data.authorizations?.[0])
    : undefined
  if (transaction?.status && DECLINED_STATUSES.has(transaction.status)) {
    return { kind: 'declined', transaction: { status: transaction.status, id: transaction.id ?? '' } }
  }
  return { kind: 'completed' }
}

/** Items plus donations, in cents. */
export function totalOf(items: readonly CartSummaryItem[], donations: readonly StoredDonation[]): number {
  return (
    items.reduce((sum, item) => sum + item.totalCents, 0) +
    donations.reduce((sum, donation) => sum + donation.value, 0)
  )
}

/** Creates the checkout of one cart snapshot (what the element shows is what is ordered). */
export function createCheckout(
  setup: CheckoutSetup,
): Checkout & { reportFailure(stage: PaymentStage, message: string): void } {
  const { client, config, emit } = setup
  const urls = createShopUrls(config)
  const navigate = setup.navigate ?? ((url: string) => checkoutNavigation.assign(url))
  /** Provider order id → our order token, for the capture address. */
  const orderTokens = new Map<string, string>()
  const captures = new Map<string, Promise<void>>()
  let creation: Promise<string> | null = null
  let lastSource: string | null = null

  const methodName = (): string => shopStore.getState().paymentMethod ?? lastSource ?? 'unknown'

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

  async function captureOnce(providerOrderId: string): Promise<void> {
    const token = orderTokens.get(providerOrderId)
    if (!token) throw new PaymentError(`No order of this checkout has the id ${providerOrderId}`)
    const outcome = captureOutcome(await capturePayPalOrder(client, token, providerOrderId))
    if (outcome.kind === 'declined') throw new CaptureDeclinedError(outcome.transaction)
    if (outcome.kind === 'failed') throw new PaymentError(outcome.message)
    // Only now: a failed capture leaves the cart for another try.
    clearCart(config.variant, config.storageKeys)
    clearDonations(config.storageKeys)
    const redirectUrl = urls.checkoutSuccess(token)
    emit('shop-payment-succeeded', { orderToken: token, method: methodName(), redirectUrl })
    go(redirectUrl)
  }

  function report(stage: PaymentStage, message: string | undefined): string {
    const text = message?.trim() || FALLBACK_MESSAGE
    emit('shop-payment-failed', { method: methodName(), message: text, stage })
    return text
  }

  return {
    totalCents: totalOf(setup.items, setup.donations),
    currency: setup.currency,
    createOrder(paymentSource, options) {
      if (creation) return creation
      lastSource = paymentSource
      const attempt = create(paymentSource, options?.email?.trim() || null)
      creation = attempt.finally(() => {
        creation = null
      })
      return creation
    },
    capture(providerOrderId) {
      let capture = captures.get(providerOrderId)
      if (!capture) {
        capture = captureOnce(providerOrderId)
        captures.set(providerOrderId, capture)
      }
      return capture
    },
    orderDetails: (providerOrderId) => fetchPayPalOrderDetails(client, providerOrderId),
    fail(stage, message) {
      go(urls.checkoutFailure(report(stage, message)))
    },
    reportFailure(stage, message) {
      report(stage, message)
    },
  }
}
