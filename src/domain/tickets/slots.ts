/**
 * The start times of a day and the places left at each. A timed ticket starts at `first_entry` + n × `entry_duration`
 * up to `last_entry`; a day ticket is booked at the day's first entry. Per quota and time the server says the places
 * left and in all: nothing in all means not offered (not shown), nothing left of some means sold out. Tickets of one
 * quota share its places, and so do the cart's tickets for the same time.
 */
import { offerIndex, type QuotaSlot } from './offerIndex'
import { placesOf, type SlotPlaces } from './places'
import type { DayOffer, Ticket, TicketBooking } from './types'
import { isBefore, sameInstant, timeOfMinutes, type WallClock } from './wallClock'

export { FEW_PLACES, placesOf, type SlotPlaces } from './places'
export { quotaSlots, type QuotaSlot } from './offerIndex'

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
export function startsOf(offer: DayOffer, ticket: Ticket): readonly number[] {
  const known = offerIndex(offer).namedStartsOf(ticket)
  if (ticket.ticketType !== 'time_slot') {
    const first =
      ticket.firstEntry !== null && known.includes(ticket.firstEntry) ? ticket.firstEntry : known[0]
    return first === undefined ? [] : [first]
  }
  return ticket.firstEntry === null ? known : slotStarts(ticket)
}

/** Start times per ticket of one offer, as sets: whether a time is offered is asked for every ticket and time. */
const startSets = new WeakMap<DayOffer, Map<number, ReadonlySet<number>>>()

function isStartOf(offer: DayOffer, ticket: Ticket, minutes: number): boolean {
  let sets = startSets.get(offer)
  if (!sets) startSets.set(offer, (sets = new Map()))
  let starts = sets.get(ticket.id)
  if (!starts) sets.set(ticket.id, (starts = new Set(startsOf(offer, ticket))))
  return starts.has(minutes)
}

/** The cart's tickets of the quota whose tickets are `holders` at `slot`. */
function takenFromCart(context: SlotContext, holders: ReadonlySet<number>, slot: QuotaSlot): number {
  let taken = 0
  for (const booking of context.cart)
    if (holders.has(booking.ticketId) && sameInstant(booking.time, slot.iso)) taken += booking.quantity
  return taken
}

/** One quota of a ticket at one time: its slot, every ticket taking from it, and the places left after the cart. */
export interface QuotaRoom {
  holders: ReadonlySet<number>
  slot: QuotaSlot
  left: number
}

/** Each quota of `ticket` at `minutes` with the places left after the cart; null when the time is not offered. */
export function quotaRoom(context: SlotContext, ticket: Ticket, minutes: number): QuotaRoom[] | null {
  if (!isStartOf(context.offer, ticket, minutes)) return null
  const rooms: QuotaRoom[] = []
  for (const { slots, holders } of offerIndex(context.offer).quotasOf(ticket)) {
    const slot = slots.get(minutes)
    if (!slot || slot.total <= 0) return null
    rooms.push({ holders, slot, left: slot.left - takenFromCart(context, holders, slot) })
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
      if (known) {
        // Added to in place: copying the list per ticket would grow with the square of the tickets.
        known.ticketIds.push(ticket.id)
        if (left > known.placesLeft) Object.assign(known, { placesLeft: left, places: placesOf(left) })
        continue
      }
      const wall = { date: context.offer.date, minutes, time: timeOfMinutes(minutes) }
      byMinutes.set(minutes, {
        minutes,
        time: wall.time,
        iso: rooms[0]?.slot.iso ?? '',
        placesLeft: left,
        places: placesOf(left),
        past: now !== undefined && isBefore(wall, now),
        ticketIds: [ticket.id],
      })
    }
  }
  return [...byMinutes.values()].sort((a, b) => a.minutes - b.minutes)
}
