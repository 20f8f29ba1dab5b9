// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  fitsSelection,
  maxQuantity,
  minQuantity,
  selectedCount,
  stepQuantity,
} from '../../../src/domain/tickets/quantities'
import { addDays } from '../../../src/domain/tickets/wallClock'
import { at, contextOf, minutesOf, offerOn, ticket, TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'

const { adult, reduced, family } = TICKET_IDS
const TEN = minutesOf('10:00')
const offer = offerOn()

describe('maxQuantity', () => {
  it("is the smaller of the ticket's own limit and the places left", () => {
    const context = contextOf(offer)
    expect(maxQuantity(context, adult, TEN)).toBe(10)
    expect(maxQuantity(context, adult, minutesOf('11:30'))).toBe(3)
    expect(maxQuantity(context, family, minutesOf('10:30'))).toBe(6)
  })

  it('is 0 where the time is sold out, not offered, no start time of the ticket, or the ticket unknown', () => {
    const context = contextOf(offer)
    expect(maxQuantity(context, adult, minutesOf('12:00'))).toBe(0)
    expect(maxQuantity(context, adult, minutesOf('13:00'))).toBe(0)
    expect(maxQuantity(context, adult, minutesOf('10:15'))).toBe(0)
    expect(maxQuantity(context, 999, TEN)).toBe(0)
    expect(maxQuantity(contextOf(offerOn(addDays(TICKET_REFERENCE_DAY, 1))), adult, TEN)).toBe(0)
  })

  it('leaves less for a ticket the more of the other tickets of its quota are chosen', () => {
    const context = contextOf(offer)
    expect(maxQuantity(context, adult, TEN, { [reduced]: 5 })).toBe(7)
    expect(maxQuantity(context, adult, TEN, { [reduced]: 5, [family]: 4 })).toBe(3)
    expect(maxQuantity(context, adult, TEN, { [reduced]: 12 })).toBe(0)
    // Its own entry does not count against it.
    expect(maxQuantity(context, adult, TEN, { [adult]: 9 })).toBe(10)
  })

  it("leaves less for what the cart holds of the quota at that time, and counts the cart's own line to max_persons", () => {
    const context = contextOf(offer, [{ ticketId: adult, quantity: 2, time: at('10:00') }])
    expect(maxQuantity(context, adult, TEN)).toBe(8)
    expect(maxQuantity(context, reduced, TEN)).toBe(10)
    expect(maxQuantity(context, reduced, TEN, { [family]: 4 })).toBe(6)
    const nearlyFull = contextOf(offer, [{ ticketId: adult, quantity: 9, time: at('10:30') }])
    expect(maxQuantity(nearlyFull, adult, minutesOf('10:30'))).toBe(1)
    expect(maxQuantity(nearlyFull, reduced, minutesOf('10:30'))).toBe(10)
  })

  it('has no ticket limit of its own when the ticket sets none', () => {
    const open = { ...offer, tickets: offer.tickets.map((t) => ({ ...t, maxPersons: null })) }
    expect(maxQuantity(contextOf(open), adult, minutesOf('11:00'))).toBe(40)
  })
})

describe('fitsSelection', () => {
  it('is true while all chosen tickets fit together with the cart', () => {
    const context = contextOf(offer)
    const half = minutesOf('11:30')
    expect(fitsSelection(context, half, { [adult]: 2, [reduced]: 1 })).toBe(true)
    expect(fitsSelection(context, half, { [adult]: 2, [reduced]: 2 })).toBe(false)
    expect(fitsSelection(context, half, { [adult]: 0, [family]: 3 })).toBe(true)
    const withCart = contextOf(offer, [{ ticketId: reduced, quantity: 1, time: at('11:30') }])
    expect(fitsSelection(withCart, half, { [adult]: 2, [reduced]: 1 })).toBe(false)
  })
})

describe('stepQuantity', () => {
  const familyTicket = ticket(family)
  const adultTicket = ticket(adult)

  it('jumps from nothing to the minimum on the first "+"', () => {
    expect(minQuantity(familyTicket)).toBe(2)
    expect(stepQuantity(familyTicket, 0, 'up', 6)).toBe(2)
    expect(stepQuantity(familyTicket, 2, 'up', 6)).toBe(3)
    expect(stepQuantity(adultTicket, 0, 'up', 10)).toBe(1)
    // The documented ticket's min_persons 0 still means one.
    expect(minQuantity(ticket(247))).toBe(1)
  })

  it('stays at the limit', () => {
    expect(stepQuantity(familyTicket, 6, 'up', 6)).toBe(6)
    expect(stepQuantity(familyTicket, 0, 'up', 1)).toBe(0)
  })

  it('drops below the minimum to nothing, and from above a fallen limit to the limit', () => {
    expect(stepQuantity(familyTicket, 3, 'down', 6)).toBe(2)
    expect(stepQuantity(familyTicket, 2, 'down', 6)).toBe(0)
    expect(stepQuantity(familyTicket, 0, 'down', 6)).toBe(0)
    expect(stepQuantity(familyTicket, 6, 'down', 4)).toBe(4)
    expect(stepQuantity(familyTicket, 6, 'down', 1)).toBe(0)
  })

  it('counts what is chosen', () => {
    expect(selectedCount({ [adult]: 2, [family]: 3, [reduced]: 0 })).toBe(5)
  })
})
