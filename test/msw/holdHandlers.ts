/**
 * The hold endpoints of the fake v4 API: POST /tickets/reservations makes a hold when the ticket can be held and its
 * places are free, PUT …/{token} renews it (and changes its quantity) up to its maximum, DELETE …/{token} releases
 * it. What is held is taken from the places others see (ticketHandlers.ts). The knobs refuse holds, shorten them,
 * or let another visitor's hold arrive first.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { apiRoute } from './apiRoute'
import { berlinInstant, dropFakeHold, fakeHold, newHoldToken, saveFakeHold, type FakeHold } from './fakeHolds'
import { ticketsFixture } from './fixtures/tickets'
import { knobs } from './knobs'
import { quotasNow } from './ticketHandlers'
import { parseWallClock, sameInstant } from '../../src/domain/tickets/wallClock'

const REFUSAL_TEXTS: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Reservations are not enabled for this shop',
  404: 'Not Found',
  422: 'Reservations are not possible',
}

const unprocessable = (error: string) => HttpResponse.json({ error }, { status: 422 })
const notFound = () => HttpResponse.json({ error: 'Reservation not found' }, { status: 404 })

/** `knobs.refuseHolds`: every hold call is refused with that status. */
function refusal(): Response | null {
  const status = knobs.refuseHolds
  return status === null ? null : HttpResponse.json({ error: REFUSAL_TEXTS[status] }, { status })
}

/** Places of `ticketId` left at `startAt` for a caller holding `own`; null when the time is not offered for it. */
function placesLeft(ticketId: number, startAt: string, own: readonly string[]): number | null {
  const day = parseWallClock(startAt)?.date
  if (!day) return null
  const quotas = Object.values(quotasNow(day, own)).filter((quota) => quota.ticket_ids.includes(ticketId))
  const lefts = quotas.map((quota) => {
    const iso = Object.keys(quota.total_capacities).find((key) => sameInstant(key, startAt))
    return iso === undefined || (quota.total_capacities[iso] ?? 0) <= 0 ? null : (quota.capacities[iso] ?? 0)
  })
  return lefts.length === 0 || lefts.includes(null) ? null : Math.min(...(lefts as number[]))
}

/** The field `name` of the body's `reservation`. */
function field(body: unknown, name: string): unknown {
  const reservation = (body as { reservation?: Record<string, unknown> } | null)?.reservation
  return reservation && typeof reservation === 'object' ? reservation[name] : undefined
}

/** A combination ticket or one of its parts: the server holds none of them. */
const isCombination = (ticket: object): boolean =>
  ('sub_ticket_ids' in ticket && Array.isArray(ticket.sub_ticket_ids) && ticket.sub_ticket_ids.length > 0) ||
  ('is_sub_ticket' in ticket && ticket.is_sub_ticket === true)

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0

/** How long the hold lasts when made or renewed now: the hold's time, never past its maximum. */
const endOf = (hold: Pick<FakeHold, 'createdAt'>, now: number): number =>
  Math.min(now + knobs.holdSeconds * 1000, hold.createdAt + knobs.holdLimitSeconds * 1000)

function answer(hold: FakeHold, status = 200): Response {
  const { token, quantity, ticketId, startAt, validUntil } = hold
  const reservation = {
    token,
    quantity,
    ticket_id: ticketId,
    start_at: startAt,
    valid_until: berlinInstant(validUntil),
  }
  return HttpResponse.json({ reservation }, { status })
}

/** `knobs.rivalHolds`: another visitor's holds, made now (before the caller's is judged). */
function makeRivalHolds(now: number): void {
  for (const rival of knobs.rivalHolds.splice(0)) {
    const hold = { ...rival, token: newHoldToken(), createdAt: now, validUntil: 0 }
    saveFakeHold({ ...hold, validUntil: endOf(hold, now) })
  }
}

function makeHold(body: unknown): Response {
  makeRivalHolds(Date.now())
  const [ticketId, quantity, startAt] = ['ticket_id', 'quantity', 'start_at'].map((name) => field(body, name))
  const ticket = ticketsFixture().find((candidate) => candidate.id === ticketId)
  if (!ticket) return unprocessable('ticket_id names no ticket')
  if (isCombination(ticket)) return unprocessable('Reservations are not possible for combination tickets')
  if (!isCount(quantity)) return unprocessable('quantity must be a whole number above 0')
  if (typeof startAt !== 'string') return unprocessable('start_at is missing')
  const left = placesLeft(ticket.id, startAt, [])
  if (left === null) return unprocessable('start_at is not offered for this ticket')
  if (left < quantity) return unprocessable(`Only ${left} places left`)
  const now = Date.now()
  const hold = {
    token: newHoldToken(),
    ticketId: ticket.id,
    quantity,
    startAt,
    createdAt: now,
    validUntil: 0,
  }
  hold.validUntil = endOf(hold, now)
  saveFakeHold(hold)
  return answer(hold, 201)
}

function renewHold(token: string, body: unknown): Response {
  const hold = fakeHold(token)
  const now = Date.now()
  if (!hold || hold.validUntil <= now) return notFound()
  const quantity = field(body, 'quantity') ?? hold.quantity
  if (!isCount(quantity)) return unprocessable('quantity must be a whole number above 0')
  const left = placesLeft(hold.ticketId, hold.startAt, [token]) ?? 0
  if (left < quantity) return unprocessable(`Only ${left} places left`)
  const renewed = { ...hold, quantity, validUntil: endOf(hold, now) }
  saveFakeHold(renewed)
  return answer(renewed)
}

function releaseHold(token: string): Response {
  if (!fakeHold(token)) return notFound()
  dropFakeHold(token)
  return new HttpResponse(null, { status: 204 })
}

/** Handlers for POST, PUT and DELETE tickets/reservations. */
export const holdHandlers: HttpHandler[] = [
  apiRoute('post', '/tickets/reservations', 'reservations', ({ body }) => refusal() ?? makeHold(body)),
  apiRoute(
    'put',
    '/tickets/reservations/:token',
    'reservations',
    ({ params, body }) => refusal() ?? renewHold(params.token ?? '', body),
  ),
  apiRoute(
    'delete',
    '/tickets/reservations/:token',
    'reservations',
    ({ params }) => refusal() ?? releaseHold(params.token ?? ''),
  ),
]
