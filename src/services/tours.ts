/**
 * The calls of the tour element: the bookable tours of a filter, one tour, the days of a month that have times, the
 * times of a day with the participants that can still book, and the price of a booking. Times and prices are
 * availability like the tickets' places: fresh for 60 s, never kept between page views, and asked again past the
 * cache before a tour goes into the cart.
 */
import type { ApiClient, Query } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import { tourSchema, type Tour } from '../api/schemas/listings'
import { ticketCalendarSchema } from '../api/schemas/tickets'
import { tourDetailSchema, tourPricesSchema, tourTimesSchema } from '../api/schemas/tours'
import type { TicketCalendar } from '../domain/tickets/types'
import type { DayKey } from '../domain/tickets/wallClock'
import { UnknownTourError } from '../domain/tours/errors'
import type { TourPrices, TourProduct, TourTime } from '../domain/tours/types'
import { SHOP_DATA_STALE_MS, TICKET_STALE_MS, type ApiRequest } from './requests'

/** Which tours an element offers when it names no one tour; an empty list does not filter. */
export interface TourFilters {
  museumIds: readonly number[]
  exhibitionIds: readonly number[]
  categoryIds: readonly number[]
}

export interface TourDaysParams {
  tourId: number
  /** First and last day of the shown month. */
  startAt: DayKey
  endAt: DayKey
}

export interface TourTimesParams {
  tourId: number
  date: DayKey
}

export interface TourPriceParams {
  tourId: number
  date: DayKey
  /** 'HH:MM' on the museum's clock. */
  time: string
  participants: number
  languageId: number
}

const sorted = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b)

function filterQuery(filters: TourFilters): Query {
  return {
    'by_museum_ids[]': sorted(filters.museumIds),
    'by_exhibition_ids[]': sorted(filters.exhibitionIds),
    'by_category_ids[]': sorted(filters.categoryIds),
    by_bookable: true,
  }
}

/** A 404 for the tour is the visitor's "no such tour", not a failure of the shop. */
function asUnknownTour(tourId: number) {
  return (error: unknown): never => {
    if (error instanceof HttpError && error.status === 404) throw new UnknownTourError('not_found', tourId)
    throw error
  }
}

/** GET /tours with the filters: every page of bookable tours. */
export function fetchTours(client: ApiClient, filters: TourFilters): Promise<Tour[]> {
  return client.list('/tours', 'tours', tourSchema, filterQuery(filters))
}

/** GET /tours/{id}. Rejects with UnknownTourError when the shop does not know the tour. */
export function fetchTour(client: ApiClient, tourId: number): Promise<TourProduct> {
  return client.get(`/tours/${tourId}`, tourDetailSchema).catch(asUnknownTour(tourId))
}

/** GET /tours/{id}/start_times for one month: per day whether it has a time to book. */
export function fetchTourDays(client: ApiClient, params: TourDaysParams): Promise<TicketCalendar> {
  const query = { start_at: params.startAt, end_at: params.endAt, depth: 'any' }
  return client.get(`/tours/${params.tourId}/start_times`, ticketCalendarSchema, { query })
}

/** GET /tours/{id}/start_times/{date}: the day's times. */
export function fetchTourTimes(client: ApiClient, params: TourTimesParams): Promise<TourTime[]> {
  return client.get(`/tours/${params.tourId}/start_times/${params.date}`, tourTimesSchema)
}

/** GET /tours/{id}/prices for a booking. */
export function fetchTourPrices(client: ApiClient, params: TourPriceParams): Promise<TourPrices> {
  const query = {
    date: params.date,
    time: params.time,
    participants: params.participants,
    language_id: params.languageId,
  }
  return client.get(`/tours/${params.tourId}/prices`, tourPricesSchema, { query })
}

/** GET /tours: the tours of a filter change rarely. */
export const TOURS_REQUEST: ApiRequest<Tour[], TourFilters> = {
  resource: 'tours/bookable',
  keyOf: (filters) => JSON.stringify(filterQuery(filters)),
  fetch: fetchTours,
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}

/** GET /tours/{id}: its title and languages change rarely. */
export const TOUR_REQUEST: ApiRequest<TourProduct, number> = {
  resource: 'tour',
  keyOf: String,
  fetch: fetchTour,
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}

/** GET /tours/{id}/start_times: one request per shown month. */
export const TOUR_DAYS_REQUEST: ApiRequest<TicketCalendar, TourDaysParams> = {
  resource: 'tour/days',
  keyOf: (params) => `${params.tourId}:${params.startAt}:${params.endAt}`,
  fetch: fetchTourDays,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

/** GET /tours/{id}/start_times/{date}: participants left change by the minute. */
export const TOUR_TIMES_REQUEST: ApiRequest<TourTime[], TourTimesParams> = {
  resource: 'tour/times',
  keyOf: (params) => `${params.tourId}:${params.date}`,
  fetch: fetchTourTimes,
  staleMs: TICKET_STALE_MS,
  persist: false,
}

/** GET /tours/{id}/prices: asked again past the cache before adding. */
export const TOUR_PRICES_REQUEST: ApiRequest<TourPrices, TourPriceParams> = {
  resource: 'tour/prices',
  keyOf: (p) => `${p.tourId}:${p.date}:${p.time}:${p.participants}:${p.languageId}`,
  fetch: fetchTourPrices,
  staleMs: TICKET_STALE_MS,
  persist: false,
}
