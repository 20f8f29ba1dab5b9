/**
 * The start times of a day and the places left at each. A timed ticket starts at `first_entry` + n × `entry_duration`
 * up to `last_entry`; a day ticket is booked at the day's first entry. Per quota and time the server says the places
 * left and in all: nothing in all means not offered (not shown), nothing left of some means sold out. Tickets of one
 * quota share its places, and so do the cart's tickets for the same time.
 */
import { quotasOf } from './dayOffer'
import { placesOf, type SlotPlaces } from './places'
import type { DayOffer, Ticket, TicketBooking } from './types'
import { isBefore, parseWallClock, sameInstant, timeOfMinutes, type WallClock } from './wallClock'

export { FEW_PLACES, placesOf, type SlotPlaces } from './places'

/** One quota's places at one start time. */
export interface QuotaSlot {
  /** The start time as the server wrote it: what a cart line sends back. */
  iso: string
  left: number
  total: number
}

/** What the places of a day are worked out from: the day's offer and what the cart already holds. */
export interface SlotContext {
  offer: DayOffer
  /** Tickets already in the cart, of any day: only those for the same time and quota take places. */
  cart: readonly TicketBooking[]
}

/** A start time of the day that is offered. */
export interface TicketSlot {
  minutes: number
  /** 'HH:MM' on the museum's clock. */
  time: string
  iso: string
  /** How many more tickets this visitor can book here: the most any ticket offered here can still take. */
  placesLeft: number
  places: SlotPlaces
  /** Started before the museum's now: shown, never chosen. */
  past: boolean
  /** The tickets offered at this time. */
  ticketIds: number[]
}

/** The quota's start times on `offer.date`, by minutes after midnight. */
export function quotaSlots(quota: DayOffer['quotas'][number], date: string): Map<number, QuotaSlot> {
  const slots = new Map<number, QuotaSlot>()
  for (const [iso, total] of Object.entries(quota.totals)) {
    const wall = parseWallClock(iso)
    // The hour the clocks go back happens twice; the first of the two stands for both.
    if (!wall || wall.date !== date || slots.has(wall.minutes)) continue
    slots.set(wall.minutes, { iso, total, left: quota.capacities[iso] ?? 0 })
  }
  return slots
}

/** The valid start times of a timed ticket, minutes after midnight. */
export function slotStarts(ticket: Ticket): number[] {
  const { firstEntry, lastEntry, entryDuration } = ticket
  if (firstEntry === null) return []
  const last = lastEntry ?? firstEntry
  // A ticket without a step has one start time.
  if (entryDuration <= 0) return [firstEntry]
  const starts: number[] = []
  for (let minutes = firstEntry; minutes <= last && minutes < 24 * 60; minutes += entryDuration)
    starts.push(minutes)
  return starts
}

/**
 * The start times `ticket` can be booked at on the offer's day: its slot starts, or for a day ticket its first entry
 * (the earliest time its quotas name, when they do not name that one). Without entries the quotas' times stand.
 */
export function startsOf(offer: DayOffer, ticket: Ticket): number[] {
  const named = quotasOf(ticket, offer.quotas).flatMap((quota) => [...quotaSlots(quota, offer.date).keys()])
  const known = [...new Set(named)].sort((a, b) => a - b)
  if (ticket.ticketType !== 'time_slot') {
    const first =
      ticket.firstEntry !== null && known.includes(ticket.firstEntry) ? ticket.firstEntry : known[0]
    return first === undefined ? [] : [first]
  }
  return ticket.firstEntry === null ? known : slotStarts(ticket)
}

/** The cart's tickets of `quota` at `slot`. */
function takenFromCart(context: SlotContext, quotaTicketIds: readonly number[], slot: QuotaSlot): number {
  return context.cart
    .filter((booking) => quotaTicketIds.includes(booking.ticketId) && sameInstant(booking.time, slot.iso))
    .reduce((sum, booking) => sum + booking.quantity, 0)
}

/** Each quota of `ticket` at `minutes` with the places left after the cart; null when the time is not offered. */
export function quotaRoom(
  context: SlotContext,
  ticket: Ticket,
  minutes: number,
): { quotaTicketIds: number[]; slot: QuotaSlot; left: number }[] | null {
  if (!startsOf(context.offer, ticket).includes(minutes)) return null
  const rooms = []
  for (const quota of quotasOf(ticket, context.offer.quotas)) {
    const slot = quotaSlots(quota, context.offer.date).get(minutes)
    if (!slot || slot.total <= 0) return null
    const quotaTicketIds = context.offer.tickets
      .filter((other) => quotasOf(other, [quota]).length > 0)
      .map((other) => other.id)
    const holds = [...new Set([...quota.ticketIds, ...quotaTicketIds])]
    rooms.push({ quotaTicketIds: holds, slot, left: slot.left - takenFromCart(context, holds, slot) })
  }
  return rooms.length > 0 ? rooms : null
}

/**
 * The offered start times of the day, earliest first, with the places left for this visitor. Times no ticket is
 * offered at are left out; with `now` (the museum's clock), times already begun are marked past.
 */
export function daySlots(context: SlotContext, now?: WallClock): TicketSlot[] {
  const byMinutes = new Map<number, TicketSlot>()
  for (const ticket of context.offer.tickets) {
    for (const minutes of startsOf(context.offer, ticket)) {
      const rooms = quotaRoom(context, ticket, minutes)
      if (!rooms) continue
      const left = Math.max(0, Math.min(...rooms.map((room) => room.left)))
      const known = byMinutes.get(minutes)
      const placesLeft = Math.max(left, known?.placesLeft ?? 0)
      const wall = { date: context.offer.date, minutes, time: timeOfMinutes(minutes) }
      byMinutes.set(minutes, {
        minutes,
        time: wall.time,
        iso: known?.iso ?? rooms[0]?.slot.iso ?? '',
        placesLeft,
        places: placesOf(placesLeft),
        past: now !== undefined && isBefore(wall, now),
        ticketIds: [...(known?.ticketIds ?? []), ticket.id],
      })
    }
  }
  return [...byMinutes.values()].sort((a, b) => a.minutes - b.minutes)
}
