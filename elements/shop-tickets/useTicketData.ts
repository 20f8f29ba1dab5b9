import { useMemo, useState } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { CalendarMonth } from '../../src/domain/tickets/monthGrid'
import type { DayOffer, TicketCalendar } from '../../src/domain/tickets/types'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import { offerName } from '../../src/domain/tickets/offerName'
import { DAY_OFFER_REQUEST, TICKETS_REQUEST } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import { useStableList } from '../base/useStableList'
import type { Query } from '../../src/store/query'
import type { QueryState } from '../../src/store/shopStore'
import { calendarQuery, type TicketScope } from './firstView'

export type { TicketScope }

/**
 * The state of a request, or, while the same request with other holds (`reservations[]`, a new cache key) has no
 * answer yet, the last answer of the same `scope`: a hold made or ended does not blank the places on screen.
 */
function useKept<T>(state: QueryState<T> | undefined, scope: string): QueryState<T> | undefined {
  const [kept, setKept] = useState<{ scope: string; state: QueryState<T> } | null>(null)
  if (state?.status === 'success' && (kept?.state !== state || kept.scope !== scope))
    setKept({ scope, state })
  if (state && (state.status === 'error' || state.data !== undefined)) return state
  return kept?.scope === scope ? kept.state : state
}

/** Each bookable day of the shown month: one request per month, shared by every element with the same scope. */
export function useCalendarMonth(
  config: ShopConfig | null,
  scope: TicketScope,
  month: CalendarMonth,
  reservations: readonly string[],
): QueryState<TicketCalendar> | undefined {
  const { type, ticketIds, museumIds, exhibitionIds } = scope
  const { year, month: number } = month
  const held = useStableList(reservations)
  const query = useMemo(
    () =>
      config &&
      calendarQuery(config, { type, ticketIds, museumIds, exhibitionIds }, { year, month: number }, held),
    [config, type, ticketIds, museumIds, exhibitionIds, held, year, number],
  )
  return useKept(useQuery(query), [type, ticketIds, museumIds, exhibitionIds, year, number].join('|'))
}

/** One day's tickets and places (no query without a day); the re-check asks the query `fresh`. */
export function useDayOffer(
  config: ShopConfig | null,
  scope: TicketScope,
  day: DayKey | null,
  reservations: readonly string[],
): { query: Query<DayOffer> | null; state: QueryState<DayOffer> | undefined } {
  const { type, ticketIds, museumIds, exhibitionIds } = scope
  const held = useStableList(reservations)
  const query = useMemo(
    () =>
      config && day
        ? apiQuery(config, DAY_OFFER_REQUEST, {
            type,
            date: day,
            ticketIds,
            museumIds,
            exhibitionIds,
            reservations: held,
          })
        : null,
    [config, type, ticketIds, museumIds, exhibitionIds, day, held],
  )
  const scopeKey = [type, ticketIds, museumIds, exhibitionIds, day].join('|')
  return { query, state: useKept(useQuery(query), scopeKey) }
}

/**
 * The name of what the element sells, from the titles of its bookable tickets (one request per scope, cached like the
 * other ticket calls): several ticket elements on one page name their calendars apart. Null until it is known.
 */
export function useOfferName(config: ShopConfig | null, scope: TicketScope): string | null {
  const { type, ticketIds, museumIds, exhibitionIds } = scope
  const query = useMemo(
    () => config && apiQuery(config, TICKETS_REQUEST, { types: [type], ticketIds, museumIds, exhibitionIds }),
    [config, type, ticketIds, museumIds, exhibitionIds],
  )
  const state = useQuery(query)
  const tickets = state?.status === 'error' ? undefined : state?.data
  return useMemo(() => (tickets ? offerName(tickets.map((ticket) => ticket.title)) : null), [tickets])
}
