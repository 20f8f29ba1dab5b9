import { useEffect, useMemo, useState } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import { parseNavAttribute, type NavEntry } from '../../src/domain/nav/navEntries'
import {
  LISTING_ENTRY_TYPES,
  type ListingEntryType,
  type ListingRecord,
} from '../../src/domain/nav/navListings'
import { useListings } from '../base/storeHooks'
import { prefetchListings, whenConfigured } from '../../src/store/listings'
import type { QueryState } from '../../src/store/shopStore'
import type { ElementProps } from '../base/attributes'
import type { SHOP_NAV, WidthChoice } from './element'
import { needsListing, type ListingResult } from './navModel'

function toResult(needed: boolean, state: QueryState<readonly ListingRecord[]> | undefined): ListingResult {
  if (!needed) return { status: 'off' }
  if (state?.status === 'success') return { status: 'ready', records: state.data }
  if (state?.status === 'error') return { status: 'failed', message: state.error.message }
  // A refetch after expiry keeps the earlier items on screen instead of taking the nav down to placeholders.
  if (state?.data) return { status: 'ready', records: state.data }
  return { status: 'pending' }
}

/**
 * Whether a layout shows listing items: the bar's dropdowns, or the mobile list's sub-lists when expanded. With a
 * layout chosen by width the bar may come back at any time: its dropdowns' listings are fetched either way.
 */
export function showsListingItems(layout: boolean | WidthChoice, expandMobileSubnavs: boolean): boolean {
  return typeof layout === 'string' || !layout || expandMobileSubnavs
}

/** The listing types the entries need: none when items are not shown, else those of dropdowns with `count` > 0. */
function neededListings(entries: readonly NavEntry[], showItems: boolean): ListingEntryType[] {
  return showItems
    ? LISTING_ENTRY_TYPES.filter((type) => entries.some((entry) => needsListing(entry, type)))
    : []
}

/** The listing types a nav element with these attributes fetches (its requests can start before it renders). */
export function navListingTypes({
  nav,
  mobile,
  expandMobileSubnavs,
}: ElementProps<typeof SHOP_NAV>): ListingEntryType[] {
  return neededListings(parseNavAttribute(nav).entries, showsListingItems(mobile, expandMobileSubnavs))
}

/**
 * The listings the entries' dropdowns need, fetched through the page-wide cache (one request per endpoint, however
 * many nav elements). A listing no entry needs — `count` 0 or absent, or items not shown — is not fetched.
 */
export function useNavListings(
  config: ShopConfig | null,
  entries: readonly NavEntry[],
  showItems: boolean,
): Record<ListingEntryType, ListingResult> {
  const listings = useListings(config, neededListings(entries, showItems))
  return useMemo(
    () =>
      Object.fromEntries(
        LISTING_ENTRY_TYPES.map((type) => [type, toResult(listings.has(type), listings.get(type))]),
      ) as Record<ListingEntryType, ListingResult>,
    [listings],
  )
}

/**
 * How long a layout whose listings add height (sub-lists under their entries) waits for them before it shows the
 * entries without: a slow listing must not keep the whole nav away. The bar never waits, its dropdowns overlay.
 */
export const LISTING_GRACE_MS = 3000

/** False until `LISTING_GRACE_MS` have passed since the nav appeared. */
export function useListingGraceOver(): boolean {
  const [over, setOver] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setOver(true), LISTING_GRACE_MS)
    return () => clearTimeout(timer)
  }, [])
  return over
}

/**
 * The listings a connected nav needs are requested as soon as the configuration is ready, not after React's first
 * render: the requests overlap the render. The nav reads them from the same cache, so nothing is asked twice.
 */
export function prefetchNavListings(props: ElementProps<typeof SHOP_NAV>): (() => void) | void {
  const types = navListingTypes(props)
  if (types.length > 0) return whenConfigured((config) => prefetchListings(config, types))
}
