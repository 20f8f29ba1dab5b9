/**
 * Ticket dates and times in words, for German (24 hours, "Sa, 30. Mai", "11:30 Uhr") and English. The wall-clock
 * parts are put on a Date as UTC and formatted in UTC, so neither the visitor's zone nor a clock change can move a
 * day or an hour.
 */
import { dateTimeFormat, warm } from '../values/formatters'
import { dayKey, dayParts, museumNow, type DayKey, type WallClock } from './wallClock'

type FormatName = 'weekday' | 'weekdayLong' | 'dayMonth' | 'dayMonthYear' | 'time' | 'month'

const OPTIONS: Record<FormatName, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  dayMonth: { day: 'numeric', month: 'long' },
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
}

/** German for 'de…', English for everything else: the elements' two languages. */
const isGerman = (locale: string): boolean => locale.toLowerCase().startsWith('de')

function format(locale: string, name: FormatName): Intl.DateTimeFormat {
  const language = isGerman(locale) ? 'de' : 'en'
  // German times have two-digit hours on a 24-hour clock ("09:30"); English keeps its own ("9:30 AM").
  const german = language === 'de' ? ({ hourCycle: 'h23', hour: '2-digit' } as const) : {}
  const options = name === 'time' ? { ...OPTIONS.time, ...german } : OPTIONS[name]
  return dateTimeFormat(language, { ...options, timeZone: 'UTC' })
}

/**
 * Makes the formats a month calendar and its times show in `locale`, and the museum's clock: called while the
 * element waits for its first answer, so that its first render makes none.
 */
export function warmDateFormats(locale: string): void {
  warm(() => {
    for (const name of Object.keys(OPTIONS) as FormatName[]) format(locale, name)
    museumNow()
  })
}

/** The instant at which UTC's clock shows `day` at `minutes`: the carrier of wall-clock parts into Intl. */
function onUtcClock(day: DayKey, minutes = 0): Date {
  const parts = dayParts(day)
  if (!parts) throw new RangeError(`Not a day: ${day}`)
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 0, minutes))
}

/** "Sa, 30. Mai" / "Sat, May 30". */
export function formatDay(day: DayKey, locale: string): string {
  const date = onUtcClock(day)
  return `${format(locale, 'weekday').format(date)}, ${format(locale, 'dayMonth').format(date)}`
}

/** "Samstag, 30. Mai 2026" / "Saturday, May 30, 2026": a calendar day's accessible name. */
export function formatDayLong(day: DayKey, locale: string): string {
  const date = onUtcClock(day)
  return `${format(locale, 'weekdayLong').format(date)}, ${format(locale, 'dayMonthYear').format(date)}`
}

/** "11:30 Uhr" / "11:30 AM", from minutes after midnight. */
export function formatTime(minutes: number, locale: string): string {
  const time = format(locale, 'time').format(onUtcClock('2000-01-01', minutes))
  return isGerman(locale) ? `${time} Uhr` : time
}

/** "Sa, 30. Mai, 11:30 Uhr" / "Sat, May 30, 11:30 AM". */
export function formatDayAndTime(wall: WallClock, locale: string): string {
  return `${formatDay(wall.date, locale)}, ${formatTime(wall.minutes, locale)}`
}

/** "Mai 2026" / "May 2026": the title of a month in the calendar. */
export function formatMonth(year: number, month: number, locale: string): string {
  return format(locale, 'month').format(onUtcClock(dayKey(year, month, 1)))
}

/** The weekday names Monday first, short ("Mo" … "So" / "Mon" … "Sun") or long, for the calendar's header. */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  // 2024-01-01 was a Monday.
  const days = Array.from({ length: 7 }, (_, index) => onUtcClock(`2024-01-0${index + 1}`))
  return days.map((date) => format(locale, width === 'short' ? 'weekday' : 'weekdayLong').format(date))
}

const pad = (value: number): string => String(value).padStart(2, '0')

/**
 * "Sa 30.05.2026 11:30": the date and time that follow a ticket's name at the payment provider. German, as the rest
 * of the names sent there.
 */
export function formatPaymentDateTime(wall: WallClock): string {
  const parts = dayParts(wall.date)
  if (!parts) throw new RangeError(`Not a day: ${wall.date}`)
  const weekday = format('de', 'weekday').format(onUtcClock(wall.date))
  return `${weekday} ${pad(parts.day)}.${pad(parts.month)}.${parts.year} ${wall.time}`
}
