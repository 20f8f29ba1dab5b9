import { describe, expect, it, vi } from 'vitest'
import { orderTotal } from '../../../src/checkout/orderRequest'
import { countCart, readCartSnapshot } from '../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { storedCart, TWO_DAY_TICKETS } from '../../helpers/storedCart'

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value))

/** Two adult day tickets (12 €) and a catalogue (25 €), as the default variant stores them. */
const CART = storedCart(TWO_DAY_TICKETS, {
  type: 'Merchandise',
  attributes: { id: 3, quantity: 1 },
  name: 'Ausstellungskatalog',
  price_cents: 2500,
})

describe('countCart', () => {
  it('counts lines by quantity and each donation once, and sums what the checkout would charge', () => {
    store(KEYS.cart, CART)
    store(KEYS.donations, [
      { value: 1000, campaign_id: 1 },
      { value: 500, campaign_id: 2 },
    ])
    const snapshot = readCartSnapshot('default', KEYS)
    expect(countCart(snapshot)).toEqual({ count: 5, totalCents: 6400 })
    expect(countCart(snapshot)?.totalCents).toBe(orderTotal(snapshot.items, snapshot.donations))
  })

  it('reads the special variant from its two keys', () => {
    store(KEYS.specialTickets, [
      { id: 201, ticketTitle: 'Jahreskarte', priceInCents: 4500, count: 1, type: 'Ticket' },
    ])
    store(KEYS.specialMerchandise, [{ id: 31, title: 'Poster', priceCents: 990, amount: 2 }])
    expect(countCart(readCartSnapshot('special', KEYS))).toEqual({ count: 3, totalCents: 6480 })
    expect(countCart(readCartSnapshot('default', KEYS))).toBeNull()
  })

  it('gives nothing for an empty cart', () => {
    store(KEYS.cart, storedCart())
    store(KEYS.donations, [])
    expect(countCart(readCartSnapshot('default', KEYS))).toBeNull()
  })

  it('gives nothing for unreadable storage, whose problem the read reports once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    store(KEYS.cart, CART)
    localStorage.setItem(KEYS.donations, '[{"value":')
    expect(countCart(readCartSnapshot('default', KEYS))).toBeNull()
    expect(countCart(readCartSnapshot('default', KEYS))).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(KEYS.donations)
  })

  it('gives nothing when the sum is too large to be exact cents', () => {
    const huge = { type: 'Ticket', attributes: { id: 1, quantity: 1 }, name: 'Big', price_cents: 2 ** 52 }
    store(KEYS.cart, storedCart(huge, huge, huge))
    const snapshot = readCartSnapshot('default', KEYS)
    expect(snapshot.items).toHaveLength(3)
    expect(countCart(snapshot)).toBeNull()
  })
})
