/**
 * The month calendar's helpers, as a suite the time*.test.ts files run in several time zones of the visitor.
 */
import { expect, it } from 'vitest'
import {
  addMonths,
  calendarRange,
  dayForKey,
  daysOfMonth,
  leadingBlankDays,
  monthOf,
  monthWeeks,
  nextMonth,
  previousMonth,
  sameDayIn,
  weekdayIndex,
} from '../../../src/domain/tickets/monthGrid'

/** Registers the suite in the current describe block. */
export function monthGridTests(): void {
  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonth({ year: 2026, month: 5 })).toHaveLength(31)
    expect(daysOfMonth({ year: 2026, month: 2 }).at(-1)).toBe('2026-02-28')
    expect(daysOfMonth({ year: 2028, month: 2 }).at(-1)).toBe('2028-02-29')
    expect(daysOfMonth({ year: 2026, month: 3 })[28]).toBe('2026-03-29')
  })

  it('places the first day in a week starting on Monday', () => {
    expect(weekdayIndex('2026-05-30')).toBe(5)
    expect(weekdayIndex('2026-06-01')).toBe(0)
    expect(weekdayIndex('2026-03-29')).toBe(6)
    // March 2026 begins on a Sunday, June on a Monday, May on a Friday.
    expect(leadingBlankDays({ year: 2026, month: 3 })).toBe(6)
    expect(leadingBlankDays({ year: 2026, month: 6 })).toBe(0)
    expect(leadingBlankDays({ year: 2026, month: 5 })).toBe(4)
  })

  it('lays a month out in whole weeks with blank cells around it', () => {
    const weeks = monthWeeks({ year: 2026, month: 5 })
    expect(weeks).toHaveLength(5)
    for (const week of weeks) expect(week).toHaveLength(7)
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03'])
    expect(weeks[4]).toEqual([
      '2026-05-25',
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
    ])
    expect(monthWeeks({ year: 2026, month: 3 })).toHaveLength(6)
  })

  it('moves between months across the year', () => {
    expect(monthOf('2026-05-30')).toEqual({ year: 2026, month: 5 })
    expect(previousMonth({ year: 2026, month: 1 })).toEqual({ year: 2025, month: 12 })
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 })
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 })
    expect(sameDayIn('2026-03-31', { year: 2026, month: 4 })).toBe('2026-04-30')
  })

  it('asks the calendar for one month at a time, within 31 days', () => {
    expect(calendarRange({ year: 2026, month: 5 })).toEqual({ startAt: '2026-05-01', endAt: '2026-05-31' })
    expect(calendarRange({ year: 2026, month: 2 })).toEqual({ startAt: '2026-02-01', endAt: '2026-02-28' })
    expect(calendarRange({ year: 2026, month: 10 })).toEqual({ startAt: '2026-10-01', endAt: '2026-10-31' })
  })

  it('moves the focus like a WAI-ARIA date picker', () => {
    expect(dayForKey('2026-05-31', 'ArrowRight')).toBe('2026-06-01')
    expect(dayForKey('2026-05-01', 'ArrowLeft')).toBe('2026-04-30')
    expect(dayForKey('2026-05-30', 'ArrowUp')).toBe('2026-05-23')
    expect(dayForKey('2026-05-30', 'ArrowDown')).toBe('2026-06-06')
    expect(dayForKey('2026-05-30', 'Home')).toBe('2026-05-25')
    expect(dayForKey('2026-05-30', 'End')).toBe('2026-05-31')
    expect(dayForKey('2026-03-31', 'PageDown')).toBe('2026-04-30')
    expect(dayForKey('2026-03-29', 'PageUp')).toBe('2026-02-28')
    expect(dayForKey('2028-02-29', 'PageUp', true)).toBe('2027-02-28')
  })
}
