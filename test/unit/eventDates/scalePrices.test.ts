/**
 * Event dates with several prices: read from the date's `prices`, the places per price into one booking line in the
 * documented order-item shape, and that line counted by its places.
 */
import { describe, expect, it } from 'vitest'
import { eventDateSchema } from '../../../src/api/schemas/eventDates'
import { placesInCart } from '../../../src/domain/cart/eventCart'
import { eventScaleLine } from '../../../src/domain/cart/eventScaleCart'
import { fromStoredBooking } from '../../../src/domain/cart/bookingLines'
import { scaleCents, scalePlaces, scalePricesOf } from '../../../src/domain/eventDates/scalePrices'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { documented } from '../../msw/fixtures/documented'
import { datesOfEventFixture } from '../../msw/fixtures/dates'
import { dateOf, eventOf } from './dates'

/** City walk 106 of event 24: Erwachsene 14 €, Ermäßigt 9 € (scale price ids 1 and 4), at most 6 per booking. */
const walk = () => dateOf(24, 106)

describe('a date with several prices', () => {
  it('reads each scale price per person with its title, beside the first as the date price', () => {
    expect(walk().scalePrices).toEqual([
      { id: 1, title: 'Erwachsene', priceCents: 1400 },
      { id: 4, title: 'Ermäßigt', priceCents: 900 },
    ])
    expect(walk().priceCents).toBe(1400)
  })

  it('stays a date of one price with one scale price, a group or optional one, or a price without a name', () => {
    const [raw] = datesOfEventFixture(24)
    const [adult, reduced] = raw && 'prices' in raw ? raw.prices : []
    const parse = (prices: unknown[]) => eventDateSchema.parse({ ...raw, prices })
    expect(parse([adult]).scalePrices).toBeUndefined()
    expect(parse([adult, { ...reduced, group: true }]).scalePrices).toBeUndefined()
    expect(parse([adult, { ...reduced, optional: true }]).scalePrices).toBeUndefined()
    expect(parse([adult, { ...reduced, title: ' ' }]).scalePrices).toBeUndefined()
    expect(scalePricesOf(dateOf(22, 105))).toEqual([])
  })

  it('adds up places and cents per price', () => {
    const counts = { 1: 2, 4: 3 }
    expect(scalePlaces(counts)).toBe(5)
    expect(scaleCents(scalePricesOf(walk()), counts)).toBe(2 * 1400 + 3 * 900)
  })
})

describe('eventScaleLine', () => {
  it('is the documented order item with quantities per scale price, the booking priced as a whole', () => {
    const item = documented('ordersRequestItemEventQuantities')
    const line = eventScaleLine(eventOf(24), walk(), { 1: 2, 4: 0 }, 'de')
    expect(line).toEqual({
      type: item.type,
      attributes: { id: 106, quantities: { '1': 2 } },
      // Beside the order item, as on a line at one price: the checkout asks the event's dates with it.
      event_id: 24,
      name: expect.stringMatching(/ – Samstag, 6\. Februar 2027, 11:00 Uhr$/),
      price_cents: 2800,
      participant_count: 2,
      language_name: 'Deutsch',
    })
    expect(Object.keys(line?.attributes ?? {}).sort()).toEqual(Object.keys(item.attributes).sort())
  })

  it('is none without places, or for a date of one price', () => {
    expect(eventScaleLine(eventOf(24), walk(), { 1: 0 }, 'de')).toBeNull()
    expect(eventScaleLine(eventOf(22), dateOf(22, 105), { 1: 2 }, 'de')).toBeNull()
  })

  it('is a booking line the cart counts by its places', () => {
    const line = eventScaleLine(eventOf(24), walk(), { 1: 2, 4: 1 }, 'de')
    const summary = fromStoredBooking(line) as CartSummaryItem | null
    expect(summary).toMatchObject({ quantity: 1, participantCount: 3, totalCents: 3700 })
    expect(placesInCart(summary ? [summary] : [], 106)).toBe(3)
  })
})
