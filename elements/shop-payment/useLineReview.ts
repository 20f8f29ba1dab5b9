import { useCallback, useEffect, useMemo, useState } from 'react'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { Translator } from '../../src/domain/messages/translations'
import {
  isReviewedLine,
  LinesChangedError,
  orderedLines,
  reviewChangedAnything,
  reviewLines,
  type ReviewedLine,
} from '../../src/checkout/lineRules'
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

// The ticket code the review needs comes only with a cart that holds ticket or event lines.
const loadReview = () => import('../../src/checkout/lineReview')

/**
 * The review of `items` before paying: their ticket and event lines asked past the cache, again when the cart changes
 * and on `retry`. Nothing is asked for a cart without such lines.
 */
export function useLineReview(config: ShopConfig, items: readonly CartSummaryItem[]) {
  const asks = useMemo(() => items.some(isReviewedLine), [items])
  const [attempt, setAttempt] = useState(0)
  // The outcome with what it answers: an outcome of other lines or an earlier attempt is still being checked.
  const [outcome, setOutcome] = useState<Answered | null>(null)
  useEffect(() => {
    if (!asks) return
    let current = true
    const answer = (state: LineReviewState) => current && setOutcome({ items, attempt, state })
    loadReview()
      .then(({ askLineFacts }) => askLineFacts(config, items))
      .then(
        (facts) => answer({ status: 'done', lines: reviewLines(items, facts) }),
        (error: unknown) => answer({ status: 'failed', error: toShopError(error) }),
      )
    return () => {
      current = false
    }
  }, [asks, config, items, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const state: LineReviewState = !asks
    ? NOT_ASKED
    : outcome && outcome.items === items && outcome.attempt === attempt
      ? outcome.state
      : CHECKING
  return { state, retry }
}

/** A review's outcome, with the lines and the attempt it answers. */
interface Answered {
  items: readonly CartSummaryItem[]
  attempt: number
  state: LineReviewState
}

/**
 * The checkout's check before each order: the holds (with `hold-places`), then the ticket and event lines asked once
 * more. The order goes on only as the visitor reviewed it, at the API's prices; anything changed since stops it.
 */
export function useOrderCheck(config: ShopConfig, t: Translator, items: readonly CartSummaryItem[]) {
  const { beforeOrder: held, placesGone } = useHeldOrderCheck(config, t, items)
  const beforeOrder = useMemo(
    () =>
      async (items: readonly CartSummaryItem[]): Promise<readonly CartSummaryItem[]> => {
        const kept = held ? await held(items) : items
        if (!kept.some(isReviewedLine)) return kept
        const lines = reviewLines(kept, await (await loadReview()).askLineFacts(config, kept))
        if (reviewChangedAnything(lines)) throw new LinesChangedError(t('payment.review.changedAgain'))
        return orderedLines(lines)
      },
    [config, t, held],
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
