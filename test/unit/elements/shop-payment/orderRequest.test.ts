import { describe, expect, it } from 'vitest'
import { buildOrderRequest, ITEM_NAME_LIMIT, TOUR_NAME_LIMIT } from '../../../../src/checkout/orderRequest'
import { cartItem, onlyName, orderInput } from './orderInputs'

describe('buildOrderRequest', () => {
  it('sends each cart line with its unit price in euros, its quantity and the shop currency', () => {
    const item = cartItem({
      price_cents: 1999,
      quantity: 3,
      attributes: { id: 7, quantity: 3, date: '2026-05-30' },
    })
    const order = buildOrderRequest(orderInput({ items: [item], currency: 'CHF' }))

    expect(order.items).toEqual([
      {
        type: 'Ticket',
        attributes: { id: 7, quantity: 3, date: '2026-05-30' },
        payment_attributes: {
          name: 'Tageskarte',
          unit_amount: { quantity: 3, value: '19.99', currency_code: 'CHF' },
        },
      },
    ])
    expect(order.total).toBe(5997)
  })

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('writes %i cents as "%s"', (cents, value) => {
    const order = buildOrderRequest(orderInput({ items: [cartItem({ price_cents: cents })] }))
    expect(order.items[0]?.payment_attributes.unit_amount.value).toBe(value)
  })

  it("sends donations in the order's donations list, not as items, counted in the total", () => {
    const order = buildOrderRequest(
      orderInput({
        items: [cartItem({ price_cents: 1000, quantity: 2 })],
        donations: [
          { value: 500, campaign_id: 4 },
          { value: 2550, campaign_id: 9 },
        ],
      }),
    )

    expect(order.items.map((item) => item.type)).toEqual(['Ticket'])
    expect(order.donations).toEqual([
      { value: 500, campaign_id: 4 },
      { value: 2550, campaign_id: 9 },
    ])
    expect(order.total).toBe(2000 + 500 + 2550)
  })

  it('leaves the donations list out when there are none', () => {
    expect(buildOrderRequest(orderInput({ items: [cartItem()] }))).not.toHaveProperty('donations')
  })

  it('sends no payment_source for a payment mode without one', () => {
    const order = buildOrderRequest(orderInput({ items: [cartItem()], paymentSource: undefined }))
    expect(order).not.toHaveProperty('payment_source')
    expect(buildOrderRequest(orderInput({ items: [cartItem()] })).payment_source).toBe('paypal')
  })

  it('computes the total from unit price × quantity, not from the stored line total', () => {
    const item = cartItem({ price_cents: 700, quantity: 2, totalCents: 9999 })
    expect(buildOrderRequest(orderInput({ items: [item] })).total).toBe(1400)
  })

  it('sends an empty order with total 0', () => {
    expect(buildOrderRequest(orderInput())).toMatchObject({ items: [], total: 0 })
  })

  it('sends the payment mode id as text and the payment source as given', () => {
    const order = buildOrderRequest(orderInput({ paymentModeId: 12, paymentSource: 'googlepay' }))
    expect(order.payment_mode_id).toBe('12')
    expect(order.payment_source).toBe('googlepay')
    expect(buildOrderRequest(orderInput({ paymentModeId: '5' })).payment_mode_id).toBe('5')
  })

  it('sends the customer e-mail, or no customer without one', () => {
    expect(buildOrderRequest(orderInput({ email: 'a@b.de' })).customer).toEqual({ email: 'a@b.de' })
    expect(buildOrderRequest(orderInput({ email: null })).customer).toBeNull()
    expect(buildOrderRequest(orderInput({ email: '' })).customer).toBeNull()
  })
})

describe('order item names', () => {
  it('adds the participant count to tours', () => {
    const tour = cartItem({ type: 'Tour', name: 'Führung', quantity: 1, participantCount: 12 })
    expect(onlyName(tour)).toBe('Führung (12 Teilnehmer)')
  })

  it('uses the quantity as participant count when a tour has none', () => {
    expect(onlyName(cartItem({ type: 'Tour', name: 'Führung', quantity: 4 }))).toBe('Führung (4 Teilnehmer)')
  })

  it('cuts tour names to 110 characters before the suffix', () => {
    const tour = cartItem({ type: 'Tour', name: 'x'.repeat(150), participantCount: 2 })
    expect(onlyName(tour)).toBe(`${'x'.repeat(TOUR_NAME_LIMIT)} (2 Teilnehmer)`)
  })

  it('cuts other names to 120 characters and keeps shorter ones', () => {
    expect(onlyName(cartItem({ name: 'y'.repeat(121) }))).toBe('y'.repeat(ITEM_NAME_LIMIT))
    expect(onlyName(cartItem({ name: 'y'.repeat(120) }))).toBe('y'.repeat(120))
    expect(onlyName(cartItem({ type: 'Event', name: 'Konzert' }))).toBe('Konzert')
  })

  it('counts characters, so an emoji at the limit stays whole', () => {
    const name = `${'a'.repeat(119)}😀😀`
    expect(onlyName(cartItem({ name }))).toBe(`${'a'.repeat(119)}😀`)
  })

  it('replaces a lone surrogate in the input instead of sending it', () => {
    expect(onlyName(cartItem({ name: 'Karte \uD83D' }))).toBe('Karte \uFFFD')
  })
})

describe('programming-error guards', () => {
  it.each([
    ['fractional cents', cartItem({ price_cents: 12.5 })],
    ['negative cents', cartItem({ price_cents: -1 })],
    ['NaN cents', cartItem({ price_cents: Number.NaN })],
    ['quantity 0', cartItem({ quantity: 0 })],
    ['fractional quantity', cartItem({ quantity: 1.5 })],
    ['tour with 0 participants', cartItem({ type: 'Tour', participantCount: 0 })],
  ])('throws a RangeError for %s', (_, item) => {
    expect(() => buildOrderRequest(orderInput({ items: [item] }))).toThrow(RangeError)
  })

  it.each([-100, 0.5, Number.POSITIVE_INFINITY])(
    'throws a RangeError for a donation of %d cents',
    (value) => {
      expect(() => buildOrderRequest(orderInput({ donations: [{ value, campaign_id: 1 }] }))).toThrow(
        RangeError,
      )
    },
  )

  it('throws a RangeError when the total is too large to be exact', () => {
    const item = cartItem({ price_cents: Number.MAX_SAFE_INTEGER, quantity: 2 })
    expect(() => buildOrderRequest(orderInput({ items: [item] }))).toThrow(RangeError)
  })
})
