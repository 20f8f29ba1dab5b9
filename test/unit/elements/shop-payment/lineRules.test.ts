/**
 * The rules a ticket or event line keeps to be ordered, judged with what the API says now: the API's price, a quantity
 * above max_persons lowered, and a line left out (with why) when names, the fewest or most per booking or the places
 * do not allow it.
 */
import { describe, expect, it } from 'vitest'
import type { CartSummaryItem } from '../../../../src/domain/cart/storedCart'
import {
  isReviewedLine,
  namesComplete,
  orderedLines,
  reviewChangedAnything,
  reviewLine,
  reviewLines,
  type LineFacts,
} from '../../../../src/checkout/lineRules'

const ADULTS: CartSummaryItem = {
  type: 'Ticket',
  attributes: { id: 51, quantity: 2, time: '2026-05-30T11:30:00+02:00' },
  name: 'Erwachsene 🦕',
  price_cents: 1200,
  quantity: 2,
  totalCents: 2400,
  ticketType: 'time_slot',
}

const FACTS: LineFacts = {
  priceCents: 1200,
  minPersons: 1,
  maxPersons: 10,
  perBooking: null,
  fits: () => true,
  namesRequired: false,
}

const named = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Anna ${index}`, surname: 'Muster' }))

describe('reviewLine', () => {
  it('orders a line the API prices as stored unchanged', () => {
    const line = reviewLine(ADULTS, FACTS)
    expect(line).toMatchObject({ problem: null, priceChanged: false, lowered: false, checked: true })
    expect(line.item).toBe(ADULTS)
  })

  it("orders at the API's price when it changed, a 1-cent line included", () => {
    const cheap = { ...ADULTS, price_cents: 1, totalCents: 2 }
    const line = reviewLine(cheap, { ...FACTS, priceCents: 1400 })
    expect(line.priceChanged).toBe(true)
    expect(line.item).toMatchObject({ price_cents: 1400, quantity: 2, totalCents: 2800 })
    expect(line.stored.price_cents).toBe(1)
  })

  it('leaves out a line the API no longer offers, or prices at no exact cents', () => {
    expect(reviewLine(ADULTS, { ...FACTS, priceCents: null }).problem).toBe('notOffered')
    expect(reviewLine(ADULTS, { ...FACTS, priceCents: Number.MAX_SAFE_INTEGER }).problem).toBe('notOffered')
  })

  it('lowers a quantity above max_persons to it, with the names of as many persons', () => {
    const many = {
      ...ADULTS,
      attributes: { ...ADULTS.attributes, quantity: 12, attendees: named(12) },
      quantity: 12,
      totalCents: 14400,
    }
    const line = reviewLine(many, { ...FACTS, namesRequired: true })
    expect(line).toMatchObject({ lowered: true, problem: null })
    expect(line.item).toMatchObject({ quantity: 10, totalCents: 12000, attributes: { quantity: 10 } })
    expect(line.item.attributes.attendees).toEqual(named(10))
  })

  it('leaves out a line without a first and last name for every person', () => {
    const missing = {
      ...ADULTS,
      attributes: { ...ADULTS.attributes, attendees: [...named(1), { name: 'Ben', surname: ' ' }] },
    }
    expect(reviewLine(missing, { ...FACTS, namesRequired: true }).problem).toBe('names')
    expect(reviewLine(ADULTS, { ...FACTS, namesRequired: true }).problem).toBe('names')
    const complete = { ...ADULTS, attributes: { ...ADULTS.attributes, attendees: named(2) } }
    expect(reviewLine(complete, { ...FACTS, namesRequired: true }).problem).toBeNull()
  })

  it('leaves out a line below min_persons, with the limit', () => {
    expect(reviewLine(ADULTS, { ...FACTS, minPersons: 3 })).toMatchObject({ problem: 'belowMin', limit: 3 })
  })

  it("leaves out an event line above the date's most per registration: it is not lowered", () => {
    const event: CartSummaryItem = {
      type: 'Event',
      attributes: { id: 105, quantity: 6 },
      name: 'Workshop',
      price_cents: 1200,
      quantity: 6,
      totalCents: 7200,
    }
    const line = reviewLine(event, { ...FACTS, maxPersons: null, perBooking: 4 })
    expect(line).toMatchObject({ problem: 'perBooking', limit: 4, lowered: false })
  })

  it('leaves out a line whose persons no longer fit the places left', () => {
    const asked: number[] = []
    const fits = (persons: number) => (asked.push(persons), persons <= 1)
    expect(reviewLine(ADULTS, { ...FACTS, fits }).problem).toBe('noPlaces')
    expect(asked).toEqual([2])
  })

  it("counts a booking line's participants, never lowering it", () => {
    const booking: CartSummaryItem = {
      type: 'Event',
      attributes: { id: 105, quantities: { '1': 3, '2': 2 } },
      name: 'Workshop',
      price_cents: 5000,
      quantity: 1,
      totalCents: 5000,
      participantCount: 5,
    }
    const line = reviewLine(booking, {
      ...FACTS,
      priceCents: 5200,
      maxPersons: 2,
      fits: (persons) => persons <= 5,
    })
    expect(line).toMatchObject({ problem: null, lowered: false, priceChanged: true })
    expect(line.item).toMatchObject({ quantity: 1, price_cents: 5200, totalCents: 5200 })
  })

  it('leaves a line the API was not asked about as stored', () => {
    expect(reviewLine(ADULTS, null)).toMatchObject({ item: ADULTS, checked: false, problem: null })
  })
})

describe('what is ordered after the review', () => {
  it('is the lines without a problem, as repriced', () => {
    const lines = [
      reviewLine(ADULTS, { ...FACTS, priceCents: 1400 }),
      reviewLine(ADULTS, { ...FACTS, priceCents: null }),
    ]
    expect(orderedLines(lines).map((item) => item.price_cents)).toEqual([1400])
    expect(reviewChangedAnything(lines)).toBe(true)
    expect(reviewChangedAnything([reviewLine(ADULTS, FACTS), reviewLine(ADULTS, null)])).toBe(false)
  })
})

describe('which lines the review judges', () => {
  const line = (type: string, attributes: Record<string, unknown>): CartSummaryItem => ({
    type,
    attributes: { quantity: 1, ...attributes },
    name: type,
    price_cents: 1,
    quantity: 1,
    totalCents: 1,
  })

  it('is every ticket and event line, with or without its day or event; no article, donation or voucher', () => {
    expect(isReviewedLine(ADULTS)).toBe(true)
    expect(isReviewedLine(line('Ticket', { id: 7 }))).toBe(true)
    expect(isReviewedLine(line('Event', { id: 106 }))).toBe(true)
    expect(isReviewedLine(line('Merchandise', { id: 3 }))).toBe(false)
    expect(isReviewedLine(line('Coupon', { id: 12 }))).toBe(false)
  })

  it('leaves out a line the API could not be asked about, with why, never at its stored price', () => {
    const event = line('Event', { id: 106 })
    const judged = reviewLine(event, 'noEvent')
    expect(judged).toMatchObject({ problem: 'noEvent', checked: false, priceChanged: false })
    expect(orderedLines([judged])).toEqual([])
    expect(reviewChangedAnything([judged])).toBe(true)
  })

  it("keeps a voucher's 0 € ticket at 0 € while its ticket is offered; a 0 € line without its code is repriced", () => {
    const voucher = { ...ADULTS, price_cents: 0, totalCents: 0 }
    const coupons = [{ code: 'ERWACHSENE', kind: 'ticket' as const, ticketId: 51 }]
    const [kept] = reviewLines([voucher], [FACTS], coupons)
    expect(kept).toMatchObject({ problem: null, priceChanged: false, item: { price_cents: 0 } })
    expect(reviewLines([voucher], [{ ...FACTS, priceCents: null }], coupons)[0]?.problem).toBe('notOffered')
    expect(reviewLines([voucher], [FACTS], [])[0]?.item.price_cents).toBe(1200)
    expect(reviewLines([ADULTS], [{ ...FACTS, priceCents: 1400 }], coupons)[0]?.item.price_cents).toBe(1400)
  })
})

describe('namesComplete', () => {
  it('needs a name and a surname that are text for each person', () => {
    expect(namesComplete({ attributes: { attendees: named(2) } }, 2)).toBe(true)
    expect(namesComplete({ attributes: { attendees: named(2) } }, 3)).toBe(false)
    expect(namesComplete({ attributes: { attendees: [{ name: 1, surname: 'X' }] } }, 1)).toBe(false)
    expect(namesComplete({ attributes: { attendees: 'Anna' } }, 1)).toBe(false)
  })
})
