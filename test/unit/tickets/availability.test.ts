// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  dayAvailability,
  dayStatusOf,
  firstChoosableDay,
  isChoosableDay,
  type DayAvailability,
} from '../../../src/domain/tickets/availability'
import type { TicketCalendar } from '../../../src/domain/tickets/types'

const calendar: TicketCalendar = {
  '2026-05-29': 'available',
  '2026-05-30': 'available',
  '2026-05-31': 'fully_booked',
  '2026-06-01': 'unavailable',
  '2026-06-02': 'available',
}

describe('dayStatusOf', () => {
  it.each([
    [true, 'available'],
    ['available', 'available'],
    ['fully_booked', 'fully_booked'],
    [false, 'unavailable'],
    ['unavailable', 'unavailable'],
    ['closed_for_renovation', 'unavailable'],
    [1, 'unavailable'],
    [null, 'unavailable'],
  ])('reads %j as %s', (value, status) => {
    expect(dayStatusOf(value)).toBe(status)
  })
})

describe('dayAvailability', () => {
  const today = '2026-05-30'

  it("makes days before the museum's today past, whatever the calendar says", () => {
    expect(dayAvailability(calendar, '2026-05-29', today)).toBe('past')
    expect(dayAvailability(calendar, '2025-12-31', today)).toBe('past')
  })

  it('shows today and later days as the calendar says; a day it does not name is unavailable', () => {
    expect(dayAvailability(calendar, '2026-05-30', today)).toBe('available')
    expect(dayAvailability(calendar, '2026-05-31', today)).toBe('fully_booked')
    expect(dayAvailability(calendar, '2026-06-01', today)).toBe('unavailable')
    expect(dayAvailability(calendar, '2026-06-30', today)).toBe('unavailable')
  })

  it('lets only available days be chosen', () => {
    const all: DayAvailability[] = ['available', 'fully_booked', 'unavailable', 'past']
    expect(all.filter(isChoosableDay)).toEqual(['available'])
  })

  it('finds the first day that can be chosen from today on', () => {
    const days = ['2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']
    expect(firstChoosableDay(calendar, days, '2026-05-30')).toBe('2026-05-30')
    expect(firstChoosableDay(calendar, days, '2026-05-31')).toBe('2026-06-02')
    expect(firstChoosableDay(calendar, days, '2026-06-03')).toBeNull()
  })
})
