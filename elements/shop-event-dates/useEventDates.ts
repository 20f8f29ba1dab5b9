import { useMemo } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import { upcomingDates, withEventPrice } from '../../src/domain/eventDates/dateList'
import type { EventDate, EventProduct } from '../../src/domain/eventDates/types'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { EVENT_DATES_REQUEST, EVENT_REQUEST } from '../../src/services/eventDates'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import type { Query } from '../../src/store/query'
import type { QueryState } from '../../src/store/shopStore'

export interface EventDatesData {
  event: QueryState<EventProduct> | undefined
  datesState: QueryState<EventDate[]> | undefined
  /** The dates query: the re-check asks it `fresh`. */
  datesQuery: Query<EventDate[]>
  /** The dates not yet begun on the museum's clock, soonest first, each with its price; empty until both arrived. */
  dates: EventDate[]
}

/** The event and its dates, both through the page's request cache (one request each, however many elements ask). */
export function useEventDates(config: ShopConfig, eventId: number): EventDatesData {
  const eventQuery = useMemo(() => apiQuery(config, EVENT_REQUEST, eventId), [config, eventId])
  const datesQuery = useMemo(() => apiQuery(config, EVENT_DATES_REQUEST, eventId), [config, eventId])
  const event = useQuery(eventQuery)
  const datesState = useQuery(datesQuery)
  const product = event?.status === 'error' ? undefined : event?.data
  const raw = datesState?.status === 'error' ? undefined : datesState?.data
  const dates = useMemo(
    () => (product && raw ? upcomingDates(withEventPrice(raw, product), museumNow()) : []),
    [product, raw],
  )
  return { event, datesState, datesQuery, dates }
}
