// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayAvailability, firstChoosableDay } from '../../../src/domain/tickets/availability'
import { daysWithoutTimeLeft, hasTimeLeft } from '../../../src/domain/tickets/timeLeft'
import { museumNow } from '../../../src/domain/tickets/wallClock'
import { CLOCK_CHANGE_DAYS } from '../../msw/fixtures/ticketDays'
import { contextOf, offerOn, ticket, TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'
import { asVisitorIn } from './timeSuite'

const DAY = TICKET_REFERENCE_DAY
/** The museum's clock at an instant written with its offset. */
const clockAt = (iso: string) => museumNow(Date.parse(iso))

describe('whether a day has a time left, for a visitor in New York', () => {
  asVisitorIn('America/New_York', 5)

  it('keeps the day while its last time (17:30) has not begun on the museum clock', () => {
    // 11:15 in New York is 17:15 in Berlin.
    expect(hasTimeLeft(contextOf(offerOn(DAY)), clockAt(`${DAY}T11:15:00-04:00`))).toBe(true)
  })

  it("has none once the last time has begun in Berlin, though it is still morning at the visitor's", () => {
    const now = clockAt(`${DAY}T11:31:00-04:00`)
    expect(new Date(Date.parse(`${DAY}T11:31:00-04:00`)).getHours()).toBe(11)
    expect(hasTimeLeft(contextOf(offerOn(DAY)), now)).toBe(false)
  })

  it('reads the museum clock on the day the clocks change to summer time', () => {
    const day = CLOCK_CHANGE_DAYS.spring
    // 11:15 in New York (already on summer time) is 17:15 in Berlin on its first summer day.
    expect(hasTimeLeft(contextOf(offerOn(day)), clockAt(`${day}T11:15:00-04:00`))).toBe(true)
    expect(hasTimeLeft(contextOf(offerOn(day)), clockAt(`${day}T11:45:00-04:00`))).toBe(false)
  })

  it('reads the museum clock on the day the clocks go back to winter time', () => {
    const day = CLOCK_CHANGE_DAYS.autumn
    // Berlin is on +01:00 again, New York still on -04:00: 12:15 there is 17:15 at the museum.
    expect(hasTimeLeft(contextOf(offerOn(day)), clockAt(`${day}T12:15:00-04:00`))).toBe(true)
    expect(hasTimeLeft(contextOf(offerOn(day)), clockAt(`${day}T12:31:00-04:00`))).toBe(false)
  })
})

describe('hasTimeLeft', () => {
  const morning = clockAt(`${DAY}T09:00:00+02:00`)

  it('has none on a day whose every time is sold out, the day after the reference day', () => {
    const next = '2026-05-31'
    expect(hasTimeLeft(contextOf(offerOn(next)), clockAt(`${next}T09:00:00+02:00`))).toBe(false)
  })

  it('counts what the cart holds: the last free places taken by the cart leave none', () => {
    const offer = offerOn(DAY, [TICKET_IDS.adult])
    const late = clockAt(`${DAY}T17:20:00+02:00`)
    expect(hasTimeLeft(contextOf(offer), late)).toBe(true)
    const cart = [{ ticketId: TICKET_IDS.adult, quantity: 40, time: `${DAY}T17:30:00+02:00` }]
    expect(hasTimeLeft(contextOf(offer, cart), late)).toBe(false)
  })

  it('cannot say for an offer of combination tickets alone', () => {
    const offer = { ...offerOn(DAY), tickets: [], combinations: [ticket(TICKET_IDS.combi)] }
    expect(hasTimeLeft(contextOf(offer), morning)).toBeNull()
  })
})

describe('days without a time left in the calendar', () => {
  const calendar = { '2026-05-30': 'available', '2026-06-02': 'available' } as const
  const late = clockAt(`${DAY}T17:45:00+02:00`)

  it('marks today after its last time and moves the first choosable day on', () => {
    const spent = daysWithoutTimeLeft([contextOf(offerOn(DAY)), undefined], late)
    expect([...spent]).toEqual([DAY])
    expect(dayAvailability(calendar, DAY, DAY, spent)).toBe('no_time_left')
    expect(firstChoosableDay(calendar, ['2026-05-30', '2026-06-01', '2026-06-02'], DAY, spent)).toBe(
      '2026-06-02',
    )
  })

  it('never turns a day the calendar calls otherwise into one without time', () => {
    const spent = new Set([DAY])
    expect(dayAvailability({ [DAY]: 'fully_booked' }, DAY, DAY, spent)).toBe('fully_booked')
    expect(dayAvailability(calendar, DAY, '2026-05-31', spent)).toBe('past')
  })
})
