// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayAvailability } from '../../../src/domain/tickets/availability'
import { formatDayAndTime } from '../../../src/domain/tickets/dateFormat'
import { museumNow, museumToday, parseWallClock } from '../../../src/domain/tickets/wallClock'
import { monthGridTests } from './monthSuite'
import { asVisitorIn, timeFunctionTests } from './timeSuite'

describe('ticket time functions for a visitor in New York', () => {
  asVisitorIn('America/New_York', 5)

  it("books Berlin's Saturday 11:30 on Friday evening at home, and sees Saturday 11:30", () => {
    // Friday 20:30 in New York is Saturday 02:30 in Berlin.
    const fridayEvening = Date.UTC(2026, 4, 30, 0, 30)
    expect(new Date(fridayEvening).getDate()).toBe(29)
    const today = museumToday(fridayEvening)
    expect(today).toBe('2026-05-30')
    expect(dayAvailability({ '2026-05-29': 'available' }, '2026-05-29', today)).toBe('past')
    expect(dayAvailability({ '2026-05-30': 'available' }, '2026-05-30', today)).toBe('available')
    const slot = parseWallClock('2026-05-30T11:30:00+02:00')
    expect(slot && formatDayAndTime(slot, 'en')).toBe('Sat, May 30, 11:30 AM')
    expect(slot && formatDayAndTime(slot, 'de')).toBe('Sa, 30. Mai, 11:30 Uhr')
  })

  it('keeps Berlin times while New York is on summer time and Berlin not yet (8 to 28 March)', () => {
    // 10:30 UTC on 20 March 2026: 06:30 in New York (UTC-4), 11:30 in Berlin (UTC+1).
    const morning = Date.UTC(2026, 2, 20, 10, 30)
    expect(new Date(morning).getHours()).toBe(6)
    expect(museumNow(morning)).toEqual({ date: '2026-03-20', minutes: 690, time: '11:30' })
    const slot = parseWallClock('2026-03-20T11:30:00+01:00')
    expect(slot && formatDayAndTime(slot, 'en')).toBe('Fri, March 20, 11:30 AM')
  })

  timeFunctionTests()
  monthGridTests()
})
