import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useStableList } from './useStableList'
import type { Shop } from '../../src/api/schemas/shop'
import type { ConfigState, ShopConfig } from '../../src/domain/shop/config'
import type { ListingEntryType, ListingRecord } from '../../src/domain/nav/navListings'
import { SHOP_REQUEST } from '../../src/services/requests'
import { apiQuery } from '../../src/store/apiQuery'
import { fetchQuery, readQuery, type Query } from '../../src/store/query'
import { listingQuery, prefetchListings } from '../../src/store/listings'
import { shopStore, type QueryState, type ShopState } from '../../src/store/shopStore'

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
 * reader of the same key. A null query means "not needed" (nothing is fetched). A request kept in browser storage
 * shows the kept answer from the first render on. Build queries with `apiQuery` (and memoise them).
 */
export function useQuery<T>(query: Query<T> | null): QueryState<T> | undefined {
  const latest = useRef(query)
  useEffect(() => {
    latest.current = query
  })
  const key = query?.key ?? null
  useEffect(() => {
    if (latest.current === null) return
    fetchQuery(latest.current).catch(() => {
      // The error is in the store, where the component reads it.
    })
  }, [key])
  return useShopState((state) => (query === null ? undefined : readQuery(state.queries, query)))
}

/** The shop object of the configured shop. */
export function useShop(config: ShopConfig | null): QueryState<Shop> | undefined {
  return useQuery(useMemo(() => config && apiQuery(config, SHOP_REQUEST), [config]))
}

type ListingState = QueryState<readonly ListingRecord[]> | undefined

/**
 * The listings of the given entry types (src/domain/nav/navListings.ts) of the configured shop, each fetched through the
 * page-wide cache; types not asked for are not fetched. The map holds every type asked for, loaded or not.
 */
export function useListings(
  config: ShopConfig | null,
  types: readonly ListingEntryType[],
): ReadonlyMap<ListingEntryType, ListingState> {
  const wanted = useStableList(types)
  const keyed = useMemo(
    () => wanted.map((type) => [type, config && listingQuery(config, type)] as const),
    [config, wanted],
  )
  useEffect(() => {
    if (config !== null)
      prefetchListings(
        config,
        keyed.map(([type]) => type),
      )
  }, [config, keyed])
  // The whole cache is one stable snapshot; the map is rebuilt when any request changes, which is cheap.
  const queries = useShopState((state) => state.queries)
  return useMemo(
    () =>
      new Map(keyed.map(([type, query]) => [type, query === null ? undefined : readQuery(queries, query)])),
    [keyed, queries],
  )
}
