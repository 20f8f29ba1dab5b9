import { useCallback, useEffect, useMemo, useState } from 'react'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { Translator } from '../../src/domain/messages/translations'
import { readCoupons, type RedeemedCoupon } from '../../src/domain/cart/coupons'
import {
  isReviewedLine,
  LinesChangedError,
  orderedLines,
  reviewChangedAnything,
  reviewLines,
  type LineAnswer,
  type ReviewedLine,
} from '../../src/checkout/lineRules'
import { askLineFacts } from '../../src/checkout/lineReview'
import { useStoredCoupons } from '../base/coupons/useStoredCoupons'
import { useShopState } from '../base/storeHooks'
import { useHeldOrderCheck } from './useCheckoutHolds'

/** Where the review of the cart's ticket and event lines stands. */
export type LineReviewState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'failed'; error: ShopError }
  | { status: 'done'; lines: ReviewedLine[] }

// One value each, so that what is derived from the state keeps its identity between renders.
const NOT_ASKED: LineReviewState = { status: 'none' }
const CHECKING: LineReviewState = { status: 'checking' }

/**
 * The review of `items` before paying: their ticket and event lines asked past the cache, again when the cart changes
 * and on `retry`, and judged with the codes redeemed (judged again, not asked again, when those change). Nothing is
 * asked for a cart without such lines.
 */
export function useLineReview(config: ShopConfig, shown: readonly CartSummaryItem[]) {
  const items = useSameLines(shown)
  const asks = useMemo(() => items.some(isReviewedLine), [items])
  const coupons = useCouponsKept(config)
  const [attempt, setAttempt] = useState(0)
  // The outcome with what it answers: an outcome of other lines or an earlier attempt is still being checked.
  const [outcome, setOutcome] = useState<Answered | null>(null)
  useEffect(() => {
    if (!asks) return
    let current = true
    const answer = (result: Answered['result']) => current && setOutcome({ items, attempt, result })
    askLineFacts(config, items).then(
      (facts) => answer({ facts }),
      (error: unknown) => answer({ error: toShopError(error) }),
    )
    return () => {
      current = false
    }
  }, [asks, config, items, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const state = useMemo((): LineReviewState => {
    if (!asks) return NOT_ASKED
    if (!outcome || outcome.items !== items || outcome.attempt !== attempt) return CHECKING
    const { result } = outcome
    return 'error' in result
      ? { status: 'failed', error: result.error }
      : { status: 'done', lines: reviewLines(items, result.facts, coupons) }
  }, [asks, outcome, items, attempt, coupons])
  return { state, retry }
}

/**
 * `items` as first seen while the lines say the same: the cart made anew (the shop arrived, another key changed) is
 * not asked again.
 */
function useSameLines(items: readonly CartSummaryItem[]): readonly CartSummaryItem[] {
  const [kept, setKept] = useState(items)
  const same = kept === items || JSON.stringify(kept) === JSON.stringify(items)
  if (!same) setKept(items)
  return same ? kept : items
}

/**
 * The codes redeemed; while a payment is under way the ones it pays with, as its cart stays the one shown: the codes
 * cleared after it must not price its lines anew before the page leaves.
 */
function useCouponsKept(config: ShopConfig): readonly RedeemedCoupon[] {
  const live = useStoredCoupons(config).coupons
  const paying = useShopState((state) => state.paymentPhase !== 'idle')
  const [kept, setKept] = useState(live)
  // Adjusted while rendering, as the cart is: the codes and the lines they price change in one render.
  if (!paying && kept !== live) setKept(live)
  return paying ? kept : live
}

/** A review's answer, with the lines and the attempt it answers. */
interface Answered {
  items: readonly CartSummaryItem[]
  attempt: number
  result: { facts: LineAnswer[] } | { error: ShopError }
}

/**
 * The checkout's check before each order: the holds (with `hold-places`), then the ticket and event lines asked once
 * more. `reviewed` are the lines as the visitor reviewed them, at the API's prices before any discount code: the order
 * (`items`, at the codes' prices) goes on only while the API still says the same of them; anything changed stops it.
 */
export function useOrderCheck(
  config: ShopConfig,
  t: Translator,
  items: readonly CartSummaryItem[],
  reviewed: readonly CartSummaryItem[],
) {
  const { beforeOrder: held, placesGone } = useHeldOrderCheck(config, t, items)
  const beforeOrder = useMemo(
    () =>
      async (items: readonly CartSummaryItem[]): Promise<readonly CartSummaryItem[]> => {
        const kept = held ? await held(items) : items
        if (!reviewed.some(isReviewedLine)) return kept
        const facts = await askLineFacts(config, reviewed)
        const lines = reviewLines(reviewed, facts, readCoupons(config.storageKeys).coupons)
        if (reviewChangedAnything(lines)) throw new LinesChangedError(t('payment.review.changedAgain'))
        return kept
      },
    [config, t, held, reviewed],
  )
  return { beforeOrder, placesGone }
}

/** The cart as reviewed: what is ordered at which price, and what the visitor is told. */
export interface ReviewedCart {
  cart: CartSnapshot
  /** Ordered lines whose price the API changed. */
  repriced: ReadonlySet<CartSummaryItem>
  /** Lines left out, with why. */
  leftOut: ReviewedLine[]
  /** Lines lowered to the most one booking holds. */
  lowered: ReviewedLine[]
  /** What the visitor confirms when prices changed ('' when none did): a new change asks again. */
  changeKey: string
}

/** `cart` after the review `state`; as it is while the review is not done. */
export function reviewedCart(state: LineReviewState, cart: CartSnapshot): ReviewedCart {
  if (state.status !== 'done') return { cart, repriced: new Set(), leftOut: [], lowered: [], changeKey: '' }
  const changed = state.lines.filter((line) => line.problem === null && line.priceChanged)
  return {
    cart: { ...cart, items: orderedLines(state.lines) },
    repriced: new Set(changed.map((line) => line.item)),
    leftOut: state.lines.filter((line) => line.problem !== null),
    lowered: state.lines.filter((line) => line.problem === null && line.lowered),
    changeKey:
      changed.length > 0
        ? JSON.stringify(changed.map((line) => [line.item.name, line.item.price_cents]))
        : '',
  }
}
