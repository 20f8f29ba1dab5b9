/**
 * A day's offer indexed once, so that working out its places grows with the list, not faster: each quota's times
 * are parsed once and kept by minutes after midnight, each ticket's quotas and start times found once, each quota's
 * tickets kept as a set. Big days (1,440 one-minute times, 10,000 tickets on one quota) stay responsive with it.
 * The index is kept per offer object, which the request cache hands out unchanged until it is fetched again.
 */
import type { DayOffer, Ticket } from './types'
import { parseWallClock } from './wallClock'

/** One quota's places at one start time. */
export interface QuotaSlot {
  /** The start time as the server wrote it: what a cart line sends back. */
  iso: string
  left: number
  total: number
}

type OfferQuota = DayOffer['quotas'][number]

/** A quota of the offer with its times by minutes and every ticket that takes from its places. */
export interface IndexedQuota {
  quota: OfferQuota
  slots: ReadonlyMap<number, QuotaSlot>
  holders: ReadonlySet<number>
}

export interface OfferIndex {
  ticketById: ReadonlyMap<number, Ticket>
  quotasOf: (ticket: Ticket) => readonly IndexedQuota[]
  /** The minutes the quotas of `ticket` name on the offer's day, earliest first. */
  namedStartsOf: (ticket: Ticket) => readonly number[]
}

/** The quota's start times on `date`, by minutes after midnight: each of its times parsed once. */
export function quotaSlots(quota: OfferQuota, date: string): Map<number, QuotaSlot> {
  const slots = new Map<number, QuotaSlot>()
  for (const [iso, total] of Object.entries(quota.totals)) {
    const wall = parseWallClock(iso)
    // The hour the clocks go back happens twice; the first of the two stands for both.
    if (!wall || wall.date !== date || slots.has(wall.minutes)) continue
    slots.set(wall.minutes, { iso, total, left: quota.capacities[iso] ?? 0 })
  }
  return slots
}

const indexes = new WeakMap<DayOffer, OfferIndex>()

function buildIndex(offer: DayOffer): OfferIndex {
  const indexed = offer.quotas.map((quota) => ({
    quota,
    slots: quotaSlots(quota, offer.date),
    holders: new Set(quota.ticketIds),
  }))
  const byId = new Map(indexed.map((entry) => [entry.quota.id, entry]))
  const quotasByTicket = new Map<number, IndexedQuota[]>()
  const quotasOf = (ticket: Ticket): IndexedQuota[] => {
    const known = quotasByTicket.get(ticket.id)
    if (known) return known
    const named = new Set(ticket.quotaIds.map(String))
    const found = indexed.filter((entry) => entry.holders.has(ticket.id) || named.has(entry.quota.id))
    quotasByTicket.set(ticket.id, found)
    return found
  }
  // A ticket a quota does not name but whose own quota ids name the quota takes from its places too.
  for (const ticket of offer.tickets) {
    for (const id of ticket.quotaIds) byId.get(String(id))?.holders.add(ticket.id)
  }
  // Tickets of the same quotas share their named times: worked out once per set of quotas.
  const startsByQuotas = new Map<string, number[]>()
  const namedStartsOf = (ticket: Ticket): number[] => {
    const quotas = quotasOf(ticket)
    const key = quotas.map((entry) => entry.quota.id).join('|')
    const known = startsByQuotas.get(key)
    if (known) return known
    const starts = [...new Set(quotas.flatMap((entry) => [...entry.slots.keys()]))].sort((a, b) => a - b)
    startsByQuotas.set(key, starts)
    return starts
  }
  return {
    ticketById: new Map(offer.tickets.map((ticket) => [ticket.id, ticket])),
    quotasOf,
    namedStartsOf,
  }
}

/** The index of `offer`, built on first use. */
export function offerIndex(offer: DayOffer): OfferIndex {
  const known = indexes.get(offer)
  if (known) return known
  const index = buildIndex(offer)
  indexes.set(offer, index)
  return index
}
