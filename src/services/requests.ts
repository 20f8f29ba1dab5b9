/**
 * Every cached GET of the elements is one entry of this shape: its cache key's resource name, its fetcher, how long an
 * answer stays fresh and whether it is kept between page views (then with the schema a kept answer is read back with).
 * The request cache (src/store/query.ts) reads nothing else: an endpoint's caching is what its entry says. The shop
 * data the start-up needs are below; the endpoints only an element loaded on demand calls are declared the same way
 * beside their service (the ticket calls in tickets.ts), so that the start-up code does not carry them.
 */
import * as z from 'zod/mini'
import type { ApiClient } from '../api/clientTypes'
import {
  eventSchema,
  exhibitionSchema,
  merchandiseSchema,
  museumSchema,
  tourSchema,
} from '../api/schemas/listings'
import { shopResponseSchema, type Shop } from '../api/schemas/shop'
import type { ListingEntryType, ListingRecord } from '../domain/nav/navListings'

/** Shop data (the shop, its listings) change rarely: fresh for 1000 s. */
export const SHOP_DATA_STALE_MS = 1_000_000

/** Ticket availability changes by the minute: fresh for 60 s, never kept between page views. */
export const TICKET_STALE_MS = 60_000

interface RequestBase<T, P> {
  /** The cache key's resource part, e.g. `shop`; the parameters' key (`keyOf`) is appended. */
  readonly resource: string
  readonly fetch: (client: ApiClient, params: P) => Promise<T>
  readonly staleMs: number
  /** The parameters' part of the cache key (one cache entry per distinct key). */
  readonly keyOf?: (params: P) => string
}

/** One endpoint of the request table; `P` are the request's parameters (none for most). */
export type ApiRequest<T, P = void> = RequestBase<T, P> &
  (
    | {
        /** Kept in browser storage for later page views: public answers, the same for every visitor, only. */
        readonly persist: true
        /** What a kept answer is validated with when it is read back (the network answer was, with the same). */
        readonly schema: z.ZodMiniType<T>
      }
    | { readonly persist: false }
  )

/** GET /shop: the shop's name, translations, config (currency, donations), settings and payment modes. */
export const SHOP_REQUEST: ApiRequest<Shop> = {
  resource: 'shop',
  fetch: (client) => client.get('/shop', shopResponseSchema),
  schema: shopResponseSchema,
  staleMs: SHOP_DATA_STALE_MS,
  persist: true,
}

/** A paged listing of the navigation: every page of `path`, each item validated with `item`. */
function listing<T extends ListingRecord>(
  type: ListingEntryType,
  path: string,
  field: string,
  item: z.ZodMiniType<T>,
  query?: Record<string, string | number | boolean>,
): ApiRequest<readonly ListingRecord[]> {
  return {
    resource: `listing:${type}`,
    fetch: (client) => client.list(path, field, item, query),
    schema: z.array(item),
    staleMs: SHOP_DATA_STALE_MS,
    persist: true,
  }
}

/**
 * The listing behind each listing entry type of the navigation; the type keeps it complete. The page-wide cache makes
 * it one request per endpoint, however many nav elements ask.
 */
export const LISTING_REQUESTS = {
  // Only event products with bookable dates ahead.
  events: listing('events', '/events', 'events', eventSchema, {
    by_bookable: true,
    with_bookings_in_future: 1,
  }),
  exhibitions: listing('exhibitions', '/exhibitions', 'exhibitions', exhibitionSchema),
  museums: listing('museums', '/museums', 'museums', museumSchema),
  tours: listing('tours', '/tours', 'tours', tourSchema),
  merchandise: listing('merchandise', '/merchandises', 'merchandises', merchandiseSchema),
} satisfies Record<ListingEntryType, ApiRequest<readonly ListingRecord[]>>
