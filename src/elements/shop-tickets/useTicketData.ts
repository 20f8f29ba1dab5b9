import { useMemo } from 'react'
import type { ShopConfig } from '../../domain/config'
import { calendarRange, type CalendarMonth } from '../../domain/tickets/monthGrid'
import type { BookableTicketType, DayOffer, TicketCalendar } from '../../domain/tickets/types'
import type { DayKey } from '../../domain/tickets/wallClock'
import { DAY_OFFER_REQUEST, TICKET_CALENDAR_REQUEST, type TicketFilters } from '../../services/tickets'
import { apiQuery } from '../../store/apiQuery'
import { useQuery } from '../../store/hooks'
import type { Query } from '../../store/query'
import type { QueryState } from '../../store/shopStore'

/** What the element sells: one ticket type and the id filters, as its attributes say. */
export interface TicketScope extends TicketFilters {
  type: BookableTicketType
}

/** Each bookable day of the shown month: one request per month, shared by every element with the same scope. */
export function useCalendarMonth(
  config: ShopConfig | null,
  scope: TicketScope,
  month: CalendarMonth,
): QueryState<TicketCalendar> | undefined {
  const { type, ticketIds, museumIds, exhibitionIds } = scope
  const { year, month: number } = month
  const query = useMemo(
    () =>
      config &&
      apiQuery(config, TICKET_CALENDAR_REQUEST, {
        types: [type],
        ticketIds,
        museumIds,
        exhibitionIds,
        ...calendarRange({ year, month: number }),
      }),
    [config, type, ticketIds, museumIds, exhibitionIds, year, number],
  )
  return useQuery(query)
}

/** The query of one day's tickets and places (null: no day chosen); the re-check asks it `fresh`. */
export function useDayOfferQuery(
  config: ShopConfig | null,
  scope: TicketScope,
  day: DayKey | null,
): Query<DayOffer> | null {
  const { type, ticketIds, museumIds, exhibitionIds } = scope
  return useMemo(
    () =>
      config && day
        ? apiQuery(config, DAY_OFFER_REQUEST, { type, date: day, ticketIds, museumIds, exhibitionIds })
        : null,
    [config, type, ticketIds, museumIds, exhibitionIds, day],
  )
}
