/**
 * Whether a day still has a time to book. The calendar's answer knows only the day: today stays "available" after its
 * last entry has begun. The day's own offer knows its times; with the museum's clock it says whether one is left.
 */
import { daySlots, type SlotContext } from './slots'
import type { DayKey, WallClock } from './wallClock'

/**
 * True when some time of the offer's day has not begun on the museum's clock (`now`) and is not sold out; null when
 * the offer cannot say, because it sells combination tickets alone (their places are their parts').
 */
export function hasTimeLeft(context: SlotContext, now: WallClock): boolean | null {
  if (context.offer.tickets.length === 0) return null
  return daySlots(context, now).some((slot) => !slot.past && slot.places.kind !== 'soldOut')
}

/** The days among the given offers that are known to have no time left, for the calendar to mark. */
export function daysWithoutTimeLeft(
  contexts: readonly (SlotContext | undefined)[],
  now: WallClock,
): ReadonlySet<DayKey> {
  const spent = new Set<DayKey>()
  for (const context of contexts)
    if (context && hasTimeLeft(context, now) === false) spent.add(context.offer.date)
  return spent
}
