import type { ShopError } from '../domain/errors'
import type { ConfigState } from '../domain/shop/config'
import { createPageStore } from './createStore'

/** The state of one request in the cache, keyed by request (see query.ts). */
export type QueryState<T> =
  | { status: 'fetching'; data?: T; updatedAt?: number }
  | { status: 'success'; data: T; updatedAt: number }
  | { status: 'error'; error: ShopError; updatedAt: number }

/**
 * Where the page's payment stands: 'placing' while an order of another payment mode is placed (and the page is left
 * for its provider); after the provider approved: 'capturing' while the capture (and, when its answer is
 * lost, the check of its outcome) runs; 'checking' while a capture begun before a reload is checked; 'captured' once
 * paid (the page is leaving); 'unknown' when the outcome could not be learned. Anything but 'idle' locks the methods.
 */
export type PaymentPhase = 'idle' | 'placing' | 'capturing' | 'checking' | 'captured' | 'unknown'

/** Everything the elements of one page share. Each element is its own React root; this is their common memory. */
export interface ShopState {
  config: ConfigState
  queries: Readonly<Record<string, QueryState<unknown>>>
  /** The chosen payment method's name; unset until the buyer picks one. */
  paymentMethod: string | null
  paymentPhase: PaymentPhase
  /** Each payment method's eligibility as the payment element decided it (for the self-diagnosis). */
  methodEligibility: Readonly<Record<string, MethodEligibility>>
}

/** Whether a payment method is offered; 'pending' while that is being checked. */
export type MethodEligibility = 'pending' | 'eligible' | 'ineligible'

const initialState = (): ShopState => ({
  config: { status: 'waiting' },
  queries: {},
  paymentMethod: null,
  paymentPhase: 'idle',
  methodEligibility: {},
})

/**
 * The one store of the page. Module-level on purpose: every element of this bundle shares it. Components read it
 * through hooks (elements/base/storeHooks.ts) and change it only through named actions (paymentActions.ts, config.ts, query.ts).
 */
export const shopStore = createPageStore<ShopState>(initialState)
