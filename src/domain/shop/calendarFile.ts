/**
 * A calendar entry (.ics) for a dated order line, made in the browser when the order names no `ical_url`. Times are
 * written as the museum's wall clock with `TZID=Europe/Berlin` and the zone's rules, so a calendar anywhere shows the
 * visit at the museum's time, also on the days the clocks change. The wall clock is read from the instant, not from
 * the text's offset, so an answer in UTC reads right too.
 */
import { MUSEUM_TIME_ZONE, museumNow, type WallClock } from '../tickets/wallClock'

/** How long an entry lasts when the order does not say: an hour. */
const DEFAULT_LENGTH_MS = 60 * 60_000

/** Europe/Berlin's rules since 1996: summer time from the last Sunday of March to the last Sunday of October. */
const BERLIN_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MUSEUM_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

export interface CalendarEntry {
  /** Unique per order and line, so a second import updates the entry instead of doubling it. */
  uid: string
  title: string
  /** ISO instant of the start. */
  start: string
  /** Where, as one line of text; optional. */
  location?: string
}

/** '20260329T100000' of a wall clock. */
function localStamp(wall: WallClock): string {
  return `${wall.date.replaceAll('-', '')}T${wall.time.replace(':', '')}00`
}

/** Text as an iCalendar TEXT value: backslash, comma, semicolon and line breaks escaped. */
const escapeText = (value: string): string =>
  value.replace(/[\\,;]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n')

/** The wall clock of an ISO instant at the museum, or null when the text is no instant. */
export function museumClockOf(iso: string): WallClock | null {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? museumNow(ms, MUSEUM_TIME_ZONE) : null
}

/** The .ics text of one entry, or null when its start is no instant. `now` stamps it (DTSTAMP, UTC). */
export function calendarFile(entry: CalendarEntry, now: number = Date.now()): string | null {
  const startMs = Date.parse(entry.start)
  if (!Number.isFinite(startMs)) return null
  const start = museumNow(startMs, MUSEUM_TIME_ZONE)
  const end = museumNow(startMs + DEFAULT_LENGTH_MS, MUSEUM_TIME_ZONE)
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//museum-shop-elements//order//DE',
    'CALSCALE:GREGORIAN',
    ...BERLIN_ZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${MUSEUM_TIME_ZONE}:${localStamp(start)}`,
    `DTEND;TZID=${MUSEUM_TIME_ZONE}:${localStamp(end)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.join('\r\n')}\r\n`
}
