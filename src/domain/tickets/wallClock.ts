/**
 * Ticket times are the museum's wall-clock times. They are read from the server's ISO strings as written (date, hour
 * and minute before the offset) and never turned into the visitor's time: a visitor in New York who books 11:30 in
 * Berlin sees 11:30, on the day the server wrote. Days are the API's date strings ('2026-05-30'), compared as text.
 */

import { dateTimeFormat } from '../values/formatters'

/** A day as the API writes it: 'YYYY-MM-DD'. Ordered like the days it names when compared as text. */
export type DayKey = string

/** A moment on the museum's clock. */
export interface WallClock {
  date: DayKey
  /** Minutes after midnight, as the tickets' `first_entry` and `last_entry`. */
  minutes: number
  /** 'HH:MM', 24 hours. */
  time: string
}

/** The zone of the museum's clock when nothing else is known; used only to find "today" and "now" for the museum. */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin'

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (value: number, length = 2): string => String(value).padStart(length, '0')

/** Days in a month (1–12) of a year, by the Gregorian rules. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** The parts of a day key, or null when it is not a real day. */
export function dayParts(day: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null
  return { year, month, day: date }
}

/** The key of a day from its parts. */
export function dayKey(year: number, month: number, day: number): DayKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** The day `count` days after `day` (before, when negative). Counted on the calendar, so no zone can shift it. */
export function addDays(day: DayKey, count: number): DayKey {
  const parts = dayParts(day)
  if (!parts) throw new RangeError(`Not a day: ${day}`)
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + count))
  return dayKey(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate())
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: DayKey, to: DayKey): number {
  const a = dayParts(from)
  const b = dayParts(to)
  if (!a || !b) throw new RangeError(`Not a day: ${a ? to : from}`)
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000
}

/** 'HH:MM' of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/**
 * The wall-clock date and time an ISO string names, read from its text: '2026-05-30T11:30:00+02:00' is 11:30 on
 * 2026-05-30 wherever it is read. Null for anything else (a day alone, impossible dates or times).
 */
export function parseWallClock(iso: string): WallClock | null {
  const match = ISO_TIME.exec(iso.trim())
  if (!match) return null
  const date = dayKey(Number(match[1]), Number(match[2]), Number(match[3]))
  const [hours, minutes] = [Number(match[4]), Number(match[5])]
  if (!dayParts(date) || hours > 23 || minutes > 59) return null
  return { date, minutes: hours * 60 + minutes, time: timeOfMinutes(hours * 60 + minutes) }
}

/**
 * True when two ISO strings name the same instant: the same text, or the same moment written with other offsets or
 * precision. Only the instant is compared, never a local reading of it.
 */
export function sameInstant(a: string, b: string): boolean {
  const [first, second] = [Date.parse(a), Date.parse(b)]
  return a === b || (Number.isFinite(first) && first === second)
}

/** True when `a` comes before `b` on the museum's clock. */
export function isBefore(a: WallClock, b: WallClock): boolean {
  return a.date < b.date || (a.date === b.date && a.minutes < b.minutes)
}

/**
 * What the museum's clock shows at the instant `nowMs` (default: now), in `timeZone`. An unknown zone falls back to
 * the museum's default rather than to the visitor's.
 */
export function museumNow(nowMs: number = Date.now(), timeZone: string = MUSEUM_TIME_ZONE): WallClock {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(nowMs)
      .map((part) => [part.type, part.value]),
  )
  const minutes = Number(parts.hour) * 60 + Number(parts.minute)
  return {
    date: dayKey(Number(parts.year), Number(parts.month), Number(parts.day)),
    minutes,
    time: timeOfMinutes(minutes),
  }
}

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  const options = {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  } as const
  try {
    return dateTimeFormat('en-US', { ...options, timeZone })
  } catch {
    return dateTimeFormat('en-US', { ...options, timeZone: MUSEUM_TIME_ZONE })
  }
}

/** The museum's today at `nowMs`: the day before which days are past. */
export function museumToday(nowMs: number = Date.now(), timeZone: string = MUSEUM_TIME_ZONE): DayKey {
  return museumNow(nowMs, timeZone).date
}
