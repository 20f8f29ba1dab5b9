/**
 * The last look before combination tickets go into the cart: the places of every part and of the combination
 * tickets themselves are asked again (no cache) and the choice is held against them. When a part's time no longer
 * has room for all of it, the choice stays; the element says so and offers the nearest times of that part where it
 * fits, between the parts before and after it.
 */
import { earliestStart, ownPlaces, type CombinationContext } from './combination'
import { ALTERNATIVE_SLOTS } from './recheck'
import type { TicketSlot } from './slots'
import type { TicketSelection } from './types'

export type CombinationRecheck =
  | { status: 'ok' }
  | {
      status: 'changed'
      /** The part (index in visiting order) whose time lacks room now. */
      part: number
      /** The places the choice has left at that part's time now (0 when the time is gone). */
      placesLeft: number
      /** The nearest other times of that part where the whole choice fits, nearest first. */
      alternatives: TicketSlot[]
    }

/** The chosen combination tickets: id and quantity. */
const chosen = (selection: TicketSelection) =>
  Object.entries(selection).filter(([, quantity]) => quantity > 0) as [string, number][]

/** The places of part `index` at `slot` for the choice: its own and, for the earliest part, the tickets' own. */
function roomAt(
  context: CombinationContext,
  index: number,
  slot: TicketSlot | undefined,
  selection: TicketSelection,
): number {
  if (!slot || slot.past) return 0
  const total = chosen(selection).reduce((sum, [, quantity]) => sum + quantity, 0)
  const first = index === 0
  // A ticket whose own places are short leaves as much room as it lacks.
  const ownShort = first
    ? Math.min(
        0,
        ...chosen(selection).map(([id, quantity]) => ownPlaces(context, Number(id), slot.minutes) - quantity),
      )
    : 0
  return Math.min(slot.placesLeft, total + ownShort)
}

/** Holds `selection` against the fresh places of `context` (parts chosen, cart taken off). */
export function recheckCombination(
  context: CombinationContext,
  selection: TicketSelection,
  partMinutes: number,
): CombinationRecheck {
  const total = chosen(selection).reduce((sum, [, quantity]) => sum + quantity, 0)
  const starts = context.parts.map((part) => part.chosen)
  for (const [index, part] of context.parts.entries()) {
    const slot = part.slots.find((candidate) => candidate.minutes === part.chosen)
    const placesLeft = roomAt(context, index, slot, selection)
    if (placesLeft >= total) continue
    const from = earliestStart(starts, index, partMinutes) ?? 0
    const next = starts[index + 1]
    const until = next === null || next === undefined ? Infinity : next - partMinutes
    const at = part.chosen ?? from
    const alternatives = part.slots
      .filter((candidate) => candidate.minutes !== part.chosen && candidate.minutes >= from)
      .filter((candidate) => candidate.minutes <= until)
      .filter((candidate) => roomAt(context, index, candidate, selection) >= total)
      .sort((a, b) => Math.abs(a.minutes - at) - Math.abs(b.minutes - at) || a.minutes - b.minutes)
      .slice(0, ALTERNATIVE_SLOTS)
    return { status: 'changed', part: index, placesLeft: Math.max(0, placesLeft), alternatives }
  }
  return { status: 'ok' }
}
