// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayAvailability } from '../../../src/domain/tickets/availability'
import { formatDayAndTime } from '../../../src/domain/tickets/dateFormat'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { isPastTicketLine } from '../../../src/domain/cart/ticketLines'
import { museumNow, museumToday, parseWallClock } from '../../../src/domain/tickets/wallClock'
import { monthGridTests } from './monthSuite'
import { asVisitorIn, timeFunctionTests } from './timeSuite'

// UTC+14: the earliest zone on earth, where Berlin's evening is already the next day.
describe('ticket time functions for a visitor on Kiritimati', () => {
  asVisitorIn('Pacific/Kiritimati', 23)

  it("still books Berlin's Saturday when it is Sunday at home", () => {
    // Saturday 22:00 in Berlin is Sunday 10:00 on Kiritimati.
    const sundayMorning = Date.UTC(2026, 4, 30, 20, 0)
    expect(new Date(sundayMorning).getDate()).toBe(31)
    const today = museumToday(sundayMorning)
    expect(today).toBe('2026-05-30')
    expect(dayAvailability({ '2026-05-30': 'available' }, '2026-05-30', today)).toBe('available')
    const slot = parseWallClock('2026-05-30T21:30:00+02:00')
    expect(slot && formatDayAndTime(slot, 'de')).toBe('Sa, 30. Mai, 21:30 Uhr')
  })

  it("keeps a cart line for Berlin's Saturday evening until it begins there", () => {
    const line: CartSummaryItem = {
      type: 'Ticket',
      attributes: { id: 51, quantity: 1, time: '2026-05-30T21:30:00+02:00' },
      name: 'Erwachsene',
      price_cents: 1200,
      quantity: 1,
      totalCents: 1200,
      ticketType: 'time_slot',
    }
    // Sunday 09:00 on Kiritimati is Saturday 21:00 in Berlin; Sunday 10:00 is 22:00.
    expect(isPastTicketLine(line, museumNow(Date.UTC(2026, 4, 30, 19, 0)))).toBe(false)
    expect(isPastTicketLine(line, museumNow(Date.UTC(2026, 4, 30, 20, 0)))).toBe(true)
  })

  timeFunctionTests()
  monthGridTests()
})
