// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ticketCapacitySchema } from '../../../src/api/schemas/tickets'
import {
  capacitySlots,
  choosePart,
  combinationMax,
  DEFAULT_PART_MINUTES,
  partChoices,
  partTimes,
  type CombinationContext,
  type PartChoice,
} from '../../../src/domain/tickets/combination'
import type { TicketBooking } from '../../../src/domain/tickets/types'
import { museumNow } from '../../../src/domain/tickets/wallClock'
import { documented } from '../../msw/fixtures/documented'
import { at, capacityOf, minutesOf, ticket, TICKET_IDS, TICKET_REFERENCE_DAY as DAY } from './offers'

const { combi } = TICKET_IDS
const [first, second] = TICKET_IDS.combiParts
const GAP = DEFAULT_PART_MINUTES

/** The parts of the combination ticket on the reference day, chosen at `times` ('HH:MM' or null). */
function partsAt(times: (string | null)[], cart: TicketBooking[] = []): PartChoice[] {
  return [first, second].map((id, index) => {
    const time = times[index]
    return {
      id,
      slots: capacitySlots(capacityOf(id), DAY, id, cart),
      chosen: time ? minutesOf(time) : null,
    }
  })
}

const contextAt = (times: (string | null)[], cart: TicketBooking[] = []): CombinationContext => ({
  parts: partsAt(times, cart),
  own: new Map([[combi, capacitySlots(capacityOf(combi), DAY, combi, cart)]]),
})

const timesOf = (slots: readonly { time: string }[]) => slots.map((slot) => slot.time)

describe('the documented combination ticket', () => {
  it('books its second part 90 minutes after the first, as the example does', () => {
    const capacity = ticketCapacitySchema.parse(documented('smbSubTicketCapacity'))
    const slots = capacitySlots(capacity, '2018-11-20', 516, [])
    const parts = [
      { id: 515, slots: capacitySlots(capacity, '2018-11-20', 515, []), chosen: minutesOf('12:30') },
      { id: 516, slots, chosen: null },
    ]
    expect(timesOf(partChoices(parts, 1, GAP))[0]).toBe('14:00')
    const chosen = parts.map((part, index) => ({
      ...part,
      chosen: index === 1 ? minutesOf('14:00') : part.chosen,
    }))
    const example = documented('ordersRequestItemCombiTicket').attributes
    expect(partTimes(chosen)).toEqual({ time: example.time, subTicketTimes: example.sub_ticket_times })
  })
})

describe('capacitySlots', () => {
  it("reads a part's times with places in words, sold out included, not offered left out", () => {
    const slots = capacitySlots(capacityOf(first), DAY, first, [])
    const slot = (time: string) => slots.find((candidate) => candidate.time === time)
    expect(slots).toHaveLength(15)
    expect(slot('11:30')?.places).toEqual({ kind: 'few', count: 3 })
    expect(slot('12:00')?.places).toEqual({ kind: 'soldOut', count: 0 })
    expect(slot('13:00')).toBeUndefined()
    expect(slot('14:00')).toMatchObject({ iso: at('14:00'), placesLeft: 20, ticketIds: [first] })
  })

  it("takes off the cart's places of the same ticket and instant, and marks times begun", () => {
    const cart = [{ ticketId: first, quantity: 4, time: '2026-05-30T08:00:00Z' }]
    const slots = capacitySlots(capacityOf(first), DAY, first, cart, museumNow(Date.parse(at('11:15'))))
    expect(slots.find((slot) => slot.time === '10:00')).toMatchObject({ placesLeft: 8, past: true })
    expect(slots.find((slot) => slot.time === '11:30')?.past).toBe(false)
  })

  it('ignores times of another day', () => {
    expect(capacitySlots({ [at('10:00', '2026-05-31')]: 5 }, DAY, first, [])).toEqual([])
  })
})

describe('the order of the parts', () => {
  it('offers the second part only once the first has a time, and only from its end on', () => {
    expect(partChoices(partsAt([null, null]), 1, GAP)).toEqual([])
    expect(timesOf(partChoices(partsAt(['10:30', null]), 1, GAP)).slice(0, 2)).toEqual(['12:00', '12:30'])
    expect(timesOf(partChoices(partsAt(['10:30', null]), 1, 60))[0]).toBe('11:30')
  })

  it('offers no first time that leaves the second part no free time after it', () => {
    const firstTimes = timesOf(partChoices(partsAt([null, null]), 0, GAP))
    // The second part's last time is 17:30: 16:00 is the first part's last.
    expect(firstTimes.at(-1)).toBe('16:00')
    expect(firstTimes).not.toContain('16:30')
  })

  it('drops a later choice that would start before the earlier part ends', () => {
    expect(choosePart([minutesOf('10:30'), minutesOf('12:00')], 0, minutesOf('11:00'), GAP)).toEqual([
      minutesOf('11:00'),
      null,
    ])
    expect(choosePart([minutesOf('10:30'), minutesOf('15:00')], 0, minutesOf('11:00'), GAP)).toEqual([
      minutesOf('11:00'),
      minutesOf('15:00'),
    ])
  })

  it("makes the earliest part's time the line's time, and names every part's", () => {
    expect(partTimes(partsAt(['10:30', null]))).toBeNull()
    expect(partTimes(partsAt(['10:30', '15:00']))).toEqual({
      time: at('10:30'),
      subTicketTimes: { [first]: at('10:30'), [second]: at('15:00') },
    })
  })
})

describe('combinationMax', () => {
  const combination = ticket(combi)

  it('is the fewest places of the parts at their times, and 0 until both have one', () => {
    expect(combinationMax(contextAt(['11:30', null]), combination, {})).toBe(0)
    expect(combinationMax(contextAt(['11:30', '15:00']), combination, {})).toBe(3)
    expect(combinationMax(contextAt(['10:30', '15:00']), combination, {})).toBe(10)
  })

  it("counts the cart's combination lines in each part, and the ticket's own limit", () => {
    const cart = [
      { ticketId: combi, quantity: 2, time: at('11:30') },
      { ticketId: first, quantity: 2, time: at('11:30') },
    ]
    expect(combinationMax(contextAt(['11:30', '15:00'], cart), combination, {})).toBe(1)
  })

  it('leaves what other combination tickets of the same parts take', () => {
    expect(combinationMax(contextAt(['11:30', '15:00']), combination, { 999: 2 })).toBe(1)
  })

  it("is 0 when the combination ticket itself is not offered at the earliest part's time", () => {
    const context = contextAt(['11:30', '15:00'])
    expect(combinationMax({ ...context, own: new Map() }, combination, {})).toBe(0)
  })
})
