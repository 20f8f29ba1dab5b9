/**
 * The rules a cart line keeps, as the cart and the checkout judge them: one name per person, the least and most per
 * booking, the places (seats) left; and how a step of the line changes its persons' names.
 */
import { describe, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import {
  LINE_ONLY,
  lineRuleViolations,
  namesForQuantity,
  namesWithPerson,
  stepViolation,
  unnamedPersons,
  type LineFacts,
  type LineRoom,
} from '../../../src/domain/cart/lineRules'
import { eventLineAsk, eventLineRoom } from '../../../src/domain/cart/eventLineRoom'
import type { EventDate } from '../../../src/domain/eventDates/types'
import { parseWallClock, type WallClock } from '../../../src/domain/tickets/wallClock'

const ANNA = { name: 'Anna', surname: 'Muster' }
const BEN = { name: 'Ben', surname: 'Muster' }
const EMPTY = { name: '', surname: '' }

function ticketLine(quantity: number, attendees?: unknown[]): CartSummaryItem {
  return {
    type: 'Ticket',
    attributes: { id: 247, quantity, time: '2026-05-30T11:30:00+02:00', ...(attendees && { attendees }) },
    name: 'El Siglo de Oro',
    price_cents: 1200,
    quantity,
    totalCents: 1200 * quantity,
    ticketType: 'time_slot',
  }
}

function eventLine(quantity: number): CartSummaryItem {
  return {
    type: 'Event',
    attributes: { id: 105, quantity },
    name: 'Holzschnitt',
    price_cents: 1200,
    quantity,
    totalCents: 1200 * quantity,
  }
}

const room = (most: number, mostBy: LineRoom['mostBy'] = 'perBooking', least = 1): LineFacts => ({
  room: { least, most, mostBy },
  namesRequired: false,
})

describe('lineRuleViolations', () => {
  it('asks one usable name per person of a line that carries names', () => {
    expect(lineRuleViolations(ticketLine(2, [ANNA, BEN]), LINE_ONLY)).toEqual([])
    expect(lineRuleViolations(ticketLine(3, [ANNA, BEN]), LINE_ONLY)).toEqual([
      { rule: 'names', persons: 3, named: 2 },
    ])
    expect(lineRuleViolations(ticketLine(2, [ANNA, { name: ' ', surname: 'Muster' }]), LINE_ONLY)).toEqual([
      { rule: 'names', persons: 2, named: 1 },
    ])
    // More names than persons: the order would send a person the line does not hold.
    expect(lineRuleViolations(ticketLine(1, [ANNA, BEN, ANNA]), LINE_ONLY)).toEqual([
      { rule: 'names', persons: 1, named: 1 },
    ])
  })

  it('asks names of a line without any when its ticket asks for them, and none otherwise', () => {
    expect(lineRuleViolations(ticketLine(2), { room: null, namesRequired: true })).toEqual([
      { rule: 'names', persons: 2, named: 0 },
    ])
    expect(lineRuleViolations(ticketLine(2), LINE_ONLY)).toEqual([])
  })

  it('holds the quantity within the least and the most, saying which limit sets the most', () => {
    expect(lineRuleViolations(eventLine(10), room(4))).toEqual([{ rule: 'perBooking', most: 4 }])
    expect(lineRuleViolations(eventLine(10), room(7, 'places'))).toEqual([{ rule: 'placesLeft', most: 7 }])
    expect(lineRuleViolations(eventLine(1), room(0, 'places'))).toEqual([{ rule: 'placesLeft', most: 0 }])
    expect(lineRuleViolations(ticketLine(1), room(6, 'perBooking', 2))).toEqual([
      { rule: 'atLeast', least: 2 },
    ])
    expect(lineRuleViolations(eventLine(4), room(4))).toEqual([])
  })

  it("counts a booking line's participants, not its one line", () => {
    const booking = { ...eventLine(1), participantCount: 6 }
    expect(lineRuleViolations(booking, room(4))).toEqual([{ rule: 'perBooking', most: 4 }])
  })

  it('names the missing names before the limits', () => {
    expect(lineRuleViolations(ticketLine(5, [ANNA]), room(4)).map((each) => each.rule)).toEqual([
      'names',
      'perBooking',
    ])
  })
})

describe('stepViolation', () => {
  const { room: four } = room(4)
  it('refuses a step up past the most and a step down below the least', () => {
    expect(stepViolation(eventLine(4), 5, four)).toEqual({ rule: 'perBooking', most: 4 })
    expect(stepViolation(eventLine(3), 4, four)).toBeNull()
    expect(stepViolation(ticketLine(2), 1, room(6, 'perBooking', 2).room)).toEqual({
      rule: 'atLeast',
      least: 2,
    })
  })

  it('lets a line above a limit come down towards it, and knows no limit without a room', () => {
    expect(stepViolation(eventLine(10), 9, four)).toBeNull()
    expect(stepViolation(eventLine(10), 11, null)).toBeNull()
  })
})

describe('the names of a line that names its persons', () => {
  const line = ticketLine(3, [ANNA, BEN])
  it('lists who lacks a name, persons without an entry too', () => {
    expect(unnamedPersons(line, 3)).toEqual([2])
    expect(unnamedPersons(ticketLine(2, [ANNA, 'Ben']), 2)).toEqual([1])
  })

  it('take the last person off on a step down, and add the new person last on a step up', () => {
    expect(namesForQuantity(ticketLine(3, [ANNA, BEN, EMPTY]), 2)).toEqual([ANNA, BEN])
    expect(namesForQuantity(ticketLine(2, [ANNA, BEN]), 2, ANNA)).toEqual([ANNA, BEN, ANNA])
    // A line that lost its names' count (3 names, 1 ticket) keeps the first.
    expect(namesForQuantity(ticketLine(1, [ANNA, BEN, ANNA]), 1)).toEqual([ANNA])
  })

  it('give one person their names, the others kept', () => {
    expect(namesWithPerson(line, 3, 2, ANNA)).toEqual([ANNA, BEN, ANNA])
  })
})

describe('an event line', () => {
  const date: EventDate = {
    id: 105,
    startTime: '2027-01-23T14:00:00+01:00',
    start: parseWallClock('2027-01-23T14:00:00+01:00') as WallClock,
    durationMinutes: 120,
    bookable: true,
    seatsAvailable: 7,
    maxPerRegistration: 4,
    language: null,
    priceCents: 1200,
  }

  it('is asked by its event, named beside the order item or in it, else not at all', () => {
    expect(eventLineAsk(eventLine(2), 22)).toEqual({ eventId: 22, dateId: 105 })
    const shopWritten = { ...eventLine(2), attributes: { id: 105, quantity: 2, event_id: '22' } }
    expect(eventLineAsk(shopWritten)).toEqual({ eventId: 22, dateId: 105 })
    expect(eventLineAsk(eventLine(2))).toBeNull()
    expect(eventLineAsk(ticketLine(2))).toBeNull()
  })

  it("has its date's most per booking, less the cart's other lines of the date", () => {
    expect(eventLineRoom([date], eventLine(2), [])).toEqual({ least: 1, most: 4, mostBy: 'perBooking' })
    expect(eventLineRoom([date], eventLine(1), [eventLine(1)]).most).toBe(3)
  })

  it('has the seats left when they are fewer, and none when the date is gone or closed', () => {
    const few = { ...date, seatsAvailable: 2 }
    expect(eventLineRoom([few], eventLine(1), [])).toEqual({ least: 1, most: 2, mostBy: 'places' })
    expect(eventLineRoom([], eventLine(1), []).most).toBe(0)
    expect(eventLineRoom([{ ...date, bookable: false }], eventLine(1), []).most).toBe(0)
  })
})
