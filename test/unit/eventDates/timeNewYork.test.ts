/**
 * The event dates for a visitor in New York: grouping, order, what has begun and every date in words are the museum's,
 * none of them moves with the visitor's zone.
 */
import { describe, expect, it } from 'vitest'
import { datesByMonth, upcomingDates } from '../../../src/domain/eventDates/dateList'
import { eventCartLine, formatDateInFull } from '../../../src/domain/cart/eventCart'
import { formatDayAndTime, formatMonth } from '../../../src/domain/tickets/dateFormat'
import { museumNow } from '../../../src/domain/tickets/wallClock'
import { asVisitorIn } from '../tickets/timeSuite'
import { datesOf, eventOf } from './dates'

/** A date half an hour after midnight in Berlin: still the evening before in New York. */
function justAfterMidnight() {
  const [date] = datesOf(23)
  if (!date) throw new Error('no date')
  const startTime = '2027-02-01T00:30:00+01:00'
  return { ...date, id: 90, startTime, start: { date: '2027-02-01', minutes: 30, time: '00:30' } }
}

describe('event dates for a visitor in New York', () => {
  asVisitorIn('America/New_York', 5)

  it("groups a date by the museum's month and says the museum's day and time", () => {
    const date = justAfterMidnight()
    expect(new Date(date.startTime).getMonth()).toBe(0)
    expect(new Date(date.startTime).getHours()).toBe(18)
    const [month] = datesByMonth([date])
    expect(month && [month.key, formatMonth(month.year, month.month, 'de')]).toEqual([
      '2027-02',
      'Februar 2027',
    ])
    expect(formatDayAndTime(date.start, 'de')).toBe('Mo, 1. Februar, 00:30 Uhr')
    expect(formatDateInFull(date, 'en')).toBe('Monday, February 1, 2027, 12:30 AM')
  })

  it("decides what has begun on the museum's clock", () => {
    // 18:15 on Sunday in New York is 00:15 on Monday in Berlin: the 00:30 date is still ahead.
    const now = museumNow(Date.UTC(2027, 0, 31, 23, 15))
    expect(now).toEqual({ date: '2027-02-01', minutes: 15, time: '00:15' })
    expect(upcomingDates([justAfterMidnight()], now)).toHaveLength(1)
    expect(upcomingDates([justAfterMidnight()], museumNow(Date.UTC(2027, 0, 31, 23, 30)))).toHaveLength(0)
  })

  it("names the cart line with the museum's date", () => {
    const line = eventCartLine(eventOf(23), justAfterMidnight(), 2, 'de')
    expect(line?.name).toBe(
      'Meteoriten: Was uns Steine über das All erzählen – Montag, 1. Februar 2027, 00:30 Uhr',
    )
  })
})
