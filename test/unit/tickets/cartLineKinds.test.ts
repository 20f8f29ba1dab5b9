// @vitest-environment node
/**
 * The cart lines of annual tickets (no time), of tickets with names (never merged) and of combination tickets (a time
 * per part), as stored by either variant and read back as the places they take.
 */
import { describe, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { annualMax } from '../../../src/domain/cart/annualLine'
import {
  combinationCartLines,
  ticketBookingsIn,
  ticketCartLines,
  type TicketCartLine,
} from '../../../src/domain/cart/ticketLines'
import { withSpecialTicket, withTicketLine } from '../../../src/domain/cart/ticketCart'
import { at, ticket, TICKET_IDS } from './offers'

const { annual, annualReduced, combi } = TICKET_IDS
const [first, second] = TICKET_IDS.combiParts
const annuals = [ticket(annual), ticket(annualReduced)]
const named = ticket(247)
const ada = { name: 'Ada', surname: 'Lovelace' }
const alan = { name: 'Alan', surname: 'Turing' }
const partTimes = { time: at('10:30'), subTicketTimes: { [first]: at('10:30'), [second]: at('12:00') } }

const add = (lines: readonly TicketCartLine[], items: unknown[] = []) => lines.reduce(withTicketLine, items)
const addSpecial = (lines: readonly TicketCartLine[]) => lines.reduce(withSpecialTicket, [] as unknown[])

/** A stored line as the cart reads it back. */
const asItem = (line: TicketCartLine): CartSummaryItem => ({
  ...line,
  quantity: line.attributes.quantity,
  totalCents: line.price_cents * line.attributes.quantity,
})

describe('annual ticket lines', () => {
  it('carry no time, and add to the line of the same annual ticket', () => {
    const lines = ticketCartLines(annuals, { [annual]: 1, [annualReduced]: 2 }, null)
    expect(lines.map((line) => line.attributes)).toEqual([
      { id: annual, quantity: 1 },
      { id: annualReduced, quantity: 2 },
    ])
    expect(lines[0]).toMatchObject({ name: 'Jahreskarte Museumsverbund Süd', price_cents: 6500 })
    const stored = add(ticketCartLines(annuals, { [annual]: 2 }, null), add(lines))
    expect(stored.map((item) => (item as TicketCartLine).attributes)).toEqual([
      { id: annual, quantity: 3 },
      { id: annualReduced, quantity: 2 },
    ])
  })

  it('may be chosen up to the limit less what the cart holds of it', () => {
    const inCart = ticketCartLines(annuals, { [annual]: 3 }, null).map(asItem)
    expect(annualMax(ticket(annual), inCart)).toBe(7)
    expect(annualMax(ticket(annualReduced), inCart)).toBe(10)
  })
})

describe('lines with names', () => {
  it('carry one name pair per person, in the documented order item field', () => {
    const [line] = ticketCartLines([named], { 247: 2 }, at('11:30'), { 247: [ada, alan] })
    expect(line?.attributes).toEqual({ id: 247, quantity: 2, time: at('11:30'), attendees: [ada, alan] })
  })

  it('are never merged: not into a line of the same ticket and time, and no line into them', () => {
    // A line of the same ticket without names, as the museum's shop may have stored it.
    const plain = ticketCartLines([{ ...named, attendeesRequired: false }], { 247: 1 }, at('11:30'))
    const withNames = ticketCartLines([named], { 247: 1 }, at('11:30'), { 247: [ada] })
    expect(add([...withNames, ...withNames, ...plain])).toHaveLength(3)
    expect(add([...plain, ...withNames])).toHaveLength(2)
    expect(addSpecial([...withNames, ...plain, ...plain])).toEqual([
      expect.objectContaining({ count: 1, attendees: [ada] }),
      expect.objectContaining({ count: 2 }),
    ])
  })
})

describe('combination ticket lines', () => {
  const combination = [ticket(combi)]

  it("carry each part's time and the earliest as their time", () => {
    const [line] = combinationCartLines(combination, { [combi]: 2 }, partTimes)
    expect(line?.attributes).toEqual({
      id: combi,
      quantity: 2,
      time: at('10:30'),
      sub_ticket_times: { [first]: at('10:30'), [second]: at('12:00') },
    })
  })

  it('add to a line of the same part times only', () => {
    const line = combinationCartLines(combination, { [combi]: 1 }, partTimes)
    const later = { ...partTimes, subTicketTimes: { ...partTimes.subTicketTimes, [second]: at('13:30') } }
    expect(add([...line, ...line])).toHaveLength(1)
    expect(add([...line, ...combinationCartLines(combination, { [combi]: 1 }, later)])).toHaveLength(2)
    expect(addSpecial([...line, ...line])).toEqual([
      expect.objectContaining({ count: 2, time: at('10:30'), sub_ticket_times: partTimes.subTicketTimes }),
    ])
  })

  it('take places of the combination ticket and of each part at its time', () => {
    const [line] = combinationCartLines(combination, { [combi]: 2 }, partTimes)
    expect(ticketBookingsIn([asItem(line!)])).toEqual([
      { ticketId: combi, quantity: 2, time: at('10:30') },
      { ticketId: first, quantity: 2, time: at('10:30') },
      { ticketId: second, quantity: 2, time: at('12:00') },
    ])
  })
})
