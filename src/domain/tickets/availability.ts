/**
 * Which days of the calendar can be booked. The server says per day either true/false (the documented answer) or a
 * status text (what go~mus's own elements ask for); past days are ours to know, from the museum's today.
 */
import type { DayStatus, TicketCalendar } from './types'
import type { DayKey } from './wallClock'

/** A day as the calendar shows it: the server's status, or past. */
export type DayAvailability = DayStatus | 'past'

/**
 * A day's status from the calendar's value for it: true or "available" can be booked, "fully_booked" is sold out,
 * anything else (false, "unavailable", a text we do not know) cannot be booked.
 */
export function dayStatusOf(value: unknown): DayStatus {
  if (value === true || value === 'available') return 'available'
  if (value === 'fully_booked') return 'fully_booked'
  return 'unavailable'
}

/** How `day` shows, `today` being the museum's today: before it is past, else what the calendar says. */
export function dayAvailability(calendar: TicketCalendar, day: DayKey, today: DayKey): DayAvailability {
  if (day < today) return 'past'
  return calendar[day] ?? 'unavailable'
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
): DayKey | null {
  return days.find((day) => isChoosableDay(dayAvailability(calendar, day, today))) ?? null
}
