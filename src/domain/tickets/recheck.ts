/**
 * The last look before tickets go into the cart: the server's places are asked again (no cache) and the visitor's
 * choice is held against them. When it no longer fits, the choice stays as it was; the element says what changed
 * and offers the nearest times of the day where all of it fits.
 */
import { fitsSelection, maxQuantity } from './quantities'
import { daySlots, type SlotContext, type TicketSlot } from './slots'
import type { TicketSelection } from './types'
import type { WallClock } from './wallClock'

/** How many other times are offered when the chosen one has become too small. */
export const ALTERNATIVE_SLOTS = 3

export type RecheckResult =
  | { status: 'ok' }
  | {
      status: 'changed'
      /**
       * Places the chosen tickets have left at the chosen time now (0 when it has begun or is no longer offered); other
       * tickets of the time, in quotas of their own, may have more.
       */
      placesLeft: number
      /** Per chosen ticket: the most of it that fits at the chosen time now, if it were chosen alone. */
      limits: Record<number, number>
      /** The nearest other times where the whole choice fits, nearest first (the earlier one on a tie). */
      alternatives: TicketSlot[]
    }

/**
 * Holds `selection` for `minutes` against the fresh places of `context` (a day offer just fetched, and the cart).
 * `now` is the museum's clock: times already begun are no alternative.
 */
export function recheckSelection(
  context: SlotContext,
  minutes: number,
  selection: TicketSelection,
  now?: WallClock,
): RecheckResult {
  const slots = daySlots(context, now)
  const chosen = slots.find((slot) => slot.minutes === minutes)
  if (chosen && !chosen.past && fitsSelection(context, minutes, selection)) return { status: 'ok' }
  const limits: Record<number, number> = {}
  for (const [id, quantity] of Object.entries(selection)) {
    if (quantity > 0) limits[Number(id)] = maxQuantity(context, Number(id), minutes)
  }
  const alternatives = slots
    .filter((slot) => slot.minutes !== minutes && !slot.past)
    .filter((slot) => fitsSelection(context, slot.minutes, selection))
    .sort((a, b) => Math.abs(a.minutes - minutes) - Math.abs(b.minutes - minutes) || a.minutes - b.minutes)
    .slice(0, ALTERNATIVE_SLOTS)
  const placesLeft = chosen && !chosen.past ? Math.max(0, ...Object.values(limits)) : 0
  return { status: 'changed', placesLeft, limits, alternatives }
}
