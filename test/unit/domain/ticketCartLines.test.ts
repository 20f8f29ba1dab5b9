import { describe, expect, it, vi } from 'vitest'
import { readCart, type CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { StorageError } from '../../../src/domain/errors'
import { STORAGE_CHANGED_EVENT } from '../../../src/domain/browser/storage'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import {
  holdTokensIn,
  splitPastTicketLines,
  ticketBookingsIn,
  ticketCartLines,
} from '../../../src/domain/cart/ticketLines'
import { addTicketLines } from '../../../src/domain/cart/ticketCart'
import { museumNow } from '../../../src/domain/tickets/wallClock'
import { TWO_DAY_TICKETS, storedCart } from '../../helpers/storedCart'
import { at, offerOn, TICKET_IDS } from '../tickets/offers'

const { adult, family } = TICKET_IDS
const CATALOGUE = { name: 'Katalog', price_cents: 2500, quantity: 1, totalCents: 2500 }
const { tickets } = offerOn()
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')
const linesAt = (time: string, selection: Record<number, number> = { [adult]: 2, [family]: 2 }) =>
  ticketCartLines(tickets, selection, time)

describe('ticketCartLines', () => {
  it('makes one documented order item per chosen ticket, with name, price and type', () => {
    expect(linesAt(at('11:30'), { [adult]: 2, [family]: 2, 52: 0 })).toEqual([
      {
        type: 'Ticket',
        attributes: { id: adult, quantity: 2, time: at('11:30') },
        name: 'Erwachsene 🦕',
        price_cents: 1200,
        ticket_type: 'time_slot',
      },
      {
        type: 'Ticket',
        attributes: { id: family, quantity: 2, time: at('11:30') },
        name: 'Familie (pro Person)',
        price_cents: 900,
        ticket_type: 'time_slot',
      },
    ])
  })
})

describe('addTicketLines: default variant', () => {
  it('writes the lines under the cart key, where the cart reads them back with their time', () => {
    const changed = vi.fn()
    window.addEventListener(STORAGE_CHANGED_EVENT, changed)
    addTicketLines('default', KEYS, linesAt(at('11:30')))
    window.removeEventListener(STORAGE_CHANGED_EVENT, changed)
    expect(stored(KEYS.cart)).toEqual(storedCart(...linesAt(at('11:30'))))
    expect(changed).toHaveBeenCalled()
    const { items } = readCart('default', KEYS)
    expect(items[0]).toMatchObject({
      type: 'Ticket',
      attributes: { id: adult, quantity: 2, time: at('11:30') },
      ticketType: 'time_slot',
      totalCents: 2400,
    })
    expect(ticketBookingsIn(items)).toEqual([
      { ticketId: adult, quantity: 2, time: at('11:30') },
      { ticketId: family, quantity: 2, time: at('11:30') },
    ])
  })

  it('adds to the line of the same ticket and time, however the time is written, and keeps other lines', () => {
    localStorage.setItem(KEYS.cart, JSON.stringify({ ...storedCart(TWO_DAY_TICKETS), note: 'kept' }))
    addTicketLines('default', KEYS, linesAt(at('11:30')))
    addTicketLines('default', KEYS, linesAt('2026-05-30T09:30:00Z', { [adult]: 3 }))
    addTicketLines('default', KEYS, linesAt(at('12:30'), { [adult]: 1 }))
    const cart = stored(KEYS.cart) as {
      note: string
      items: { attributes: { id: number; quantity: number; time: string } }[]
    }
    expect(cart.note).toBe('kept')
    expect(cart.items[0]).toEqual(TWO_DAY_TICKETS)
    expect(
      cart.items.slice(1).map((item) => [item.attributes.id, item.attributes.time, item.attributes.quantity]),
    ).toEqual([
      [adult, '2026-05-30T09:30:00Z', 5],
      [family, at('11:30'), 2],
      [adult, at('12:30'), 1],
    ])
  })

  it('keeps a copy of a cart it cannot read before it starts a new one', () => {
    localStorage.setItem(KEYS.cart, '{"items": [')
    addTicketLines('default', KEYS, linesAt(at('10:00'), { [adult]: 1 }))
    expect(localStorage.getItem(`${KEYS.cart}.corrupt`)).toBe('{"items": [')
    expect(stored(KEYS.cart)).toEqual(storedCart(...linesAt(at('10:00'), { [adult]: 1 })))
  })

  it('throws a StorageError when storage refuses, for the element to say so', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => addTicketLines('default', KEYS, linesAt(at('10:00')))).toThrow(StorageError)
  })
})

describe('addTicketLines: special variant', () => {
  it("writes the variant's own ticket format, which its cart reads as ticket lines with their time", () => {
    localStorage.setItem(
      KEYS.specialTickets,
      JSON.stringify([{ id: 9, ticketTitle: 'Alt', priceInCents: 500, count: 1 }]),
    )
    addTicketLines('special', KEYS, linesAt(at('11:30'), { [adult]: 2 }))
    addTicketLines('special', KEYS, linesAt(at('11:30'), { [adult]: 1 }))
    expect(stored(KEYS.specialTickets)).toEqual([
      { id: 9, ticketTitle: 'Alt', priceInCents: 500, count: 1 },
      {
        id: adult,
        ticketTitle: 'Erwachsene 🦕',
        priceInCents: 1200,
        count: 3,
        type: 'Ticket',
        time: at('11:30'),
        ticket_type: 'time_slot',
      },
    ])
    expect(localStorage.getItem(KEYS.cart)).toBeNull()
    const [, line] = readCart('special', KEYS).items
    expect(line).toMatchObject({
      type: 'Ticket',
      attributes: { id: adult, time: at('11:30'), quantity: 3 },
      ticketType: 'time_slot',
      totalCents: 3600,
    })
    expect(line?.attributes).not.toHaveProperty('ticket_type')
  })
})

describe('the token of a hold', () => {
  const held = (token: string) =>
    linesAt(at('11:30'), { [adult]: 2 }).map((line) => ({
      ...line,
      attributes: { ...line.attributes, reservations: [token] },
    }))

  it.each(['default', 'special'] as const)(
    "goes into the %s cart with the line and comes back as the order item's reservations, the newest hold winning a merge",
    (variant) => {
      addTicketLines(variant, KEYS, held('first'))
      addTicketLines(variant, KEYS, held('second'))
      const { items } = readCart(variant, KEYS)
      expect(items).toHaveLength(1)
      expect(items[0]?.attributes).toMatchObject({ id: adult, quantity: 4, reservations: ['second'] })
      expect(holdTokensIn(items)).toEqual(['second'])
      expect(ticketBookingsIn(items)).toEqual([
        { ticketId: adult, quantity: 4, time: at('11:30'), holdTokens: ['second'] },
      ])
    },
  )
})

describe('splitPastTicketLines', () => {
  it('separates the ticket lines whose time has passed from everything else', () => {
    addTicketLines('default', KEYS, [
      ...linesAt(at('10:00'), { [adult]: 1 }),
      ...linesAt(at('12:30'), { [adult]: 1 }),
    ])
    const { items } = readCart('default', KEYS)
    const merchandise: CartSummaryItem = {
      ...CATALOGUE,
      type: 'Merchandise',
      attributes: { id: 3, quantity: 1 },
    }
    // 09:00 UTC is 11:00 in Berlin.
    const { current, past } = splitPastTicketLines(
      [...items, merchandise],
      museumNow(Date.UTC(2026, 4, 30, 9, 0)),
    )
    expect(past.map((item) => item.attributes.time)).toEqual([at('10:00')])
    expect(current.map((item) => item.attributes.time ?? item.type)).toEqual([at('12:30'), 'Merchandise'])
  })
})
