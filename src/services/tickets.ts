/**
 * The ticket calls: the tickets, the calendar of bookable days, one day's tickets with their quotas, and for
 * combination tickets one ticket and its places of a day; each with the text of its query (a cache key part: other
 * filters are other entries). The re-check before adding to the cart calls the same fetchers again, past the cache.
 */
import { PER_PAGE } from '../api/client'
import type { ApiClient, Query } from '../api/clientTypes'
import { InvalidDataError } from '../api/errors'
import {
  ticketCalendarSchema,
  ticketCapacitySchema,
  ticketDetailSchema,
  ticketSchema,
  ticketsAndQuotasSchema,
} from '../api/schemas/tickets'
import type { TicketCapacity } from '../domain/tickets/combination'
import { dayOfferFrom } from '../domain/tickets/dayOffer'
import { uniqueById } from '../domain/values/uniqueById'
import { TicketAvailabilityError } from '../domain/tickets/errors'
import { MAX_CALENDAR_DAYS } from '../domain/tickets/monthGrid'
import type {
  BookableTicketType,
  DayOffer,
  ListedTicketType,
  Ticket,
  TicketCalendar,
} from '../domain/tickets/types'
import { daysBetween, type DayKey } from '../domain/tickets/wallClock'
import { TICKET_STALE_MS, type ApiRequest } from './requests'

/** Which tickets an element sells; an empty or missing list does not filter. */
export interface TicketFilters {
  ticketIds?: readonly number[]
  museumIds?: readonly number[]
  exhibitionIds?: readonly number[]
}

export interface TicketListParams extends TicketFilters {
  types: readonly ListedTicketType[]
}

/** Availability: the visitor's own open holds (tokens) count as free for them. */
export interface HeldPlaces {
  reservations?: readonly string[]
}

export interface TicketCalendarParams extends TicketFilters, HeldPlaces {
  types: readonly BookableTicketType[]
  /** First and last day asked, at most 31 days together. */
  startAt: DayKey
  endAt: DayKey
}

export interface DayOfferParams extends TicketFilters, HeldPlaces {
  type: BookableTicketType
  date: DayKey
}

const sorted = (values: readonly number[] = []): number[] => [...values].sort((a, b) => a - b)

/** The filters every ticket call takes: the id filters, bookable tickets only. */
function filterQuery(filters: TicketFilters): Query {
  return {
    'by_ticket_ids[]': sorted(filters.ticketIds),
    'by_museum_ids[]': sorted(filters.museumIds),
    'by_exhibition_ids[]': sorted(filters.exhibitionIds),
    by_bookable: true,
  }
}

/** The holds sent back, in a fixed order: they are part of the cache key, since they change the places. */
const heldQuery = (params: HeldPlaces): Query => ({
  'reservations[]': [...(params.reservations ?? [])].sort(),
})

const listQuery = (params: TicketListParams): Query => ({
  ...filterQuery(params),
  'by_ticket_types[]': [...params.types].sort(),
})

function calendarQuery(params: TicketCalendarParams): Query {
  const days = daysBetween(params.startAt, params.endAt) + 1
  if (days < 1 || days > MAX_CALENDAR_DAYS)
    throw new RangeError(`A ticket calendar request covers 1 to ${MAX_CALENDAR_DAYS} days, not ${days}`)
  // The status per day tells fully booked from unavailable; a server that does not know it answers true/false.
  return {
    ...listQuery(params),
    ...heldQuery(params),
    start_at: params.startAt,
    end_at: params.endAt,
    depth: 'availability_status',
  }
}

function dayOfferQuery(params: DayOfferParams): Query {
  // go~mus's elements ask timed tickets with the singular filter and day tickets with the list filter.
  const type: Query =
    params.type === 'time_slot' ? { by_ticket_type: 'time_slot' } : { 'by_ticket_types[]': [params.type] }
  return { ...filterQuery(params), ...heldQuery(params), ...type, valid_at: params.date }
}

/**
 * A query as text in a fixed order: equal queries give equal cache keys. Names are sorted by code unit: a collator
 * (`localeCompare`) would load the browser's collation data, a long wait before the first view's request.
 */
function queryText(query: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item))
  }
  return params.toString()
}

/** Availability that arrived unreadable is the availability error the element offers to ask again for. */
function asAvailabilityError(error: unknown): never {
  if (error instanceof InvalidDataError)
    throw new TicketAvailabilityError('malformed', error.details || error.what)
  throw error
}

/**
 * GET /tickets with the types and filters: every page, invalid tickets left out, a ticket named on two overlapping
 * pages (the catalogue changed between the two requests) read once.
 */
export async function fetchTickets(client: ApiClient, params: TicketListParams): Promise<Ticket[]> {
  return uniqueById(await client.list('/tickets', 'tickets', ticketSchema, listQuery(params)))
}

/** GET /tickets/calendar for up to 31 days. Rejects with TicketAvailabilityError when the answer is unreadable. */
export async function fetchTicketCalendar(
  client: ApiClient,
  params: TicketCalendarParams,
): Promise<TicketCalendar> {
  const query = calendarQuery(params)
  return client.get('/tickets/calendar', ticketCalendarSchema, { query }).catch(asAvailabilityError)
}

/**
 * GET /tickets/list_and_quotas for one day and ticket type: the day's tickets and their quotas, checked complete.
 * Rejects with TicketAvailabilityError when the answer is unreadable or incomplete.
 */
export async function fetchDayOffer(client: ApiClient, params: DayOfferParams): Promise<DayOffer> {
  const query = { ...dayOfferQuery(params), per_page: PER_PAGE }
  const answer = await client
    .get('/tickets/list_and_quotas', ticketsAndQuotasSchema, { query })
    .catch(asAvailabilityError)
  return dayOfferFrom(answer, params.date)
}

/** GET /tickets: the bookable tickets of the element's types and filters. */
export const TICKETS_REQUEST: ApiRequest<Ticket[], TicketListParams> = {
  resource: 'tickets',
  keyOf: (params) => queryText(listQuery(params)),
  fetch: fetchTickets,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

/** GET /tickets/calendar: each day of a shown month, bookable or not; one request per month and filters. */
export const TICKET_CALENDAR_REQUEST: ApiRequest<TicketCalendar, TicketCalendarParams> = {
  resource: 'tickets/calendar',
  keyOf: (params) => queryText(calendarQuery(params)),
  fetch: fetchTicketCalendar,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

/** GET /tickets/list_and_quotas: one day's tickets and their places left; one request per chosen day. */
export const DAY_OFFER_REQUEST: ApiRequest<DayOffer, DayOfferParams> = {
  resource: 'tickets/list_and_quotas',
  keyOf: (params) => queryText(dayOfferQuery(params)),
  fetch: fetchDayOffer,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

export interface TicketCapacityParams {
  ticketId: number
  date: DayKey
}

/** GET /tickets/{id}/capacity?date=…: one ticket's places per start time of the day, all its quotas applied. */
export function fetchTicketCapacity(
  client: ApiClient,
  { ticketId, date }: TicketCapacityParams,
): Promise<TicketCapacity> {
  return client
    .get(`/tickets/${ticketId}/capacity`, ticketCapacitySchema, { query: { date } })
    .catch(asAvailabilityError)
}

/** GET /tickets/{id}/capacity: a combination ticket's or one of its parts' places; one request per ticket and day. */
export const TICKET_CAPACITY_REQUEST: ApiRequest<TicketCapacity, TicketCapacityParams> = {
  resource: 'tickets/capacity',
  keyOf: ({ ticketId, date }) => `${ticketId}|${date}`,
  fetch: fetchTicketCapacity,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

/** GET /tickets/{id}: one ticket, e.g. a part of a combination ticket, which no list of bookable tickets names. */
export const TICKET_REQUEST: ApiRequest<Ticket, number> = {
  resource: 'ticket',
  keyOf: String,
  fetch: (client, id) => client.get(`/tickets/${id}`, ticketDetailSchema),
  staleMs: TICKET_STALE_MS,
  persist: false,
}
