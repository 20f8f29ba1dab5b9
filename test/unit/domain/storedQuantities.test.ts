/**
 * Quantities and ids the shop stored as text (`quantity: "2"`, the special variant's `count: "2"`): read as the
 * numbers they are, so adding to such a line adds to it; a line whose quantity is truly unreadable is kept as it is,
 * never merged into or overwritten.
 */
import { describe, expect, it } from 'vitest'
import { readCart } from '../../../src/domain/cart/storedCart'
import { withEventLine, withSpecialEventLine, type EventCartLine } from '../../../src/domain/cart/eventCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { ticketCartLines } from '../../../src/domain/cart/ticketLines'
import { addTicketLines } from '../../../src/domain/cart/ticketCart'
import { storedCart } from '../../helpers/storedCart'
import { at, offerOn, TICKET_IDS } from '../tickets/offers'

const { adult } = TICKET_IDS
const { tickets } = offerOn()
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')
const oneAdult = () => ticketCartLines(tickets, { [adult]: 1 }, at('11:30'))
const [line] = oneAdult()
if (!line) throw new Error('no line')

const storedLine = (attributes: Record<string, unknown>) => ({
  ...line,
  attributes: { ...line.attributes, ...attributes },
})

describe('a ticket line stored with its quantity as text', () => {
  it('is read as the number it is', () => {
    localStorage.setItem(
      KEYS.cart,
      JSON.stringify(storedCart(storedLine({ quantity: '2', id: String(adult) }))),
    )
    expect(readCart('default', KEYS).items).toEqual([
      expect.objectContaining({ quantity: 2, totalCents: 2 * line.price_cents }),
    ])
  })

  it('adds to it: 2 + 1 is 3', () => {
    localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(storedLine({ quantity: '2' }))))
    addTicketLines('default', KEYS, oneAdult())
    expect(stored(KEYS.cart)).toEqual(storedCart(storedLine({ quantity: 3 })))
  })

  it('adds to a special-variant line whose count is text', () => {
    const entry = {
      id: adult,
      ticketTitle: line.name,
      priceInCents: line.price_cents,
      count: '2',
      type: 'Ticket',
    }
    localStorage.setItem(KEYS.specialTickets, JSON.stringify([{ ...entry, time: at('11:30') }]))
    addTicketLines('special', KEYS, oneAdult())
    expect(stored(KEYS.specialTickets)).toEqual([expect.objectContaining({ id: adult, count: 3 })])
  })

  it.each([['zwei'], [-2], [2.5], [null], ['02'], ['1e3']])(
    'keeps a line with the quantity %j untouched and adds the new line beside it',
    (quantity) => {
      const unreadable = storedLine({ quantity })
      localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(unreadable)))
      addTicketLines('default', KEYS, oneAdult())
      expect(stored(KEYS.cart)).toEqual(storedCart(unreadable, line))
    },
  )
})

describe('an event line stored with its quantity as text', () => {
  const event: EventCartLine = {
    type: 'Event',
    attributes: { id: 105, quantity: 1 },
    event_id: 22,
    name: 'Workshop',
    price_cents: 500,
  }

  it('adds to it, and keeps one with an unreadable quantity untouched', () => {
    expect(withEventLine([{ ...event, attributes: { id: '105', quantity: '2' } }], event)).toEqual([
      { ...event, attributes: { id: 105, quantity: 3 } },
    ])
    const unreadable = { ...event, attributes: { id: 105, quantity: 'viele' } }
    expect(withEventLine([unreadable], event)).toEqual([unreadable, event])
  })

  it('adds to a special-variant entry whose count is text, and keeps an unreadable one', () => {
    const entry = { id: 105, ticketTitle: 'Workshop', priceInCents: 500, count: '2', type: 'Event' }
    expect(withSpecialEventLine([entry], event)).toEqual([{ ...entry, count: 3, event_id: 22 }])
    const unreadable = { ...entry, count: {} }
    expect(withSpecialEventLine([unreadable], event)).toHaveLength(2)
  })
})
