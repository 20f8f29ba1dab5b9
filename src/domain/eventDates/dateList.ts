/**
 * The dates of an event as the element lists them: those not yet begun on the museum's clock, soonest first, grouped
 * by the museum's month. Only wall-clock parts are compared, never an instant read in the visitor's zone.
 */
import { dayParts, isBefore, type WallClock } from '../tickets/wallClock'
import type { EventDate, EventProduct } from './types'

/** The dates with the event's price where a date names none of its own. */
export function withEventPrice(dates: readonly EventDate[], event: EventProduct): EventDate[] {
  return dates.map((date) => (date.priceCents === null ? { ...date, priceCents: event.priceCents } : date))
}

/** The dates that begin after `now` (the museum's clock), soonest first; dates at the same time by id. */
export function upcomingDates(dates: readonly EventDate[], now: WallClock): EventDate[] {
  return dates
    .filter((date) => isBefore(now, date.start))
    .sort((a, b) => (isBefore(a.start, b.start) ? -1 : isBefore(b.start, a.start) ? 1 : a.id - b.id))
}

/** The dates of one month of the museum's calendar. */
export interface DateMonth {
  /** 'YYYY-MM'. */
  key: string
  year: number
  month: number
  dates: EventDate[]
}

/** `dates` (in their order) grouped by their month, months in the order their first date comes. */
export function datesByMonth(dates: readonly EventDate[]): DateMonth[] {
  const months = new Map<string, DateMonth>()
  for (const date of dates) {
    const parts = dayParts(date.start.date)
    if (!parts) continue
    const key = date.start.date.slice(0, 7)
    const month = months.get(key) ?? { key, year: parts.year, month: parts.month, dates: [] }
    month.dates.push(date)
    months.set(key, month)
  }
  return [...months.values()]
}
