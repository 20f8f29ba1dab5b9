/**
 * The ticket endpoints of the fake v4 API: GET /tickets, /tickets/calendar and /tickets/list_and_quotas, honouring the
 * documented filters (`by_ticket_types[]` or `by_ticket_type`, `by_ticket_ids[]`, `by_museum_ids[]`,
 * `by_exhibition_ids[]`, `by_bookable`), the calendar's range of at most 31 days and its `depth`, and the ticket knobs.
 * Places held (fakeHolds.ts) are taken from what others see; the caller's own, sent as `reservations[]`, are not.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { pagedList } from './apiRoute'
import { catalogRoute, documentedOr } from './catalogHandlers'
import { placesHeld } from './fakeHolds'
import { knobs } from './knobs'
import { ticketsFixture, type TicketFixture } from './fixtures/tickets'
import { dayStatusFromQuotas, quotasOnDay, type QuotaFixture } from './fixtures/ticketDays'
import {
  addDays,
  dayParts,
  daysBetween,
  parseWallClock,
  type DayKey,
} from '../../src/domain/tickets/wallClock'
import { calendarRange, monthOf } from '../../src/domain/tickets/monthGrid'

/** The tickets a request's filters let through. */
function matchingTickets(url: URL): TicketFixture[] {
  const texts = (name: string) => url.searchParams.getAll(name)
  const numbers = (name: string) => texts(name).map(Number)
  const types = [...texts('by_ticket_types[]'), ...texts('by_ticket_type')]
  const [ticketIds, museumIds, exhibitionIds] = ['ticket', 'museum', 'exhibition'].map((n) =>
    numbers(`by_${n}_ids[]`),
  )
  const anyOf = (wanted: number[] = [], have: number[]) =>
    wanted.length === 0 || have.some((id) => wanted.includes(id))
  return ticketsFixture()
    .filter(
      (ticket) =>
        (types.length === 0 || types.includes(ticket.ticket_type)) &&
        anyOf(ticketIds, [ticket.id]) &&
        anyOf(museumIds, ticket.museum_ids) &&
        anyOf(exhibitionIds, ticket.exhibition_ids) &&
        (url.searchParams.get('by_bookable') !== 'true' || ticket.bookable),
    )
    .map((ticket) => {
      const price = knobs.ticketPrices[ticket.id]
      return price === undefined ? ticket : { ...ticket, price_cents: price }
    })
}

/** `knobs.placesChanges` of `day` applied to its quotas. */
function withPlacesChanges(day: DayKey, quotas: Record<string, QuotaFixture>): Record<string, QuotaFixture> {
  for (const change of knobs.placesChanges.filter((c) => c.day === day)) {
    const capacities = quotas[change.quotaId]?.capacities ?? {}
    const iso = Object.keys(capacities).find((key) => parseWallClock(key)?.time === change.time)
    if (iso) capacities[iso] = change.left
  }
  return quotas
}

/**
 * Every quota of `day` as the server sees it now: the made places and `knobs.placesChanges`, less the places others
 * hold. The holds named in `own` (the caller's `reservations[]`) count as free.
 */
export function quotasNow(day: DayKey, own: readonly string[]): Record<string, QuotaFixture> {
  const quotas = withPlacesChanges(day, quotasOnDay(day, knobs.ticketReferenceDay))
  const now = Date.now()
  for (const quota of Object.values(quotas)) {
    for (const [iso, left] of Object.entries(quota.capacities))
      quota.capacities[iso] = Math.max(0, left - placesHeld(quota.ticket_ids, iso, now, own))
  }
  return quotas
}

/** The caller's own holds: `reservations[]` of an availability call. */
const ownHolds = (url: URL): string[] => url.searchParams.getAll('reservations[]')

/** The quotas of `day` that hold one of `tickets`, as a caller holding `own` sees them. */
export function quotasFor(
  day: DayKey,
  tickets: readonly TicketFixture[],
  own: readonly string[] = [],
): Record<string, QuotaFixture> {
  const ids = tickets.map((ticket) => ticket.id)
  const all = quotasNow(day, own)
  return Object.fromEntries(
    Object.entries(all).filter(([, quota]) => quota.ticket_ids.some((id) => ids.includes(id))),
  )
}

/** The tickets-and-quotas answer, spoilt as `knobs.availabilityFault` says. */
function spoilt(tickets: TicketFixture[], quotas: Record<string, QuotaFixture>): object {
  const keyed = Object.fromEntries(tickets.map((ticket) => [ticket.id, ticket]))
  switch (knobs.availabilityFault) {
    case null:
      return { tickets: keyed, quotas }
    case 'emptyList':
      return { tickets: {}, quotas: {} }
    case 'missingTotals':
      return {
        tickets: keyed,
        quotas: Object.fromEntries(
          Object.entries(quotas).map(([id, q]) => [
            id,
            { ticket_ids: q.ticket_ids, capacities: q.capacities },
          ]),
        ),
      }
    case 'ticketWithoutQuota': {
      const first = tickets[0]?.id ?? 0
      return {
        tickets: keyed,
        quotas: Object.fromEntries(Object.entries(quotas).filter(([, q]) => !q.ticket_ids.includes(first))),
      }
    }
    case 'duplicated': {
      // List-shaped, as pages that overlap: every ticket and quota named twice.
      const quotaList = Object.entries(quotas).map(([id, quota]) => ({ id: Number(id), ...quota }))
      return { tickets: [...tickets, ...tickets], quotas: [...quotaList, ...quotaList] }
    }
    case 'unknownFields': {
      const extra = { colour: '#2a6', shop_note: { de: 'Neu' } }
      const withExtra = <T extends object>(record: Record<string, T>) =>
        Object.fromEntries(Object.entries(record).map(([id, value]) => [id, { ...value, ...extra }]))
      return { ...extra, tickets: withExtra(keyed), quotas: withExtra(quotas) }
    }
  }
}

function badRequest(error: string): Response {
  return HttpResponse.json({ error }, { status: 400 })
}

/** GET /tickets/list_and_quotas?valid_at=…: the matching tickets keyed by id and their quotas on that day. */
function dayAnswer(url: URL): Response {
  const day = url.searchParams.get('valid_at') ?? knobs.ticketReferenceDay
  if (!dayParts(day)) return badRequest('valid_at is not a date')
  const tickets = matchingTickets(url)
  return HttpResponse.json(spoilt(tickets, quotasFor(day, tickets, ownHolds(url))))
}

/** GET /tickets/calendar?start_at&end_at: each day's status, as text with depth=availability_status, else true/false. */
function calendarAnswer(url: URL): Response {
  const month = calendarRange(monthOf(knobs.ticketReferenceDay))
  const start = url.searchParams.get('start_at') ?? month.startAt
  const end = url.searchParams.get('end_at') ?? month.endAt
  if (!dayParts(start) || !dayParts(end)) return badRequest('start_at and end_at must be dates')
  const length = daysBetween(start, end) + 1
  if (length < 1 || length > 31)
    return HttpResponse.json({ error: 'end_at must lie within 31 days after start_at' }, { status: 422 })
  const tickets = matchingTickets(url)
  const asText = url.searchParams.get('depth') === 'availability_status'
  const days = Array.from({ length }, (_, index) => addDays(start, index))
  const data = days.map((day) => {
    const status = dayStatusFromQuotas(Object.values(quotasFor(day, tickets, ownHolds(url))))
    return [day, asText ? status : status === 'available']
  })
  return HttpResponse.json({ data: Object.fromEntries(data) })
}

/** Handlers for GET tickets, tickets/calendar and tickets/list_and_quotas. */
export const ticketHandlers: HttpHandler[] = [
  catalogRoute('/tickets/calendar', 'ticketsCalendar', ({ url }) =>
    documentedOr('calendar', () => calendarAnswer(url)),
  ),
  catalogRoute('/tickets/list_and_quotas', 'ticketsListAndQuotas', ({ url }) =>
    documentedOr('capacitiesTotal', () => dayAnswer(url)),
  ),
  catalogRoute('/tickets', 'tickets', ({ url }) =>
    documentedOr('tickets', () => pagedList('tickets', matchingTickets(url), url)),
  ),
]
