// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daySlots, FEW_PLACES, placesOf, slotStarts, startsOf } from '../../../src/domain/tickets/slots'
import type { DayOffer } from '../../../src/domain/tickets/types'
import { addDays, museumNow } from '../../../src/domain/tickets/wallClock'
import { at, contextOf, minutesOf, offerOn, ticket, TICKET_IDS, TICKET_REFERENCE_DAY } from './offers'

const DAY = TICKET_REFERENCE_DAY
const slotsOf = (offer: DayOffer, cart = contextOf(offer).cart) => daySlots(contextOf(offer, cart))
const byTime = (offer: DayOffer, cart = contextOf(offer).cart) =>
  Object.fromEntries(slotsOf(offer, cart).map((slot) => [slot.time, slot]))

describe('slotStarts', () => {
  it('starts at first_entry and steps by entry_duration up to last_entry', () => {
    const starts = slotStarts(ticket(TICKET_IDS.adult))
    expect(starts).toHaveLength(16)
    expect([starts[0], starts[1], starts.at(-1)]).toEqual([600, 630, 1050])
  })

  it('has one start without a step and none without a first entry', () => {
    const adult = ticket(TICKET_IDS.adult)
    expect(slotStarts({ ...adult, entryDuration: 0 })).toEqual([600])
    expect(slotStarts({ ...adult, firstEntry: null })).toEqual([])
    expect(slotStarts({ ...adult, lastEntry: 650 })).toEqual([600, 630])
  })
})

describe('placesOf', () => {
  it('says free, only a few, or sold out', () => {
    expect(placesOf(12)).toEqual({ kind: 'free', count: 12 })
    expect(placesOf(FEW_PLACES)).toEqual({ kind: 'few', count: FEW_PLACES })
    expect(placesOf(1)).toEqual({ kind: 'few', count: 1 })
    expect(placesOf(0)).toEqual({ kind: 'soldOut', count: 0 })
    expect(placesOf(-2)).toEqual({ kind: 'soldOut', count: 0 })
  })
})

describe('daySlots', () => {
  it('shows places left as data, sold-out times as sold out, and hides times not offered', () => {
    const slots = byTime(offerOn())
    expect(Object.keys(slots)).toHaveLength(15)
    expect(slots['13:00']).toBeUndefined()
    expect(slots['10:00']?.places).toEqual({ kind: 'free', count: 12 })
    expect(slots['11:30']?.places).toEqual({ kind: 'few', count: 3 })
    expect(slots['12:00']?.places).toEqual({ kind: 'soldOut', count: 0 })
    expect(slots['10:00']).toMatchObject({
      minutes: 600,
      iso: at('10:00'),
      past: false,
      ticketIds: [51, 52, 53],
    })
  })

  it('lists times earliest first', () => {
    const minutes = slotsOf(offerOn()).map((slot) => slot.minutes)
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
  })

  it('shows a fully booked day as sold out everywhere, and a closed day without times', () => {
    const fullyBooked = slotsOf(offerOn(addDays(DAY, 1)))
    expect(fullyBooked).toHaveLength(15)
    for (const slot of fullyBooked) expect(slot.places.kind).toBe('soldOut')
    expect(slotsOf(offerOn(addDays(DAY, 2)))).toEqual([])
  })

  it("takes off what the cart holds of the quota's tickets at that time, however the time is written", () => {
    const offer = offerOn()
    const cart = [
      { ticketId: TICKET_IDS.adult, quantity: 2, time: at('10:00') },
      { ticketId: TICKET_IDS.family, quantity: 3, time: `${DAY}T08:00:00Z` },
      { ticketId: TICKET_IDS.reduced, quantity: 1, time: at('11:00') },
      { ticketId: TICKET_IDS.day, quantity: 5, time: at('10:00') },
      { ticketId: TICKET_IDS.adult, quantity: 3, time: at('10:00', addDays(DAY, 7)) },
    ]
    const slots = byTime(offer, cart)
    expect(slots['10:00']?.placesLeft).toBe(12 - 2 - 3)
    expect(slots['11:00']?.placesLeft).toBe(39)
    expect(slots['10:30']?.placesLeft).toBe(40)
  })

  it('marks times that have begun on the museum clock as past', () => {
    // 09:45 UTC is 11:45 in Berlin.
    const now = museumNow(Date.UTC(2026, 4, 30, 9, 45))
    const slots = daySlots(contextOf(offerOn()), now)
    expect(slots.filter((slot) => slot.past).map((slot) => slot.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
    const tomorrow = daySlots(contextOf(offerOn(addDays(DAY, 7))), now)
    expect(tomorrow.some((slot) => slot.past)).toBe(false)
  })

  it('counts a ticket in two quotas by the smaller of them, shared with the other ticket of one of them', () => {
    // 247 is in quota 19 (30 places); 248 in 19 and 20 (15 places).
    const offer = offerOn(DAY, [247, 248])
    expect(byTime(offer)['11:00']?.placesLeft).toBe(30)
    const cart = [{ ticketId: 247, quantity: 20, time: at('11:00') }]
    expect(byTime(offer, cart)['11:00']?.placesLeft).toBe(10)
    const onlyReduced = { ...offer, tickets: offer.tickets.filter((t) => t.id === 248) }
    expect(byTime(onlyReduced)['11:00']?.placesLeft).toBe(15)
  })
})

describe('day tickets', () => {
  it('are booked at the first entry of the day', () => {
    const offer = offerOn(DAY, [TICKET_IDS.day])
    const slots = slotsOf(offer)
    expect(slots).toEqual([
      expect.objectContaining({
        time: '10:00',
        iso: at('10:00'),
        placesLeft: 150,
        ticketIds: [TICKET_IDS.day],
      }),
    ])
  })

  it('take the earliest time their quota names when it names none at the first entry', () => {
    const offer = offerOn(DAY, [TICKET_IDS.day])
    const [quota] = offer.quotas
    if (!quota) throw new Error('no quota')
    const midnight = `${DAY}T00:00:00+02:00`
    const moved = {
      ...offer,
      quotas: [{ ...quota, capacities: { [midnight]: 9 }, totals: { [midnight]: 10 } }],
    }
    const dayTicket = moved.tickets[0]
    if (!dayTicket) throw new Error('no ticket')
    expect(startsOf(moved, dayTicket)).toEqual([0])
    expect(slotsOf(moved)[0]).toMatchObject({ iso: midnight, placesLeft: 9 })
  })

  it('take the times their quotas name when a timed ticket has no entries', () => {
    const offer = offerOn()
    const [adult] = offer.tickets
    if (!adult) throw new Error('no ticket')
    const withoutEntries = { ...adult, firstEntry: null, lastEntry: null }
    expect(startsOf(offer, withoutEntries)).toHaveLength(16)
    expect(startsOf(offer, withoutEntries)[3]).toBe(minutesOf('11:30'))
  })
})
