/**
 * The rules a ticket or event line keeps to be ordered, judged once more before the order with what the API says now:
 * its price (the order carries the API's, never the stored one), the names per person, the fewest and most one
 * booking holds, and the places left. Pure: the facts are gathered in lineReview.ts. A ticket line above its
 * `max_persons` is lowered to it, as the ticket element would have allowed; any other broken rule leaves the line out,
 * and so does a line the API cannot be asked about: no ticket or event line is ordered unchecked.
 */
import { personNames, unnamedPersons } from '../domain/cart/lineRules'
import type { CartSummaryItem } from '../domain/cart/storedCart'
import { TICKET_LINE_TYPE } from '../domain/cart/pastLines'
import { EVENT_LINE_TYPE } from '../domain/cart/eventPlaces'
import { isVoucherLine } from '../domain/cart/couponTotals'
import type { RedeemedCoupon } from '../domain/cart/coupons'
import { ShopError } from '../domain/errors'

/** Why a line is not ordered; `noEvent`: an event date line that names no event, whose price cannot be asked. */
export type LineProblem = 'notOffered' | 'names' | 'belowMin' | 'perBooking' | 'noPlaces' | 'noEvent'

/** What the API says now about the ticket or event date of one line. */
export interface LineFacts {
  /** What the line's unit costs now (a booking line: the whole booking); null when it is not offered now. */
  priceCents: number | null
  /** The fewest persons one booking holds. */
  minPersons: number
  /** The most of a ticket one booking holds: a line above it is lowered to it; null when none. */
  maxPersons: number | null
  /** The most places of an event date one registration takes: a line above it is left out; null when none. */
  perBooking: number | null
  /** Whether `persons` fit the places left, with the rest of the cart; null when not judged here. */
  fits: ((persons: number) => boolean) | null
  /** A first and last name are asked per person. */
  namesRequired: boolean
}

/** One line after the review. */
export interface ReviewedLine<T extends CartSummaryItem = CartSummaryItem> {
  /** The line as it is ordered: the API's price, the quantity within `max_persons`. */
  item: T
  /** The line as stored. */
  stored: T
  /** Why it is not ordered; null when it is. */
  problem: LineProblem | null
  /** The API's price differs from the stored one. */
  priceChanged: boolean
  /** The quantity was lowered to `max_persons`. */
  lowered: boolean
  /** False: the API was not asked about this line: ordered as stored (no ticket or event line), or left out. */
  checked: boolean
  /** For `belowMin` and `perBooking`: the limit. */
  limit?: number
}

/**
 * True when every person of `quantity` has a usable first and last name on the line: the cart's and the ticket
 * element's own rule (`unnamedPersons`), so the checkout never orders what they would refuse.
 */
export function namesComplete(item: Pick<CartSummaryItem, 'attributes'>, quantity: number): boolean {
  return (personNames(item)?.length ?? 0) >= quantity && unnamedPersons(item, quantity).length === 0
}

/** `item` at `priceCents` each and `quantity` (its attendees cut to as many); null when the total is no exact cents. */
function repriced<T extends CartSummaryItem>(item: T, priceCents: number, quantity: number): T | null {
  const totalCents = priceCents * quantity
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(priceCents) || priceCents < 0) return null
  if (priceCents === item.price_cents && quantity === item.quantity) return item
  const attendees: unknown = item.attributes.attendees
  const attributes =
    quantity === item.quantity
      ? item.attributes
      : {
          ...item.attributes,
          quantity,
          ...(Array.isArray(attendees) && { attendees: attendees.slice(0, quantity) }),
        }
  return { ...item, attributes, price_cents: priceCents, quantity, totalCents }
}

/** The line unchanged and not asked about. */
export const uncheckedLine = <T extends CartSummaryItem>(item: T): ReviewedLine<T> => ({
  item,
  stored: item,
  problem: null,
  priceChanged: false,
  lowered: false,
  checked: false,
})

/**
 * What the review knows of a line: the API's facts; a problem instead when the API could not be asked about it (the
 * line is left out); null for a line the review does not ask about (ordered as stored).
 */
export type LineAnswer = LineFacts | LineProblem | null

/** Judges `stored` by what the API answered about it. */
export function reviewLine<T extends CartSummaryItem>(stored: T, facts: LineAnswer): ReviewedLine<T> {
  if (!facts) return uncheckedLine(stored)
  if (typeof facts === 'string') return { ...uncheckedLine(stored), problem: facts }
  const judged = { stored, priceChanged: false, lowered: false, checked: true }
  const booking = stored.participantCount !== undefined
  const over = !booking && facts.maxPersons !== null && stored.quantity > facts.maxPersons
  const quantity = over && facts.maxPersons !== null ? Math.max(1, facts.maxPersons) : stored.quantity
  const item = facts.priceCents === null ? null : repriced(stored, facts.priceCents, quantity)
  if (!item) return { ...judged, item: stored, problem: 'notOffered' }
  const persons = stored.participantCount ?? quantity
  const changes = {
    priceChanged: item.price_cents !== stored.price_cents,
    lowered: quantity !== stored.quantity,
  }
  const line = { ...judged, ...changes, item }
  if (facts.namesRequired && !namesComplete(item, quantity)) return { ...line, problem: 'names' }
  if (persons < facts.minPersons) return { ...line, problem: 'belowMin', limit: facts.minPersons }
  if (facts.perBooking !== null && persons > facts.perBooking)
    return { ...line, problem: 'perBooking', limit: facts.perBooking }
  if (facts.fits && !facts.fits(persons)) return { ...line, problem: 'noPlaces' }
  return { ...line, problem: null }
}

/**
 * What a line costs with the redeemed `coupons`: a voucher's 0 € ticket line is paid by its code, which the order
 * carries, so it keeps 0 € while its ticket is offered; its persons, names and places are judged as any line's.
 */
function withVoucher(
  item: CartSummaryItem,
  answer: LineAnswer,
  coupons: readonly RedeemedCoupon[],
): LineAnswer {
  if (answer === null || typeof answer === 'string' || answer.priceCents === null) return answer
  return isVoucherLine(item, coupons) ? { ...answer, priceCents: 0 } : answer
}

/** Each of `items` judged by its facts (`facts[i]` for `items[i]`; null: not asked) and the redeemed `coupons`. */
export const reviewLines = <T extends CartSummaryItem>(
  items: readonly T[],
  facts: readonly LineAnswer[],
  coupons: readonly RedeemedCoupon[] = [],
): ReviewedLine<T>[] =>
  items.map((item, index) => reviewLine(item, withVoucher(item, facts[index] ?? null, coupons)))

/** The lines that are ordered, as they are ordered. */
export const orderedLines = <T extends CartSummaryItem>(lines: readonly ReviewedLine<T>[]): T[] =>
  lines.filter((line) => line.problem === null).map((line) => line.item)

/**
 * True when ordering `lines` would differ from what the visitor confirmed: a line the review left out, repriced or
 * lowered. The order's last look (lines already reviewed) passes only when the API still says the same.
 */
export const reviewChangedAnything = (lines: readonly ReviewedLine[]): boolean =>
  lines.some((line) => line.problem !== null || line.priceChanged || line.lowered)

/** Prices or places changed between the visitor's review and the order: nothing is ordered. */
export class LinesChangedError extends ShopError {
  override readonly code = 'lines_changed'
}

/**
 * A line the review judges before the order: every ticket and event line. One the API cannot be asked about is left
 * out, never ordered at its stored price; other lines (articles, donations, vouchers) are ordered as stored.
 */
export const isReviewedLine = (item: CartSummaryItem): boolean =>
  item.type === TICKET_LINE_TYPE || item.type === EVENT_LINE_TYPE
