// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildOrderRequest, ITEM_NAME_LIMIT, orderItemName } from '../../../src/checkout/orderRequest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import {
  combinationCartLines,
  ticketCartLines,
  type TicketCartLine,
} from '../../../src/domain/cart/ticketLines'
import { documented } from '../../msw/fixtures/documented'
import { orderInput } from '../elements/shop-payment/orderInputs'
import { at, offerOn, ticket, TICKET_IDS } from './offers'

/** A ticket cart line as the cart reads it back. */
function ticketItem(name: string, time: string | null = at('11:30')): CartSummaryItem {
  return {
    type: 'Ticket',
    attributes: { id: TICKET_IDS.adult, quantity: 2, ...(time && { time }) },
    name,
    price_cents: 1200,
    quantity: 2,
    totalCents: 2400,
    ticketType: 'time_slot',
  }
}

describe('ticket lines in the order', () => {
  it('are named for PayPal with date and time', () => {
    expect(orderItemName(ticketItem('Erwachsene'))).toBe('Erwachsene – Sa 30.05.2026 11:30')
    expect(orderItemName(ticketItem('Erwachsene', '2026-10-25T11:30:00+01:00'))).toBe(
      'Erwachsene – So 25.10.2026 11:30',
    )
  })

  it('keep their date and time when a long name is cut to the limit', () => {
    const name = orderItemName(ticketItem('🦕'.repeat(200)))
    expect(Array.from(name)).toHaveLength(ITEM_NAME_LIMIT)
    expect(name.endsWith(' – Sa 30.05.2026 11:30')).toBe(true)
  })

  it('without a readable time keep their name alone', () => {
    expect(orderItemName(ticketItem('Erwachsene', null))).toBe('Erwachsene')
    expect(orderItemName(ticketItem('Erwachsene', 'bald'))).toBe('Erwachsene')
  })

  it('are sent as the documented ticket order item', () => {
    const [line] = ticketCartLines(offerOn().tickets, { [TICKET_IDS.adult]: 2 }, at('11:30'))
    const item = { ...ticketItem(line?.name ?? ''), attributes: line?.attributes ?? { quantity: 0 } }
    const [ordered] = buildOrderRequest(orderInput({ items: [item] })).items
    const example = documented('ordersRequestItemTicket')
    expect(ordered?.type).toBe(example.type)
    expect(ordered?.attributes).toEqual({ id: TICKET_IDS.adult, quantity: 2, time: at('11:30') })
    for (const field of Object.keys(ordered?.attributes ?? {}))
      expect(example.attributes).toHaveProperty(field)
    expect(ordered?.payment_attributes.name).toBe('Erwachsene 🦕 – Sa 30.05.2026 11:30')
  })
})

/** The order item of a cart line as the checkout sends it. */
function orderedItem(line: TicketCartLine | undefined) {
  const item = { ...ticketItem(line?.name ?? ''), attributes: line?.attributes ?? { quantity: 0 } }
  return buildOrderRequest(orderInput({ items: [item] })).items[0]
}

describe('ticket lines with names and parts in the order', () => {
  it("send the attendees' names as the documented ticket item does", () => {
    const example = documented('ordersRequestItemTicket').attributes
    const names = { 247: example.attendees }
    const [line] = ticketCartLines([ticket(247)], { 247: 2 }, example.time, names)
    expect(orderedItem(line)?.attributes).toEqual({
      id: 247,
      quantity: 2,
      time: example.time,
      attendees: example.attendees,
    })
  })

  it("send a combination ticket's part times and its earliest time as the documented item does", () => {
    const example = documented('ordersRequestItemCombiTicket').attributes
    const times = { time: example.time, subTicketTimes: example.sub_ticket_times }
    const [line] = combinationCartLines([ticket(TICKET_IDS.combi)], { [TICKET_IDS.combi]: 1 }, times)
    expect(orderedItem(line)?.attributes).toEqual({ ...example, id: TICKET_IDS.combi })
  })
})
