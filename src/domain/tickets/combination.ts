/**
 * Combination tickets: one ticket for several parts (venues), each visited at a time of its own. The parts are
 * visited in the order the ticket names them (`sub_ticket_ids`); a part starts no earlier than the part before it
 * ends, its start plus the visit length. The API gives no visit length, so the page sets it (`part-minutes`), by
 * default 90 minutes: the gap go~mus's documented example keeps between its two parts. Each part's places come from
 * its own capacity answer, the cart's lines taken off; the combination ticket's own places count at the earliest
 * part's time, which is the `time` of its cart line and order item.
 */
import { bookedAt } from './quantities'
import { placesOf, type TicketSlot } from './slots'
import type { Ticket, TicketBooking, TicketSelection } from './types'
import { isBefore, parseWallClock, type DayKey, type WallClock } from './wallClock'

/** How long a part's visit takes when the page does not say. */
export const DEFAULT_PART_MINUTES = 90

/** One ticket's places left per start time of a day, all its quotas applied (the capacity answer). */
export type TicketCapacity = Readonly<Record<string, number>>

/** A part in visiting order: its id, its start times of the day, and the start chosen (null: none yet). */
export interface PartChoice {
  id: number
  slots: readonly TicketSlot[]
  chosen: number | null
}

/**
 * The start times of `ticketId` on `date` from its capacity, earliest first, with what the cart takes there taken
 * off. A time named twice (the hour the clocks go back) counts once; times begun by `now` are marked past.
 */
export function capacitySlots(
  capacity: TicketCapacity,
  date: DayKey,
  ticketId: number,
  cart: readonly TicketBooking[],
  now?: WallClock,
): TicketSlot[] {
  const slots = new Map<number, TicketSlot>()
  for (const [iso, places] of Object.entries(capacity)) {
    const wall = parseWallClock(iso)
    if (!wall || wall.date !== date || slots.has(wall.minutes)) continue
    const left = Math.max(0, places - bookedAt(cart, ticketId, iso))
    slots.set(wall.minutes, {
      minutes: wall.minutes,
      time: wall.time,
      iso,
      placesLeft: left,
      places: placesOf(left),
      past: now !== undefined && isBefore(wall, now),
      ticketIds: [ticketId],
    })
  }
  return [...slots.values()].sort((a, b) => a.minutes - b.minutes)
}

/** The earliest start part `index` may take: the part before it plus the visit; null when that part has no time. */
export function earliestStart(
  chosen: readonly (number | null)[],
  index: number,
  partMinutes: number,
): number | null {
  if (index === 0) return 0
  const before = chosen[index - 1]
  return before === null || before === undefined ? null : before + partMinutes
}

/** True when each later part still has a free time after part `index` starts at `minutes` (the earliest each). */
function leavesRoom(
  parts: readonly PartChoice[],
  index: number,
  minutes: number,
  partMinutes: number,
): boolean {
  let start = minutes
  for (const later of parts.slice(index + 1)) {
    const next = later.slots.find(
      (slot) => !slot.past && slot.places.kind !== 'soldOut' && slot.minutes >= start + partMinutes,
    )
    if (!next) return false
    start = next.minutes
  }
  return true
}

/**
 * The times part `index` may be chosen at: not begun, not before the part before it ends, and leaving the later parts
 * a free time each (a last entry too late for the next part is no choice).
 */
export function partChoices(parts: readonly PartChoice[], index: number, partMinutes: number): TicketSlot[] {
  const from = earliestStart(
    parts.map((part) => part.chosen),
    index,
    partMinutes,
  )
  const slots = parts[index]?.slots ?? []
  return from === null
    ? []
    : slots.filter(
        (slot) => !slot.past && slot.minutes >= from && leavesRoom(parts, index, slot.minutes, partMinutes),
      )
}

/** The chosen starts after part `index` takes `minutes`: a later part that would start too early loses its time. */
export function choosePart(
  chosen: readonly (number | null)[],
  index: number,
  minutes: number,
  partMinutes: number,
): (number | null)[] {
  const next = chosen.map((value, at) => (at === index ? minutes : value))
  for (let at = index + 1; at < next.length; at++) {
    const from = earliestStart(next, at, partMinutes)
    if (from === null || (next[at] ?? -1) < from) next[at] = null
  }
  return next
}

/** The chosen slot of each part, or null while a part has no (offered) time. */
export function chosenSlots(parts: readonly PartChoice[]): TicketSlot[] | null {
  const slots = parts.map((part) => part.slots.find((slot) => slot.minutes === part.chosen))
  return slots.every((slot) => slot !== undefined) && slots.length > 0 ? slots : null
}

/** The line's part times `{"<part id>": ISO}` and its `time`, the earliest part's: null until every part has one. */
export function partTimes(
  parts: readonly PartChoice[],
): { time: string; subTicketTimes: Record<string, string> } | null {
  const slots = chosenSlots(parts)
  if (!slots) return null
  const earliest = slots.reduce((first, slot) => (slot.minutes < first.minutes ? slot : first))
  const subTicketTimes = Object.fromEntries(parts.map((part, index) => [String(part.id), slots[index]!.iso]))
  return { time: earliest.iso, subTicketTimes }
}

/** What the combination's places are worked out from: its parts as chosen, and each combination ticket's own times. */
export interface CombinationContext {
  parts: readonly PartChoice[]
  /** Per combination ticket id: its own start times of the day. */
  own: ReadonlyMap<number, readonly TicketSlot[]>
}

/** The places combination ticket `ticketId` has left of its own at `minutes`: 0 when it is not offered then. */
export function ownPlaces(context: CombinationContext, ticketId: number, minutes: number): number {
  return context.own.get(ticketId)?.find((slot) => slot.minutes === minutes)?.placesLeft ?? 0
}

/**
 * The most of combination ticket `ticket` the visitor may choose: the fewest places of the parts at their times less
 * the other combination tickets chosen (they visit the same parts), its own places at the earliest part's time, and
 * its `max_persons`. 0 until every part has a time.
 */
export function combinationMax(
  context: CombinationContext,
  ticket: Ticket,
  selection: TicketSelection,
): number {
  const slots = chosenSlots(context.parts)
  if (!slots) return 0
  const others = Object.entries(selection)
    .filter(([id]) => Number(id) !== ticket.id)
    .reduce((sum, [, quantity]) => sum + Math.max(0, quantity), 0)
  const limits = [
    Math.min(...slots.map((slot) => slot.placesLeft)) - others,
    ownPlaces(context, ticket.id, Math.min(...slots.map((slot) => slot.minutes))),
  ]
  if (ticket.maxPersons !== null) limits.push(ticket.maxPersons)
  return Math.max(0, Math.min(...limits))
}

/** What a combination's context is made of: the capacity answers, parts' first (in visiting order), then the tickets'. */
export interface CombinationInput {
  partIds: readonly number[]
  ticketIds: readonly number[]
  capacities: readonly TicketCapacity[]
  chosen: readonly (number | null)[]
  date: DayKey
  cart: readonly TicketBooking[]
  now?: WallClock
}

/** The parts as chosen and each combination ticket's own times, from the capacity answers and the cart. */
export function combinationContext(input: CombinationInput): CombinationContext {
  const { partIds, ticketIds, capacities, date, cart, now } = input
  const slotsOf = (id: number, at: number) => capacitySlots(capacities[at] ?? {}, date, id, cart, now)
  return {
    parts: partIds.map((id, index) => ({
      id,
      slots: slotsOf(id, index),
      chosen: input.chosen[index] ?? null,
    })),
    own: new Map(ticketIds.map((id, index) => [id, slotsOf(id, partIds.length + index)])),
  }
}
