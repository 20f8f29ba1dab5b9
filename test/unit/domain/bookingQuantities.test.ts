/**
 * A booking line counted per scale price (`quantities`: participants by price id), as the museum's shop and the
 * elements store it: read as one line whose participants are the sum, the counts stored as text read as numbers; a
 * line whose counts are unreadable is not read as a booking.
 */
import { describe, expect, it } from 'vitest'
import { readCart } from '../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { storedCart } from '../../helpers/storedCart'

const eventAtTwoPrices = (quantities: unknown) => ({
  type: 'Event',
  attributes: { id: 105, quantities },
  name: 'Workshop',
  price_cents: 1700,
})

const specialEntry = (quantities: unknown) => ({
  id: 105,
  ticketTitle: 'Workshop',
  priceInCents: 1700,
  type: 'Event',
  quantities,
})

function readDefault(quantities: unknown) {
  localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(eventAtTwoPrices(quantities))))
  return readCart('default', KEYS).items
}

function readSpecial(quantities: unknown) {
  localStorage.setItem(KEYS.specialTickets, JSON.stringify([specialEntry(quantities)]))
  return readCart('special', KEYS).items
}

describe('a booking line with quantities per scale price', () => {
  it('is one line of the booking price, its participants the sum, its counts kept as stored', () => {
    expect(readDefault({ '1': 2, '2': '1' })).toEqual([
      expect.objectContaining({
        quantity: 1,
        totalCents: 1700,
        participantCount: 3,
        attributes: { id: 105, quantities: { '1': 2, '2': 1 } },
      }),
    ])
  })

  it('is read in the special variant too', () => {
    expect(readSpecial({ '7': '3' })).toEqual([
      expect.objectContaining({
        quantity: 1,
        participantCount: 3,
        attributes: { id: 105, quantities: { '7': 3 } },
      }),
    ])
  })

  it.each([[[2, 1]], ['2'], [null], [{ '1': 'zwei' }], [{ '1': 0 }], [{ '1': 2, '2': -1 }], [{ '1': 1.5 }]])(
    'is not read when the quantities are %j',
    (quantities) => {
      expect(readDefault(quantities)).toEqual([])
      expect(readSpecial(quantities)).toEqual([])
    },
  )

  it('is not read when it counts no one', () => {
    expect(readDefault({})).toEqual([])
  })
})
