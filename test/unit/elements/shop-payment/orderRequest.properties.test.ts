/**
 * Property-based tests of the order builder: whatever the cart holds, the total is exact and equals the sum
 * of its lines, every euro string is exact cents, and names respect their limits and are well-formed UTF-16.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildOrderRequest, ITEM_NAME_LIMIT, TOUR_NAME_LIMIT } from '../../../../src/checkout/orderRequest'
import { cartItem, centsOf, codePoints, LONE_SURROGATE, onlyName, orderInput } from './orderInputs'

const anyText = fc.string({
  maxLength: 200,
  unit: fc.oneof(
    { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
    },
  ),
})

const anyCartItem = fc
  .record({
    type: fc.constantFrom('Tour', 'Ticket', 'Event', 'Merchandise', 'Coupon'),
    name: anyText,
    price_cents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 500 }),
    participantCount: fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }),
  })
  .map(({ participantCount, ...item }) =>
    cartItem({
      ...item,
      attributes: { quantity: item.quantity },
      ...(participantCount ? { participantCount } : {}),
    }),
  )

const anyDonation = fc.record({
  value: fc.integer({ min: 0, max: 10_000_000 }),
  campaign_id: fc.integer({ min: 1, max: 100 }),
})

describe('order request properties', () => {
  it('the total is the sum of unit value × quantity over all lines, and every value is exact cents', () => {
    fc.assert(
      fc.property(
        fc.array(anyCartItem, { maxLength: 8 }),
        fc.array(anyDonation, { maxLength: 4 }),
        (items, donations) => {
          const order = buildOrderRequest(orderInput({ items, donations }))
          expect(order.items).toHaveLength(items.length)
          const expectedUnitCents = items.map((item) => item.price_cents)
          let sum = donations.reduce((total, donation) => total + donation.value, 0)
          order.items.forEach((line, index) => {
            const { value, quantity } = line.payment_attributes.unit_amount
            expect(value).toMatch(/^\d+\.\d{2}$/)
            expect(centsOf(value)).toBe(expectedUnitCents[index])
            sum += centsOf(value) * quantity
          })
          expect(Number.isInteger(order.total)).toBe(true)
          expect(order.total).toBe(sum)
        },
      ),
    )
  })

  it('names never exceed their limit and are well-formed UTF-16', () => {
    fc.assert(
      fc.property(anyCartItem, (item) => {
        const order = buildOrderRequest(orderInput({ items: [item] }))
        const [itemName = ''] = order.items.map((line) => line.payment_attributes.name)
        expect(LONE_SURROGATE.test(itemName)).toBe(false)
        if (item.type === 'Tour') {
          const suffix = ` (${item.participantCount ?? item.quantity} Teilnehmer)`
          expect(itemName.endsWith(suffix)).toBe(true)
          expect(codePoints(itemName.slice(0, -suffix.length))).toBeLessThanOrEqual(TOUR_NAME_LIMIT)
        } else {
          expect(codePoints(itemName)).toBeLessThanOrEqual(ITEM_NAME_LIMIT)
        }
      }),
    )
  })

  it('a name within the limit and without lone surrogates is sent unchanged', () => {
    const wellFormed = fc.string({ unit: 'binary', maxLength: ITEM_NAME_LIMIT })
    fc.assert(
      fc.property(wellFormed, (name) => {
        expect(onlyName(cartItem({ name }))).toBe(name)
      }),
    )
  })
})

describe('lone-surrogate check used above', () => {
  it('tells lone surrogates from pairs', () => {
    expect(LONE_SURROGATE.test('a\uD83D')).toBe(true)
    expect(LONE_SURROGATE.test('\uDE00a')).toBe(true)
    expect(LONE_SURROGATE.test('a😀b')).toBe(false)
  })
})
