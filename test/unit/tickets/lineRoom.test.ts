// @vitest-environment node
/**
 * The room of a ticket line already in the cart, on the fresh places of its day: the line does not take places from
 * itself, the cart's other lines of the same quota and time do.
 */
import { describe, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { ticketLineAsk, ticketLineRoom } from '../../../src/domain/cart/ticketLineRoom'
import { at, offerOn, TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'

const { adult, reduced, family, day } = TICKET_IDS

/** A ticket line of the cart as the reader gives it. */
function line(id: number, quantity: number, time = at('11:30'), ticketType = 'time_slot'): CartSummaryItem {
  return {
    type: 'Ticket',
    attributes: { id, quantity, time },
    name: `Ticket ${id}`,
    price_cents: 1200,
    quantity,
    totalCents: 1200 * quantity,
    ticketType,
  }
}

describe('ticketLineAsk', () => {
  it("asks the line's ticket on its day, for its ticket type", () => {
    expect(ticketLineAsk(line(adult, 2))).toEqual({
      ticketId: adult,
      type: 'time_slot',
      date: TICKET_REFERENCE_DAY,
    })
    expect(ticketLineAsk(line(day, 1, at('10:00'), 'normal'))).toMatchObject({ type: 'normal' })
  })

  it('cannot ask for other lines, lines without a readable time or of a type booked neither by time nor day', () => {
    expect(ticketLineAsk({ ...line(adult, 1), type: 'Event' })).toBeNull()
    expect(ticketLineAsk(line(adult, 1, '30.05.2026'))).toBeNull()
    expect(ticketLineAsk(line(TICKET_IDS.annual, 1, at('10:00'), 'annual'))).toBeNull()
    expect(ticketLineAsk({ ...line(adult, 1), ticketType: undefined })).toBeNull()
  })
})

describe('ticketLineRoom', () => {
  const offer = offerOn()

  it('is the places left at its time, its own quantity not counted against it', () => {
    // 3 places are left at 11:30.
    expect(ticketLineRoom(offer, line(adult, 2), [])).toEqual({ least: 1, most: 3, mostBy: 'places' })
  })

  it("leaves less for the cart's other lines of the quota and time, not for lines at other times", () => {
    const others = [line(reduced, 1), line(reduced, 4, at('10:00'))]
    expect(ticketLineRoom(offer, line(adult, 1), others).most).toBe(2)
  })

  it("keeps the ticket's own limits: at least min_persons, at most max_persons", () => {
    expect(ticketLineRoom(offer, line(family, 2, at('10:30')), [])).toEqual({
      least: 2,
      most: 6,
      mostBy: 'perBooking',
    })
  })

  it('has no room where the time is sold out or not offered, or on another day than the offer', () => {
    expect(ticketLineRoom(offer, line(adult, 1, at('12:00')), []).most).toBe(0)
    expect(ticketLineRoom(offer, line(adult, 1, at('13:00')), []).most).toBe(0)
    expect(ticketLineRoom(offer, line(adult, 1, at('11:30', '2026-05-31')), []).most).toBe(0)
    expect(ticketLineRoom(offer, line(999, 1), []).most).toBe(0)
  })
})
