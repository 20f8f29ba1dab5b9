/**
 * The step before ordering with `hold-places` (the checkout's, and the cart's before it leads there): the holds of the
 * cart are checked (store/heldLines.ts). Lines whose hold ended go on without its token when their places are still
 * free; when others took them meanwhile, nothing goes on and the visitor reads which lines, with the places still
 * free of each (PlacesTakenError). Nothing has been paid then: the element says so in place.
 */
import type { CartSummaryItem } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { holdTokensIn, ticketLineLabel } from '../domain/cart/ticketLines'
import { PlacesGoneError } from '../domain/tickets/errors'
import { hasHoldEnded } from '../domain/holds/records'
import { currentHoldRecords, type GoneLine } from '../store/holds'

/** Places of lines whose hold ended were taken meanwhile: `gone` names each line with the places still free. */
export class PlacesTakenError extends PlacesGoneError {
  constructor(
    message: string,
    lines: readonly string[],
    readonly gone: readonly GoneLine[],
  ) {
    super(message, lines)
  }
}

/** True when a hold of `items` is known to have ended: the places must be asked again before going on. */
export function holdEndedIn(items: readonly CartSummaryItem[]): boolean {
  const records = currentHoldRecords()
  const now = Date.now()
  return holdTokensIn(items).some((token) => hasHoldEnded(records, token, now))
}

/**
 * The checkout's `beforeOrder` for `config`; `goneText` makes the visitor's sentence from the lines named in
 * `locale` ("Erwachsene (Sa, 30. Mai, 11:30 Uhr)").
 */
export function confirmHeldPlaces(
  config: ShopConfig,
  goneText: (lines: string) => string,
): (items: readonly CartSummaryItem[]) => Promise<readonly CartSummaryItem[]> {
  return async (items) => {
    if (!holdEndedIn(items)) return items
    // Asking for places again needs the ticket code, which comes only when a hold has ended.
    const { recheckHeldLines } = await import('../store/holds/heldLines')
    const { items: ordered, gone } = await recheckHeldLines(config, items, currentHoldRecords())
    if (gone.length === 0) return ordered
    const lines = gone.map((line) => ticketLineLabel(line.item, config.locale))
    throw new PlacesTakenError(goneText(lines.join(', ')), lines, gone)
  }
}
