// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayAvailability } from '../../../src/domain/tickets/availability'
import { formatDayAndTime } from '../../../src/domain/tickets/dateFormat'
import { museumNow, museumToday, parseWallClock } from '../../../src/domain/tickets/wallClock'
import { daySlots } from '../../../src/domain/tickets/slots'
import { CLOCK_CHANGE_DAYS } from '../../msw/fixtures/ticketDays'
import { monthGridTests } from './monthSuite'
import { contextOf, offerOn } from './offers'
import { timeFunctionTests } from './timeSuite'

// The other time*.test.ts files run the same suites for visitors elsewhere.
describe('ticket time functions in the zone the tests run in', () => {
  it('reads a winter time on the autumn clock-change day at its wall-clock time', () => {
    // 10:30 UTC on 25 October 2026 is 11:30 in Berlin, back on winter time since 03:00.
    const lateMorning = Date.UTC(2026, 9, 25, 10, 30)
    expect(museumNow(lateMorning).time).toBe('11:30')
    const today = museumToday(lateMorning)
    expect(dayAvailability({ '2026-10-25': 'available' }, '2026-10-25', today)).toBe('available')
    const slot = parseWallClock('2026-10-25T11:30:00+01:00')
    expect(slot && formatDayAndTime(slot, 'de')).toBe('So, 25. Oktober, 11:30 Uhr')
  })

  it('knows the spring clock-change day has no 02:00 to 03:00 in Berlin, and offers its slots from 10:00', () => {
    // 01:00 UTC on 29 March 2026 is 03:00 summer time; a minute earlier it was 01:59 winter time.
    expect(museumNow(Date.UTC(2026, 2, 29, 0, 59)).time).toBe('01:59')
    expect(museumNow(Date.UTC(2026, 2, 29, 1, 0)).time).toBe('03:00')
    const slots = daySlots(
      contextOf(offerOn(CLOCK_CHANGE_DAYS.spring)),
      museumNow(Date.UTC(2026, 2, 29, 1, 0)),
    )
    expect(slots.filter((slot) => !slot.past)).toHaveLength(15)
  })

  timeFunctionTests()
  monthGridTests()
})
