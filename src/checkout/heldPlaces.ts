/**
 * The checkout's step before ordering with `hold-places`: the holds of the cart are checked (store/heldLines.ts).
 * Lines whose hold ended go into the order without its token when their places are still free; when others took
 * them meanwhile, nothing is ordered and the visitor reads which lines (PlacesGoneError with their sentence).
 */
import type { CartSummaryItem } from '../domain/cart'
import type { ShopConfig } from '../domain/config'
import { holdTokensIn, ticketLineLabel } from '../domain/tickets/cartLines'
import { PlacesGoneError } from '../domain/tickets/errors'
import { hasHoldEnded } from '../domain/tickets/holds'
import { currentHoldRecords } from '../store/holds'

/**
 * The checkout's `beforeOrder` for `config`; `goneText` makes the visitor's sentence from the lines named in
 * `locale` ("Erwachsene (Sa, 30. Mai, 11:30 Uhr)").
 */
export function confirmHeldPlaces(
  config: ShopConfig,
  goneText: (lines: string) => string,
): (items: readonly CartSummaryItem[]) => Promise<readonly CartSummaryItem[]> {
  return async (items) => {
    const records = currentHoldRecords()
    const now = Date.now()
    if (!holdTokensIn(items).some((token) => hasHoldEnded(records, token, now))) return items
    // Asking for places again needs the ticket code, which comes only when a hold has ended.
    const { recheckHeldLines } = await import('../store/heldLines')
    const { items: ordered, gone } = await recheckHeldLines(config, items, records, now)
    if (gone.length === 0) return ordered
    const lines = gone.map((line) => ticketLineLabel(line, config.locale))
    throw new PlacesGoneError(goneText(lines.join(', ')), lines)
  }
}
