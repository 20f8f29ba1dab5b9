/**
 * The tour the element was asked for does not exist: no id was given, or the shop does not know it. Trying again will
 * not help; the element says so and links to the shop's tours.
 */
import { ShopError } from '../errors'

/** 'missing': the page named no tour; 'not_found': the shop answered 404 for it. */
export type UnknownTourReason = 'missing' | 'not_found'

export class UnknownTourError extends ShopError {
  override readonly code = 'unknown_tour'
  constructor(
    readonly reason: UnknownTourReason,
    readonly tourId: number | null = null,
  ) {
    super(reason === 'missing' ? 'No tour: set tour-id or a filter' : `Tour not found: ${tourId}`)
  }
}

/** The query parameter a page address names its tour in (`?tour=31`), when the element's attribute does not. */
export const TOUR_QUERY = 'tour'

/** The tour id of the attribute, else of the page address's query; null when neither names a whole number above 0. */
export function tourIdFrom(attribute: string | undefined, search: string): number | null {
  const text = (attribute ?? new URLSearchParams(search).get(TOUR_QUERY) ?? '').trim()
  return /^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text)) ? Number(text) : null
}
