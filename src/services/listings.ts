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

/** GET /museums */
export const fetchMuseums = (client: ApiClient): Promise<Museum[]> =>
  client.list('/museums', 'museums', museumSchema)

/** GET /exhibitions */
export const fetchExhibitions = (client: ApiClient): Promise<Exhibition[]> =>
  client.list('/exhibitions', 'exhibitions', exhibitionSchema)

/** GET /events?by_bookable=true&with_bookings_in_future=1 — the event products with bookable dates ahead (spec §7). */
export const fetchUpcomingEvents = (client: ApiClient): Promise<ShopEvent[]> =>
  client.list('/events', 'events', eventSchema, { by_bookable: true, with_bookings_in_future: 1 })

/** GET /tours */
export const fetchTours = (client: ApiClient): Promise<Tour[]> => client.list('/tours', 'tours', tourSchema)

/** GET /merchandises */
export const fetchMerchandises = (client: ApiClient): Promise<Merchandise[]> =>
  client.list('/merchandises', 'merchandises', merchandiseSchema)

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
