/**
 * Holding places: the door to the page's holds. Elements and the checkout import from here only.
 *
 * - The records (which hold covers which cart line, until when) are kept in browser storage by the domain
 *   (`src/domain/holds/`), so another page or tab of the same visitor sees them.
 * - The holds store and its one clock (`clock.ts`) follow those records for the page: a second store beside the
 *   shop's, because every timer on screen re-renders with its tick and nothing else should.
 * - The actions (`actions.ts`) make a hold when an element adds a line, change it with the line's quantity, renew it
 *   (the extend button, the visitor's activity) and release it when the line goes; the server calls are
 *   `src/services/holds.ts`.
 * - Asking the places of an ended hold again (`heldLines.ts`) needs the ticket code, so the checkout loads it on
 *   demand, only when a hold has ended.
 */
export { holdsStore, watchHolds, currentHoldRecords, CLOCK_TICK_MS, type HoldsState } from './clock'
export {
  holdCartLine,
  holdPlaces,
  changeHold,
  extendHolds,
  renewOnActivity,
  releaseHold,
  type HoldChange,
  type HoldOutcome,
} from './actions'
export type { GoneLine } from './heldLines'
