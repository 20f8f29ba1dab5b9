/**
 * Every time function of the ticket element, as one suite that the time*.test.ts files run in several time zones of
 * the visitor: none of the results may depend on it. One file per zone, so no formatter made in one zone is reused in
 * another.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { isPastTicketLine, ticketLineWhen } from '../../../src/domain/cart/ticketLines'
import {
  formatDay,
  formatDayAndTime,
  formatDayLong,
  formatMonth,
  formatPaymentDateTime,
  formatTime,
  weekdayNames,
} from '../../../src/domain/tickets/dateFormat'
import {
  capacitySlots,
  DEFAULT_PART_MINUTES,
  partChoices,
  partTimes,
} from '../../../src/domain/tickets/combination'
import { daySlots } from '../../../src/domain/tickets/slots'
import {
  addDays,
  daysBetween,
  museumNow,
  museumToday,
  parseWallClock,
  type WallClock,
} from '../../../src/domain/tickets/wallClock'
import { CLOCK_CHANGE_DAYS, quotasOnDay } from '../../msw/fixtures/ticketDays'
import { QUOTA_IDS, TICKET_IDS } from '../../msw/fixtures/tickets'
import { capacityOf, contextOf, offerOn } from './offers'

const wall = (iso: string): WallClock => {
  const parsed = parseWallClock(iso)
  if (!parsed) throw new Error(`unreadable: ${iso}`)
  return parsed
}

const ticketLine = (time: string, ticketType = 'time_slot'): CartSummaryItem => ({
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time },
  name: 'Erwachsene',
  price_cents: 1200,
  quantity: 2,
  totalCents: 2400,
  ticketType,
})

/** Registers the suite in the current describe block. */
export function timeFunctionTests(): void {
  it('reads date and time as the server wrote them, also near midnight', () => {
    expect(parseWallClock('2026-05-30T11:30:00+02:00')).toEqual({
      date: '2026-05-30',
      minutes: 690,
      time: '11:30',
    })
    expect(wall('2026-05-30T00:15:00+02:00').date).toBe('2026-05-30')
    expect(wall('2026-05-30T23:45:00+02:00')).toEqual({ date: '2026-05-30', minutes: 1425, time: '23:45' })
    expect(wall('2026-12-31T23:30:00.000+01:00').date).toBe('2026-12-31')
    expect(wall('2026-05-30T09:30:00Z').time).toBe('09:30')
  })

  it('reads nothing from what is no date and time', () => {
    for (const text of [
      '2026-05-30',
      '2026-02-30T10:00:00+01:00',
      '2026-05-30T24:00:00+02:00',
      'Samstag',
      '',
    ])
      expect(parseWallClock(text)).toBeNull()
  })

  it('formats days and times for German and English', () => {
    expect(formatDay('2026-05-30', 'de')).toBe('Sa, 30. Mai')
    expect(formatDay('2026-05-30', 'en')).toBe('Sat, May 30')
    expect(formatTime(690, 'de')).toBe('11:30 Uhr')
    expect(formatTime(690, 'en')).toBe('11:30 AM')
    expect(formatTime(0, 'de')).toBe('00:00 Uhr')
    expect(formatTime(9 * 60 + 30, 'de')).toBe('09:30 Uhr')
    expect(formatTime(9 * 60 + 30, 'en')).toBe('9:30 AM')
    expect(formatTime(17 * 60 + 30, 'de')).toBe('17:30 Uhr')
    expect(formatDayAndTime(wall('2026-05-30T11:30:00+02:00'), 'de')).toBe('Sa, 30. Mai, 11:30 Uhr')
    expect(formatDayAndTime(wall('2026-05-30T23:45:00+02:00'), 'en')).toBe('Sat, May 30, 11:45 PM')
    expect(formatDayLong('2026-05-30', 'de')).toBe('Samstag, 30. Mai 2026')
    expect(formatDayLong('2026-05-30', 'en')).toBe('Saturday, May 30, 2026')
    expect(formatMonth(2026, 5, 'de')).toBe('Mai 2026')
    expect(formatMonth(2026, 12, 'en')).toBe('December 2026')
    expect(weekdayNames('de')).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'])
    expect(weekdayNames('en', 'long')[6]).toBe('Sunday')
  })

  it('names a ticket for the payment provider with its date and time', () => {
    expect(formatPaymentDateTime(wall('2026-05-30T11:30:00+02:00'))).toBe('Sa 30.05.2026 11:30')
    expect(formatPaymentDateTime(wall('2027-01-01T00:00:00+01:00'))).toBe('Fr 01.01.2027 00:00')
  })

  it('counts days on the calendar, across the clock changes and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays(CLOCK_CHANGE_DAYS.spring, 1)).toBe('2026-03-30')
    expect(addDays(CLOCK_CHANGE_DAYS.autumn, -1)).toBe('2026-10-24')
    expect(addDays(CLOCK_CHANGE_DAYS.autumn, 1)).toBe('2026-10-26')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30)
    expect(daysBetween('2026-10-01', '2026-10-31')).toBe(30)
    expect(daysBetween('2026-05-31', '2026-05-30')).toBe(-1)
  })

  it("knows the museum's today and now from an instant, whatever the visitor's zone", () => {
    // 22:30 UTC is half past midnight of the next day in Berlin's summer time.
    const lateInMay = Date.UTC(2026, 4, 30, 22, 30)
    expect(museumToday(lateInMay)).toBe('2026-05-31')
    expect(museumNow(lateInMay)).toEqual({ date: '2026-05-31', minutes: 30, time: '00:30' })
    expect(museumNow(Date.UTC(2026, 11, 31, 23, 30)).date).toBe('2027-01-01')
    // 01:30 UTC on the spring change day is 03:30 summer time (02:00 to 03:00 does not exist there).
    expect(museumNow(Date.UTC(2026, 2, 29, 1, 30)).time).toBe('03:30')
    expect(museumNow(Date.UTC(2026, 9, 25, 1, 30)).time).toBe('02:30')
    expect(museumNow(lateInMay, 'Not/A_Zone')).toEqual(museumNow(lateInMay))
  })

  it.each([
    ['2026-03-28', '+01:00'],
    [CLOCK_CHANGE_DAYS.spring, '+02:00'],
    ['2026-10-24', '+02:00'],
    [CLOCK_CHANGE_DAYS.autumn, '+01:00'],
  ])('on %s the fake writes Berlin times with %s and they read as 10:00 to 17:30', (day, offset) => {
    const times = Object.keys(quotasOnDay(day)[QUOTA_IDS.timed]?.total_capacities ?? {})
    expect(times).toHaveLength(16)
    for (const iso of times) expect(iso.endsWith(offset)).toBe(true)
    expect(times.map((iso) => wall(iso).time).filter((_, index) => index % 5 === 0)).toEqual([
      '10:00',
      '12:30',
      '15:00',
      '17:30',
    ])
    expect(new Set(times.map((iso) => wall(iso).date))).toEqual(new Set([day]))
  })

  it('offers the slots of a clock-change day at their wall-clock times, and shows 11:30 as 11:30', () => {
    for (const day of Object.values(CLOCK_CHANGE_DAYS)) {
      const slots = daySlots(contextOf(offerOn(day)))
      const half = slots.find((slot) => slot.time === '11:30')
      expect(slots[0]?.time).toBe('10:00')
      expect(slots.at(-1)?.time).toBe('17:30')
      expect(half?.iso.startsWith(`${day}T11:30:00`)).toBe(true)
      expect(ticketLineWhen(ticketLine(half?.iso ?? ''), 'de')).toMatch(/, 11:30 Uhr$/)
    }
    expect(ticketLineWhen(ticketLine('2026-03-29T11:30:00+02:00'), 'de')).toBe('So, 29. März, 11:30 Uhr')
    expect(ticketLineWhen(ticketLine('2026-10-25T11:30:00+01:00'), 'en')).toBe('Sun, October 25, 11:30 AM')
  })

  it("keeps a combination ticket's part times as written, across the clock change", () => {
    const day = CLOCK_CHANGE_DAYS.autumn
    const [first, second] = TICKET_IDS.combiParts
    const parts = [first, second].map((id, index) => ({
      id,
      slots: capacitySlots(capacityOf(id, day), day, id, []),
      chosen: [630, 720][index] ?? null,
    }))
    expect(partTimes(parts)).toEqual({
      time: `${day}T10:30:00+01:00`,
      subTicketTimes: { [first]: `${day}T10:30:00+01:00`, [second]: `${day}T12:00:00+01:00` },
    })
    expect(partChoices(parts, 1, DEFAULT_PART_MINUTES)[0]?.time).toBe('12:00')
  })

  it("judges a cart line past by the museum's clock", () => {
    const line = ticketLine('2026-05-30T11:30:00+02:00')
    // 09:29 UTC is 11:29 in Berlin: not yet begun; 09:31 UTC has begun.
    expect(isPastTicketLine(line, museumNow(Date.UTC(2026, 4, 30, 9, 29)))).toBe(false)
    expect(isPastTicketLine(line, museumNow(Date.UTC(2026, 4, 30, 9, 31)))).toBe(true)
    const dayTicket = ticketLine('2026-05-30T10:00:00+02:00', 'normal')
    expect(isPastTicketLine(dayTicket, museumNow(Date.UTC(2026, 4, 30, 21, 59)))).toBe(false)
    expect(isPastTicketLine(dayTicket, museumNow(Date.UTC(2026, 4, 30, 22, 1)))).toBe(true)
  })
}

/**
 * Makes the current file's process a visitor in `zone` for its tests (Node reads TZ again whenever it changes), and
 * checks that it is: 09:30 UTC (11:30 in Berlin) reads as `localHour` there.
 */
export function asVisitorIn(zone: string, localHour: number): void {
  const saved = process.env.TZ
  beforeAll(() => {
    process.env.TZ = zone
  })
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ
    else process.env.TZ = saved
  })

  it(`runs in ${zone} indeed`, () => {
    expect(new Date(Date.UTC(2026, 4, 30, 9, 30)).getHours()).toBe(localHour)
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone)
  })
}
