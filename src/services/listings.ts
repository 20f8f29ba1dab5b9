import type * as z from 'zod/mini'
import type { ApiClient } from '../api/clientTypes'
import {
  eventSchema,
  exhibitionSchema,
  merchandiseSchema,
  museumSchema,
  tourSchema,
  type Exhibition,
  type Merchandise,
  type Museum,
  type ShopEvent,
  type Tour,
} from '../api/schemas/listings'
import type { ListingEntryType, ListingRecord } from '../domain/navListings'

/**
 * The item schema of each listing entry type: what its service call validates each item with, and what an answer kept
 * in browser storage is validated with again before it is shown.
 */
export const LISTING_SCHEMAS = {
  events: eventSchema,
  exhibitions: exhibitionSchema,
  museums: museumSchema,
  tours: tourSchema,
  merchandise: merchandiseSchema,
} satisfies Record<ListingEntryType, z.ZodMiniType<ListingRecord>>

/** GET /museums */
export const fetchMuseums = (client: ApiClient): Promise<Museum[]> =>
  client.list('/museums', 'museums', LISTING_SCHEMAS.museums)

/** GET /exhibitions */
export const fetchExhibitions = (client: ApiClient): Promise<Exhibition[]> =>
  client.list('/exhibitions', 'exhibitions', LISTING_SCHEMAS.exhibitions)

/** GET /events?by_bookable=true&with_bookings_in_future=1 — the event products with bookable dates ahead. */
export const fetchUpcomingEvents = (client: ApiClient): Promise<ShopEvent[]> =>
  client.list('/events', 'events', LISTING_SCHEMAS.events, { by_bookable: true, with_bookings_in_future: 1 })

/** GET /tours */
export const fetchTours = (client: ApiClient): Promise<Tour[]> =>
  client.list('/tours', 'tours', LISTING_SCHEMAS.tours)

/** GET /merchandises */
export const fetchMerchandises = (client: ApiClient): Promise<Merchandise[]> =>
  client.list('/merchandises', 'merchandises', LISTING_SCHEMAS.merchandise)

/**
 * The service call behind each listing entry type of the navigation (src/domain/navListings.ts); the type keeps it
 * complete. The page-wide cache makes it one request per endpoint, however many nav elements ask.
 */
export const LISTING_SOURCES = {
  events: fetchUpcomingEvents,
  exhibitions: fetchExhibitions,
  museums: fetchMuseums,
  tours: fetchTours,
  merchandise: fetchMerchandises,
} satisfies Record<ListingEntryType, (client: ApiClient) => Promise<readonly ListingRecord[]>>
