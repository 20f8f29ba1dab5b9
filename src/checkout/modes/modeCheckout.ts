/**
 * Paying with one of the shop's payment modes other than PayPal, or ordering a total of 0: one POST /orders with the
 * mode's id, then the way its answer names (orderAnswer.ts) — the provider's page, a form posted to the provider, the
 * success address at once, or the failure address with the reason in words. One order per activation: a second press
 * while the first is under way (double click, held Enter), after the page is being left, or while another tab is
 * placing an order for this cart, orders nothing. The cart is cleared only when the order is complete at once; a
 * failure leaves it as it was.
 */
import { DEFAULT_TIMEOUT_MS } from '../../api/client'
import type { ApiClient } from '../../api/clientTypes'
import { formNavigation } from '../../domain/browser/formPost'
import { pageNavigation } from '../../domain/browser/navigation'
import {
  clearCart,
  clearDonations,
  type CartSummaryItem,
  type StoredDonation,
} from '../../domain/cart/storedCart'
import { clearCoupons } from '../../domain/cart/coupons'
import type { Emit } from '../../domain/host/events'
import type { ShopConfig } from '../../domain/shop/config'
import { authHeaders } from '../../domain/shop/user'
import { logOnce } from '../../page/logOnce'
import { placeOrder } from '../../services/placeOrder'
import { setPaymentPhase } from '../../store/paymentActions'
import { shopStore } from '../../store/shopStore'
import { messageOf } from '../errors'
import { buildOrderRequest, payableTotal, type OrderCoupons } from '../orderRequest'
import { checkoutAddresses } from '../returnAddresses'
import { routeOfAnswer, type RefusalReason } from './orderAnswer'
import { forgetPlacing, notePlacing, placingElsewhere, placingKey } from './placingNote'

/** The visitor's sentences for each way a mode's order can fail (translated by the element). */
export type RefusalTexts = Readonly<Record<RefusalReason | 'elsewhere', string>>

/** What a mode checkout needs. */
export interface ModeCheckoutSetup {
  client: ApiClient
  config: ShopConfig
  items: readonly CartSummaryItem[]
  donations: readonly StoredDonation[]
  /** The redeemed codes (the items at their prices already). */
  coupons?: OrderCoupons
  currency: string
  texts: RefusalTexts
  emit: Emit
  /** Before the order: the cart lines as they go into it (the held places checked); rejecting stops the order. */
  beforeOrder?: (items: readonly CartSummaryItem[]) => Promise<readonly CartSummaryItem[]>
}

/** The mode an order is placed with. */
export interface ChosenMode {
  id: string
  name: string
}

/** What happened to one activation. */
export type PlaceResult = 'left' | 'ignored' | 'elsewhere'

export interface ModeCheckout {
  readonly totalCents: number
  /** Places the order with `mode` and leaves the page its answer names; 'ignored' when an activation runs already. */
  place(mode: ChosenMode): Promise<PlaceResult>
}

/** Creates the mode checkout of one cart snapshot. */
export function createModeCheckout(setup: ModeCheckoutSetup): ModeCheckout {
  const { client, config, emit, texts, currency } = setup
  const addresses = checkoutAddresses(config)
  const noteKey = placingKey(config.storageKeys.cart)
  const noteAge = (client.options.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 5_000
  const totalCents = payableTotal(setup.items, setup.donations, setup.coupons)
  let running: Promise<PlaceResult> | null = null

  function leave(url: string, post?: Readonly<Record<string, string>>): void {
    try {
      if (post) formNavigation.post(url, post)
      else pageNavigation.assign(url)
    } catch (error) {
      // A sandboxed frame may forbid navigation; the host page must not see the throw.
      console.error('[museum-shop] <shop-payment> could not leave the page', error)
    }
  }

  function fail(mode: ChosenMode, message: string): PlaceResult {
    setPaymentPhase('idle')
    emit('shop-payment-failed', { method: mode.name, message, stage: 'create' })
    leave(addresses.failure(message))
    return 'left'
  }

  async function attempt(mode: ChosenMode): Promise<PlaceResult> {
    if (placingElsewhere(noteKey, noteAge)) return 'elsewhere'
    notePlacing(noteKey)
    setPaymentPhase('placing')
    let placed
    try {
      const items = setup.beforeOrder ? await setup.beforeOrder(setup.items) : setup.items
      const body = buildOrderRequest({
        items,
        donations: setup.donations,
        currency,
        paymentModeId: mode.id,
        email: null,
        coupons: setup.coupons,
      })
      placed = await placeOrder(client, body, authHeaders())
    } catch (error) {
      return fail(mode, messageOf(error) || texts.unusable)
    } finally {
      forgetPlacing(noteKey)
    }
    emit('shop-order-created', { orderToken: placed.token, providerOrderId: '', totalCents, currency })
    const route = routeOfAnswer(placed.meta, window.location.href)
    switch (route.kind) {
      case 'success': {
        clearCart(config.variant, config.storageKeys)
        clearDonations(config.storageKeys)
        clearCoupons(config.storageKeys)
        setPaymentPhase('captured')
        const redirectUrl = addresses.success(placed.token)
        emit('shop-payment-succeeded', { orderToken: placed.token, method: mode.name, redirectUrl })
        leave(redirectUrl)
        return 'left'
      }
      case 'redirect':
        leave(route.url)
        return 'left'
      case 'post':
        leave(route.url, route.params)
        return 'left'
      case 'fail':
        logOnce(`mode-${route.reason}`, `<shop-payment> payment mode ${mode.id}: ${route.detail}`)
        return fail(mode, (route.reason === 'declined' && placed.message) || texts[route.reason])
    }
  }

  return {
    totalCents,
    place(mode) {
      // A payment of this page is under way, or the page is being left: a second order could be charged as well.
      if (running || shopStore.getState().paymentPhase !== 'idle') return Promise.resolve('ignored')
      running = attempt(mode).then((result) => {
        // Only an attempt that did not leave may be repeated by a new activation.
        if (result !== 'left') running = null
        return result
      })
      return running
    },
  }
}
