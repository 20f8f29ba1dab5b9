import type { ShopConfig } from '../domain/shop/config'
import type { ListingEntryType, ListingRecord } from '../domain/nav/navListings'
import { LISTING_REQUESTS } from '../services/requests'
import { apiQuery } from './apiQuery'
import { fetchQuery, type Query } from './query'
import { shopStore } from './shopStore'

/** How one nav listing of a configuration is cached and fetched: the same query for every caller. */
export const listingQuery = (config: ShopConfig, type: ListingEntryType): Query<readonly ListingRecord[]> =>
  apiQuery(config, LISTING_REQUESTS[type])

/**
 * Starts (or joins) loading the listings of `types` through the page-wide cache: a fresh answer, in memory or in
 * browser storage, is not asked again, and a running request is shared. The one way listings are fetched.
 */
export function prefetchListings(config: ShopConfig, types: readonly ListingEntryType[]): void {
  for (const type of types) {
    fetchQuery(listingQuery(config, type)).catch(() => {
      // The error is in the store, where the component reads it.
    })
  }
}

/**
 * Runs `start` with the page's configuration as soon as it is ready: at once when it is, else when the init element
 * has resolved it. Returns how to stop waiting (an element that leaves the page before then starts nothing).
 */
export function whenConfigured(start: (config: ShopConfig) => void): () => void {
  const ready = () => {
    const state = shopStore.getState().config
    return state.status === 'ready' ? state.config : null
  }
  const now = ready()
  if (now) {
    start(now)
    return () => undefined
  }
  const stop = shopStore.subscribe(() => {
    const config = ready()
    if (!config) return
    stop()
    start(config)
  })
  return stop
}
