/** The ticket element's first view as data: what it sells, the month it shows first, the calendar query of a month. */
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../src/domain/shop/config'
import { holdTokensIn } from '../../src/domain/cart/ticketLines'
import { openStoredHolds } from '../../src/domain/holds/storage'
import { calendarRange, monthOf, type CalendarMonth } from '../../src/domain/tickets/monthGrid'
import type { BookableTicketType, TicketCalendar } from '../../src/domain/tickets/types'
import { dayParts, type DayKey } from '../../src/domain/tickets/wallClock'
import { TICKET_CALENDAR_REQUEST, type TicketFilters } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import type { Query } from '../../src/store/query'
import type { ElementProps } from '../base/attributes'
import type { SHOP_TICKETS } from './element'

/** What the element sells: one ticket type and the id filters, as its attributes say. */
export interface TicketScope extends TicketFilters {
  type: BookableTicketType
}

/** The calendar of a month: one request per month and scope (and holds), the same for the element and its hook. */
export function calendarQuery(
  config: ShopConfig,
  { type, ticketIds, museumIds, exhibitionIds }: TicketScope,
  month: CalendarMonth,
  reservations: readonly string[],
): Query<TicketCalendar> {
  const params = { types: [type], ticketIds, museumIds, exhibitionIds, reservations, ...calendarRange(month) }
  return apiQuery(config, TICKET_CALENDAR_REQUEST, params)
}

/** The deep link's day, when it is a day at all and not before today. */
export function linkedDay(date: string | undefined, today: DayKey): DayKey | null {
  const day = date?.trim() ?? ''
  return dayParts(day) && day >= today ? day : null
}

/** The month shown first: the deep link's, else today's. */
export const firstMonth = (date: string | undefined, today: DayKey): CalendarMonth =>
  monthOf(linkedDay(date, today) ?? today)

/** The visitor's own open holds in the cart: availability calls send them back, so they count as free for them. */
export const heldReservations = (config: ShopConfig, items: readonly CartSummaryItem[]): string[] =>
  config.holdPlaces ? openStoredHolds(holdTokensIn(items)) : []

/** What an element with these attributes sells. */
export function ticketScope(props: ElementProps<typeof SHOP_TICKETS>): TicketScope {
  const { ticketType, ticketIds, museumIds, exhibitionIds } = props
  return { type: ticketType === 'normal' ? 'normal' : 'time_slot', ticketIds, museumIds, exhibitionIds }
}
