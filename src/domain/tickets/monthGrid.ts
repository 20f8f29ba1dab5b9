/**
 * The month calendar of the ticket element as data: the days of a month in weeks starting on Monday, the month
 * before and after, the days the keys of a date picker move to, and the range one calendar request asks for.
 * Everything is counted on day keys, so no time zone takes part.
 */
import { addDays, dayKey, dayParts, daysInMonth, type DayKey } from './wallClock'

/** A month of a year; `month` is 1–12. */
export interface CalendarMonth {
  year: number
  month: number
}

/** The calendar endpoint answers at most this many days at once. */
export const MAX_CALENDAR_DAYS = 31

function partsOf(day: DayKey): { year: number; month: number; day: number } {
  const parts = dayParts(day)
  if (!parts) throw new RangeError(`Not a day: ${day}`)
  return parts
}

/** The month `day` lies in. */
export function monthOf(day: DayKey): CalendarMonth {
  const { year, month } = partsOf(day)
  return { year, month }
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

export const previousMonth = (month: CalendarMonth): CalendarMonth => addMonths(month, -1)
export const nextMonth = (month: CalendarMonth): CalendarMonth => addMonths(month, 1)

/** True when both name the same month. */
export const sameMonth = (a: CalendarMonth, b: CalendarMonth): boolean =>
  a.year === b.year && a.month === b.month

/** Every day of the month, first to last. */
export function daysOfMonth({ year, month }: CalendarMonth): DayKey[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => dayKey(year, month, index + 1))
}

/** The day's place in a week starting on Monday: 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: DayKey): number {
  const { year, month, day: date } = partsOf(day)
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7
}

/** How many cells before the month's first day in a grid whose weeks start on Monday. */
export function leadingBlankDays(month: CalendarMonth): number {
  return weekdayIndex(dayKey(month.year, month.month, 1))
}

/** The month as rows of seven cells, Monday first; cells outside the month are null. */
export function monthWeeks(month: CalendarMonth): (DayKey | null)[][] {
  const cells: (DayKey | null)[] = [...Array<null>(leadingBlankDays(month)).fill(null), ...daysOfMonth(month)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7))
}

/** The `start_at` and `end_at` of the one calendar request for a shown month: its first and last day. */
export function calendarRange(month: CalendarMonth): { startAt: DayKey; endAt: DayKey } {
  const days = daysOfMonth(month)
  // A month has at most 31 days: one request per month stays within the endpoint's limit.
  return { startAt: days[0] ?? '', endAt: days[days.length - 1] ?? '' }
}

/** The same day of another month, or that month's last day when it is shorter (31 March → 30 April). */
export function sameDayIn(day: DayKey, month: CalendarMonth): DayKey {
  const date = Math.min(partsOf(day).day, daysInMonth(month.year, month.month))
  return dayKey(month.year, month.month, date)
}

/** The keys a date-picker grid answers, as KeyboardEvent.key names them. */
export type GridKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown'

/**
 * The day focus moves to from `day` on `key`, after the WAI-ARIA date picker: arrows by a day or a week, Home and End
 * to the week's Monday and Sunday, Page Up and Page Down to the same day of the month before or after (with Shift:
 * the year before or after).
 */
export function dayForKey(day: DayKey, key: GridKey, shift = false): DayKey {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'Home':
      return addDays(day, -weekdayIndex(day))
    case 'End':
      return addDays(day, 6 - weekdayIndex(day))
    case 'PageUp':
    case 'PageDown':
      return sameDayIn(day, addMonths(monthOf(day), (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1)))
  }
}
