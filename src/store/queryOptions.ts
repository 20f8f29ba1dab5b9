/**
 * How each public request of the elements is cached: how long its answer stays fresh and whether it is also kept in
 * browser storage between page views (unless the init element says `cache="memory"`). Only answers that are the
 * same for every visitor are kept: the shop and the nav listings, read without login headers.
 */
import * as z from 'zod/mini'
import { shopResponseSchema, type Shop } from '../api/schemas/shop'
import type { ShopConfig } from '../domain/config'
import type { ListingEntryType, ListingRecord } from '../domain/navListings'
import { LISTING_SCHEMAS } from '../services/listings'
import { persistedQuery } from './persistedQueries'
import { DEFAULT_STALE_MS, type QueryOptions } from './query'

/** Ticket calls (availability changes by the minute) stay fresh for 60 s only. */
export const TICKET_STALE_MS = 60_000

/** How long the answer of `resource` stays fresh: 60 s for the ticket calls (`tickets…`), 1000 s for the rest. */
export function staleMsOf(resource: string): number {
  return resource.startsWith('tickets') ? TICKET_STALE_MS : DEFAULT_STALE_MS
}

function optionsFor<T>(config: ShopConfig, resource: string, schema: z.ZodMiniType<T>): QueryOptions<T> {
  return {
    staleMs: staleMsOf(resource),
    persist: config.cache === 'memory' ? null : persistedQuery(config, resource, schema),
  }
}

/** The cache key's resource part of the shop (GET /shop). */
export const SHOP_RESOURCE = 'shop'

/** The cache key's resource part of a listing, e.g. `listing:events`. */
export const listingResource = (type: ListingEntryType): string => `listing:${type}`

/** GET /shop: fresh for 1000 s, kept between page views. */
export function shopQueryOptions(config: ShopConfig): QueryOptions<Shop> {
  return optionsFor(config, SHOP_RESOURCE, shopResponseSchema)
}

/** A nav listing: fresh for 1000 s, kept between page views; read back, a single item of an old shape drops it. */
export function listingQueryOptions(
  config: ShopConfig,
  type: ListingEntryType,
): QueryOptions<readonly ListingRecord[]> {
  return optionsFor(config, listingResource(type), z.array(LISTING_SCHEMAS[type]))
}
