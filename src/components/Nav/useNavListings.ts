import { useMemo } from 'react'
import type { ShopConfig } from '../../domain/config'
import type { ListingEntryType, ListingRecord, NavEntry } from '../../domain/navEntries'
import { useListing } from '../../store/hooks'
import type { QueryState } from '../../store/shopStore'
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
 * The listings the entries' dropdowns need, fetched through the page-wide cache (one request per endpoint, however
 * many nav elements). A listing no entry needs — `count` 0 or absent, or items not shown — is not fetched.
 */
export function useNavListings(
  config: ShopConfig | null,
  entries: readonly NavEntry[],
  showItems: boolean,
): Record<ListingEntryType, ListingResult> {
  const needs = (type: ListingEntryType) => showItems && entries.some((entry) => needsListing(entry, type))
  const [needEvents, needExhibitions, needMuseums, needTours, needMerchandise] = [
    needs('events'),
    needs('exhibitions'),
    needs('museums'),
    needs('tours'),
    needs('merchandise'),
  ]
  const events = useListing(config, 'upcomingEvents', needEvents)
  const exhibitions = useListing(config, 'exhibitions', needExhibitions)
  const museums = useListing(config, 'museums', needMuseums)
  const tours = useListing(config, 'tours', needTours)
  const merchandise = useListing(config, 'merchandises', needMerchandise)
  return useMemo(
    () => ({
      events: toResult(needEvents, events),
      exhibitions: toResult(needExhibitions, exhibitions),
      museums: toResult(needMuseums, museums),
      tours: toResult(needTours, tours),
      merchandise: toResult(needMerchandise, merchandise),
    }),
    [
      needEvents,
      needExhibitions,
      needMuseums,
      needTours,
      needMerchandise,
      events,
      exhibitions,
      museums,
      tours,
      merchandise,
    ],
  )
}
