/**
 * The fake API's endpoints of single tickets: GET /tickets/{id} (a combination ticket's parts are read this way) and
 * GET /tickets/{id}/capacity?date=… (the places per start time of one ticket, all its quotas applied: the fewest any
 * of them has left, times a quota does not offer left out). The places follow the day's quotas, so the `places` knob
 * changes them too; `slow`/`fail` take the endpoint names `ticket` and `ticketCapacity`.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { catalogRoute, documentedOr } from './catalogHandlers'
import { documented } from './fixtures/documented'
import { ticketsFixture, type TicketFixture } from './fixtures/tickets'
import { quotasFor } from './ticketHandlers'
import { knobs } from './knobs'
import { dayParts, type DayKey } from '../../src/domain/tickets/wallClock'

const notFound = (id: string) => HttpResponse.json({ error: `Ticket not found: ${id}` }, { status: 404 })

/** Ticket `id` of the fixture set in use. */
function ticketById(id: string): TicketFixture | undefined {
  const tickets = knobs.fixtureSet === 'documented' ? documented('tickets').tickets : ticketsFixture()
  return tickets.find((ticket) => String(ticket.id) === id)
}

/** Places left per ISO time of `ticket` on `day`: per time the fewest of its quotas, where every one offers it. */
export function capacityOn(ticket: TicketFixture, day: DayKey): Record<string, number> {
  const quotas = Object.values(quotasFor(day, [ticket]))
  const places = Object.keys(quotas[0]?.total_capacities ?? {}).flatMap((iso) => {
    if (quotas.some((quota) => (quota.total_capacities[iso] ?? 0) <= 0)) return []
    return [[iso, Math.min(...quotas.map((quota) => quota.capacities[iso] ?? 0))] as const]
  })
  return Object.fromEntries(places)
}

function capacityAnswer(id: string, url: URL): Response {
  const day = url.searchParams.get('date')
  if (!day || !dayParts(day)) return HttpResponse.json({ error: 'date is not a date' }, { status: 400 })
  const ticket = ticketById(id)
  return ticket ? HttpResponse.json({ data: capacityOn(ticket, day) }) : notFound(id)
}

/** Handlers for GET tickets/{id}/capacity and tickets/{id}; after the ticket lists, whose paths they would match. */
export const ticketPartHandlers: HttpHandler[] = [
  catalogRoute('/tickets/:id/capacity', 'ticketCapacity', ({ params, url }) =>
    documentedOr('ticketCapacity', () => capacityAnswer(params.id ?? '', url)),
  ),
  catalogRoute('/tickets/:id', 'ticket', ({ params }) => {
    const ticket = ticketById(params.id ?? '')
    return ticket ? HttpResponse.json({ ticket }) : notFound(params.id ?? '')
  }),
]
