/**
 * Which days of the calendar can be booked. The server says per day either true/false (the documented answer) or a
 * status text (what go~mus's own elements ask for); past days are ours to know, from the museum's today.
 */
import type { DayStatus, TicketCalendar } from './types'
import type { DayKey } from './wallClock'

/**
 * A day as the calendar shows it: the server's status, past, or `no_time_left` (the calendar says available, but the
 * day's own offer has no time that has not begun and is not sold out).
 */
export type DayAvailability = DayStatus | 'past' | 'no_time_left'

/**
 * A day's status from the calendar's value for it: true or "available" can be booked, "fully_booked" is sold out,
 * anything else (false, "unavailable", a text we do not know) cannot be booked.
 */
export function dayStatusOf(value: unknown): DayStatus {
  if (value === true || value === 'available') return 'available'
  if (value === 'fully_booked') return 'fully_booked'
  return 'unavailable'
}

/**
 * How `day` shows, `today` being the museum's today: before it is past, else what the calendar says, unless `spent`
 * knows that the day has no time left.
 */
export function dayAvailability(
  calendar: TicketCalendar,
  day: DayKey,
  today: DayKey,
  spent?: ReadonlySet<DayKey>,
): DayAvailability {
  if (day < today) return 'past'
  const status = calendar[day] ?? 'unavailable'
  return status === 'available' && spent?.has(day) ? 'no_time_left' : status
}

/** Only an available day can be chosen; a fully booked one says so, a past or unavailable one is just shown. */
export function isChoosableDay(availability: DayAvailability): boolean {
  return availability === 'available'
}

/** The first day from `today` on that can be chosen among `days`, or null: where the calendar's focus starts. */
export function firstChoosableDay(
  calendar: TicketCalendar,
  days: readonly DayKey[],
  today: DayKey,
  spent?: ReadonlySet<DayKey>,
): DayKey | null {
  return days.find((day) => isChoosableDay(dayAvailability(calendar, day, today, spent))) ?? null
}
