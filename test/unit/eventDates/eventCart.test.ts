import { describe, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import {
  eventCartLine,
  placesInCart,
  withEventLine,
  withSpecialEventLine,
} from '../../../src/domain/cart/eventCart'
import { documented } from '../../msw/fixtures/documented'
import { dateOf, eventOf } from './dates'

const line = (quantity = 2) => {
  const made = eventCartLine(eventOf(22), dateOf(22, 105), quantity, 'de')
  if (!made) throw new Error('no line')
  return made
}

describe('eventCartLine', () => {
  it("is the documented order item with the event's title and date, price, language and event", () => {
    const item = documented('ordersRequestItemEvent')
    expect(line()).toEqual({
      type: item.type,
      attributes: { id: 105, quantity: 2 },
      event_id: 22,
      name: 'Holzschnitt-Workshop für Kinder 🎨 – Samstag, 23. Januar 2027, 14:00 Uhr',
      price_cents: 1200,
      language_name: 'Deutsch',
    })
    expect(Object.keys(line().attributes).sort()).toEqual(Object.keys(item.attributes).sort())
  })

  it('names the date in the language of the page, and has no language without one', () => {
    const date = { ...dateOf(22, 105), language: null }
    const english = eventCartLine(eventOf(22), date, 1, 'en')
    expect(english?.name).toBe('Holzschnitt-Workshop für Kinder 🎨 – Saturday, January 23, 2027, 2:00 PM')
    expect(english).not.toHaveProperty('language_name')
  })

  it('is none for a date without a price', () => {
    expect(eventCartLine(eventOf(22), { ...dateOf(22, 105), priceCents: null }, 1, 'de')).toBeNull()
  })
})

const summary = (type: string, id: number, quantity: number): CartSummaryItem => ({
  type,
  attributes: { id, quantity },
  name: 'x',
  price_cents: 100,
  quantity,
  totalCents: 100 * quantity,
})

describe('placesInCart', () => {
  it("counts the date's event lines only", () => {
    const items = [
      summary('Event', 105, 2),
      summary('Ticket', 105, 5),
      summary('Event', 102, 1),
      summary('Event', 105, 1),
    ]
    expect(placesInCart(items, 105)).toBe(3)
    expect(placesInCart(items, 101)).toBe(0)
  })
})

describe('withEventLine', () => {
  it("adds to the same date's line with the fresh name and price, keeping the shop's fields", () => {
    const stored = [
      { type: 'Ticket', attributes: { id: 105, quantity: 1 }, name: 'Ticket', price_cents: 500 },
      {
        type: 'Event',
        attributes: { id: 105, quantity: 1, event_id: 22 },
        name: 'alt',
        price_cents: 1000,
        x: 1,
      },
    ]
    expect(withEventLine(stored, line(2))).toEqual([
      stored[0],
      { ...line(2), x: 1, attributes: { id: 105, quantity: 3, event_id: 22 } },
    ])
  })

  it('appends a line for another date, and beside a line whose stored quantity is unreadable', () => {
    const other = { type: 'Event', attributes: { id: 102, quantity: 1 }, name: 'a', price_cents: 1 }
    expect(withEventLine([other], line(2))).toEqual([other, line(2)])
    const broken = { type: 'Event', attributes: { id: 105, quantity: 'zwei' }, name: 'a', price_cents: 1 }
    expect(withEventLine([broken], line(2))).toEqual([broken, line(2)])
  })
})

describe('withSpecialEventLine', () => {
  it("writes the special variant's field names, adding to the same date's event entry only", () => {
    const ticket = { id: 105, ticketTitle: 'Ticket', priceInCents: 500, count: 1 }
    const entry = {
      id: 105,
      ticketTitle: line(1).name,
      priceInCents: 1200,
      count: 1,
      type: 'Event',
      event_id: 22,
    }
    expect(withSpecialEventLine([ticket], line(1))).toEqual([ticket, entry])
    expect(withSpecialEventLine([ticket, entry], line(2))).toEqual([ticket, { ...entry, count: 3 }])
  })
})
