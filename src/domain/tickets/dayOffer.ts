/**
 * Checks the tickets-and-quotas answer for one day before anything is shown from it. Partial data would show wrong
 * places: without totals, sold out and not offered look alike; a ticket without its quota has no places at all.
 */
import { TicketAvailabilityError } from './errors'
import type { DayOffer, Ticket, TicketQuota, TicketsAndQuotas } from './types'
import type { DayKey } from './wallClock'

/** A quota's ticket list as a set, made once per list: a quota of 10,000 tickets is asked for each of them. */
const ticketSets = new WeakMap<readonly number[], ReadonlySet<number>>()

function ticketSetOf(quota: TicketQuota): ReadonlySet<number> {
  let set = ticketSets.get(quota.ticketIds)
  if (!set) ticketSets.set(quota.ticketIds, (set = new Set(quota.ticketIds)))
  return set
}

/** The quotas that hold `ticket`: named by the quota's ticket list or by the ticket's quota ids. */
export function quotasOf<Q extends TicketQuota>(ticket: Ticket, quotas: readonly Q[]): Q[] {
  return quotas.filter(
    (quota) => ticketSetOf(quota).has(ticket.id) || ticket.quotaIds.some((id) => String(id) === quota.id),
  )
}

const hasTotals = (quota: TicketQuota): quota is DayOffer['quotas'][number] => quota.totals !== null

/**
 * The day's offer from the answer for `date`: the bookable tickets and the quotas that cover them, and apart from
 * them the bookable combination tickets (their parts are never sold alone).
 * @throws TicketAvailabilityError when no ticket is left, a ticket has no quota, or a quota lacks its totals.
 */
export function dayOfferFrom(answer: TicketsAndQuotas, date: DayKey): DayOffer {
  const bookable = answer.tickets.filter((ticket) => ticket.bookable && !ticket.isSubTicket)
  const combinations = bookable.filter((ticket) => ticket.subTicketIds.length > 0)
  const tickets = bookable.filter((ticket) => ticket.subTicketIds.length === 0)
  if (tickets.length === 0 && combinations.length === 0) throw new TicketAvailabilityError('no_tickets', date)
  const used = new Set<TicketQuota>()
  for (const ticket of tickets) {
    const quotas = quotasOf(ticket, answer.quotas)
    if (quotas.length === 0) throw new TicketAvailabilityError('ticket_without_quota', `ticket ${ticket.id}`)
    for (const quota of quotas) used.add(quota)
  }
  const quotas = [...used]
  const incomplete = quotas.find((quota) => !hasTotals(quota))
  if (incomplete) throw new TicketAvailabilityError('missing_totals', `quota ${incomplete.id}`)
  return { date, tickets, quotas: quotas.filter(hasTotals), combinations }
}
