/**
 * The museum's day without Intl, for the request an element sends the moment it connects: the first date formatter of
 * a page takes a quarter of a second to make on a slow phone (it loads the locale data), which that request must not
 * wait for. The museum's zone (MUSEUM_TIME_ZONE, Europe/Berlin) keeps the EU's clock: UTC+1, and UTC+2 from the last
 * Sunday of March to the last Sunday of October, changing at 01:00 UTC. The elements themselves read the clock with
 * Intl (`museumNow`); a unit test holds both to the same day.
 */
import { dayKey, type DayKey } from './wallClock'

const HOUR_MS = 3_600_000

/** 01:00 UTC on the last Sunday of `month` (0–11) of `year`: when the EU's clocks change. */
function lastSundayChange(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
}

/** The museum's day at `nowMs` (default: now). */
export function museumDayWithoutIntl(nowMs: number = Date.now()): DayKey {
  const year = new Date(nowMs).getUTCFullYear()
  const summer = nowMs >= lastSundayChange(year, 2) && nowMs < lastSundayChange(year, 9)
  const wall = new Date(nowMs + (summer ? 2 : 1) * HOUR_MS)
  return dayKey(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate())
}
