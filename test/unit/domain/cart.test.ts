import { describe, expect, it, vi } from 'vitest'
import { StorageError } from '../../../src/domain/errors'
import { clearCart, readCart } from '../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { CART_LINES, TWO_DAY_TICKETS } from '../../helpers/storedCart'

/** Default-variant cart, item fields as in v4 order requests (type, attributes with id and quantity). */
const storedCart = {
  version: 1,
  items: [
    TWO_DAY_TICKETS,
    CART_LINES.tour,
    {
      type: 'Merchandise',
      attributes: { id: 3, quantity: 3 },
      name: 'Ausstellungskatalog',
      price_cents: 2500,
    },
  ],
}

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value))
const silenceWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})

describe('readCart: default variant', () => {
  it(`reads ${KEYS.cart} into summary items with totals`, () => {
    store(KEYS.cart, storedCart)
    const { items, problem } = readCart('default', KEYS)
    expect(problem).toBeNull()
    expect(items).toEqual([
      {
        type: 'Ticket',
        attributes: { id: 101, quantity: 2, time: '2036-05-30T10:00:00+02:00' },
        name: 'Tagesticket Erwachsene',
        price_cents: 1200,
        ticketType: 'normal',
        quantity: 2,
        totalCents: 2400,
      },
      {
        type: 'Tour',
        attributes: { id: 7, quantity: 1, start_at: '2026-06-02T14:00:00+02:00' },
        name: 'Führung durch die Sammlung',
        price_cents: 9000,
        quantity: 1,
        totalCents: 9000,
        languageName: 'Deutsch',
        participantCount: 12,
      },
      {
        type: 'Merchandise',
        attributes: { id: 3, quantity: 3 },
        name: 'Ausstellungskatalog',
        price_cents: 2500,
        quantity: 3,
        totalCents: 7500,
      },
    ])
  })

  it('is empty without a problem when nothing is stored', () => {
    expect(readCart('default', KEYS)).toEqual({ items: [], problem: null })
  })

  it('leaves out invalid items, keeps the rest, and warns once', () => {
    const warn = silenceWarnings()
    const [ticket] = storedCart.items
    store(KEYS.cart, {
      version: 1,
      items: [
        ticket,
        { ...ticket, attributes: { id: 101, quantity: 0 } },
        { ...ticket, price_cents: '12.00' },
        { ...ticket, price_cents: 12.5 },
        { type: 'Ticket', name: 'ohne Attribute', price_cents: 100 },
        { ...ticket, attributes: { id: 101, quantity: 2 ** 40 }, price_cents: 2 ** 20 },
        null,
        'Ticket',
      ],
    })
    expect(readCart('default', KEYS)).toMatchObject({
      items: [{ name: 'Tagesticket Erwachsene' }],
      problem: null,
    })
    readCart('default', KEYS)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['corrupt JSON', '{"version":1,"items":[{"type":"Ticket",'],
    ['a foreign version', JSON.stringify({ ...storedCart, version: 2 })],
    ['the version as text', JSON.stringify({ ...storedCart, version: '1' })],
    ['a bare list', JSON.stringify(storedCart.items)],
    ['a foreign object', JSON.stringify({ cart: storedCart.items })],
  ])('reads %s as empty with a problem, reported once, without throwing', (_case, raw) => {
    const warn = silenceWarnings()
    localStorage.setItem(KEYS.cart, raw)
    const first = readCart('default', KEYS)
    expect(first.items).toEqual([])
    expect(first.problem).toBeInstanceOf(StorageError)
    expect(first.problem?.key).toBe(KEYS.cart)
    expect(readCart('default', KEYS).problem).toBeInstanceOf(StorageError)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('reads as empty with a problem when storage is disabled', () => {
    silenceWarnings()
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const result = readCart('default', KEYS)
    // Restored here, not by Vitest: the shared teardown clears localStorage before mocks are restored.
    getter.mockRestore()
    expect(result.items).toEqual([])
    expect(result.problem).toBeInstanceOf(StorageError)
  })
})

/** Special-variant storage: two keys with their own field names. */
const specialTickets = [
  { id: 201, ticketTitle: 'Jahreskarte', priceInCents: 4500, count: 1, type: 'Ticket' },
  {
    id: 202,
    ticketTitle: 'Kombiticket',
    priceInCents: 1800,
    count: 2,
    type: 'Ticket',
    start_at: '2026-07-01',
  },
]
const specialMerchandise = [{ id: 31, title: 'Poster', priceCents: 990, amount: 2 }]

describe('readCart: special variant', () => {
  it('maps cartItems and merchandise to the same summary', () => {
    store(KEYS.specialTickets, specialTickets)
    store(KEYS.specialMerchandise, specialMerchandise)
    const { items, problem } = readCart('special', KEYS)
    expect(problem).toBeNull()
    expect(items).toEqual([
      {
        type: 'Ticket',
        attributes: { id: 201, quantity: 1 },
        name: 'Jahreskarte',
        price_cents: 4500,
        quantity: 1,
        totalCents: 4500,
      },
      {
        type: 'Ticket',
        attributes: { id: 202, quantity: 2, start_at: '2026-07-01' },
        name: 'Kombiticket',
        price_cents: 1800,
        quantity: 2,
        totalCents: 3600,
      },
      {
        type: 'Merchandise',
        attributes: { id: 31, quantity: 2 },
        name: 'Poster',
        price_cents: 990,
        quantity: 2,
        totalCents: 1980,
      },
    ])
  })

  it('reads either key alone, and a ticket without type as a Ticket', () => {
    store(KEYS.specialTickets, [{ id: 5, ticketTitle: 'Tagesticket', priceInCents: 800, count: 1 }])
    expect(readCart('special', KEYS).items).toMatchObject([
      { type: 'Ticket', name: 'Tagesticket', totalCents: 800 },
    ])
    localStorage.clear()
    store(KEYS.specialMerchandise, specialMerchandise)
    expect(readCart('special', KEYS).items).toMatchObject([{ type: 'Merchandise', totalCents: 1980 }])
  })

  it('does not read the default-variant key, nor the special keys for the default variant', () => {
    store(KEYS.cart, storedCart)
    expect(readCart('special', KEYS).items).toEqual([])
    localStorage.clear()
    store(KEYS.specialTickets, specialTickets)
    expect(readCart('default', KEYS).items).toEqual([])
  })

  it('reads the whole cart as empty with a problem when one key is corrupt', () => {
    silenceWarnings()
    store(KEYS.specialTickets, specialTickets)
    localStorage.setItem(KEYS.specialMerchandise, '[{"id":31,')
    const result = readCart('special', KEYS)
    expect(result.items).toEqual([])
    expect(result.problem?.key).toBe(KEYS.specialMerchandise)
  })

  it('reads a non-list under cartItems as a problem', () => {
    silenceWarnings()
    store(KEYS.specialTickets, { id: 201 })
    expect(readCart('special', KEYS).problem?.key).toBe(KEYS.specialTickets)
  })

  it('leaves out special items with missing or mistyped fields', () => {
    silenceWarnings()
    store(KEYS.specialTickets, [
      ...specialTickets,
      { id: 9, title: 'falsches Feld', priceInCents: 100, count: 1 },
    ])
    store(KEYS.specialMerchandise, [{ id: 31, title: 'Poster', priceCents: 990 }])
    expect(readCart('special', KEYS).items.map((item) => item.name)).toEqual(['Jahreskarte', 'Kombiticket'])
  })
})

describe('clearCart', () => {
  it('empties only the keys of the given variant', () => {
    store(KEYS.cart, storedCart)
    store(KEYS.specialTickets, specialTickets)
    store(KEYS.specialMerchandise, specialMerchandise)
    clearCart('special', KEYS)
    expect(localStorage.getItem(KEYS.specialTickets)).toBeNull()
    expect(localStorage.getItem(KEYS.specialMerchandise)).toBeNull()
    expect(readCart('default', KEYS).items).toHaveLength(3)
    clearCart('default', KEYS)
    expect(localStorage.getItem(KEYS.cart)).toBeNull()
  })
})
