/**
 * The two calls of the event dates element: the event product, and its dates with their seats left. The dates are
 * availability like the tickets' places: fresh for 60 s, never kept between page views, and asked again past the
 * cache before a date goes into the cart.
 */
import { uniqueById } from '../domain/values/uniqueById'
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import { eventAnswerSchema, eventDateSchema } from '../api/schemas/eventDates'
import { UnknownEventError } from '../domain/eventDates/errors'
import type { EventDate, EventProduct } from '../domain/eventDates/types'
import { SHOP_DATA_STALE_MS, TICKET_STALE_MS, type ApiRequest } from './requests'

/** A 404 for the event is the visitor's "no such event", not a failure of the shop. */
function asUnknownEvent(eventId: number) {
  return (error: unknown): never => {
    if (error instanceof HttpError && error.status === 404) throw new UnknownEventError('not_found', eventId)
    throw error
  }
}

/** GET /events/{id}. Rejects with UnknownEventError when the shop does not know the event. */
export function fetchEvent(client: ApiClient, eventId: number): Promise<EventProduct> {
  return client.get(`/events/${eventId}`, eventAnswerSchema).catch(asUnknownEvent(eventId))
}

/** GET /events/{id}/dates: every page, dates that cannot be read left out, a date named twice read once. */
export function fetchEventDates(client: ApiClient, eventId: number): Promise<EventDate[]> {
  return client
    .list(`/events/${eventId}/dates`, 'dates', eventDateSchema)
    .then((dates) => uniqueById(dates), asUnknownEvent(eventId))
}

/** GET /events/{id}: the event's title and price change rarely. */
export const EVENT_REQUEST: ApiRequest<EventProduct, number> = {
  resource: 'event',
  keyOf: String,
  fetch: fetchEvent,
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}

/** GET /events/{id}/dates: the seats left are availability, which changes by the minute. */
export const EVENT_DATES_REQUEST: ApiRequest<EventDate[], number> = {
  resource: 'event/dates',
  keyOf: String,
  fetch: fetchEventDates,
  staleMs: TICKET_STALE_MS,
  persist: false,
}
