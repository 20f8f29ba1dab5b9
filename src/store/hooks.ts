import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Shop } from '../api/schemas/shop'
import type { ConfigState, ShopConfig } from '../domain/config'
import {
  fetchExhibitions,
  fetchMerchandises,
  fetchMuseums,
  fetchTours,
  fetchUpcomingEvents,
} from '../services/listings'
import { fetchShop } from '../services/shop'
import { apiClientFor, queryKey } from './config'
import { DEFAULT_STALE_MS, fetchQuery } from './query'
import { shopStore, type QueryState, type ShopState } from './shopStore'

/** Subscribes a component to one slice of the page's store. The selector must return stable references. */
export function useShopState<T>(selector: (state: ShopState) => T): T {
  return useSyncExternalStore(shopStore.subscribe, () => selector(shopStore.getState()))
}

/** The page's configuration: waiting for an init element, ready, or a configuration error. */
export function useConfigState(): ConfigState {
  return useShopState((state) => state.config)
}

/**
 * Reads a cached request and makes sure it is loaded: fetched when never fetched or expired, shared with every other
 * reader of the same key. `key` null means "not needed" (nothing is fetched).
 */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  staleMs = DEFAULT_STALE_MS,
): QueryState<T> | undefined {
  const latestFetcher = useRef(fetcher)
  useEffect(() => {
    latestFetcher.current = fetcher
  })
  useEffect(() => {
    if (key === null) return
    fetchQuery(key, () => latestFetcher.current(), staleMs).catch(() => {
      // The error is in the store, where the component reads it.
    })
  }, [key, staleMs])
  return useShopState((state) =>
    key === null ? undefined : (state.queries[key] as QueryState<T> | undefined),
  )
}

/** The shop object of the configured shop. */
export function useShop(config: ShopConfig | null): QueryState<Shop> | undefined {
  return useQuery(config && queryKey(config, 'shop'), () => fetchShop(apiClientFor(config as ShopConfig)))
}

export const LISTINGS = {
  museums: fetchMuseums,
  exhibitions: fetchExhibitions,
  upcomingEvents: fetchUpcomingEvents,
  tours: fetchTours,
  merchandises: fetchMerchandises,
} as const
export type ListingName = keyof typeof LISTINGS
export type ListingItem<N extends ListingName> = Awaited<ReturnType<(typeof LISTINGS)[N]>>[number]

/** One listing of the configured shop (museums, exhibitions, upcoming events, tours, merchandise). */
export function useListing<N extends ListingName>(
  config: ShopConfig | null,
  name: N,
  enabled = true,
): QueryState<ListingItem<N>[]> | undefined {
  const key = config && enabled ? queryKey(config, name) : null
  return useQuery(key, () => LISTINGS[name](apiClientFor(config as ShopConfig)) as Promise<ListingItem<N>[]>)
}
