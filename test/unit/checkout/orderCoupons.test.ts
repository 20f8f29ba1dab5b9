import { describe, expect, it } from 'vitest'
import { buildOrderRequest, payableTotal } from '../../../src/checkout/orderRequest'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'

const ticket: CartSummaryItem = {
  type: 'Ticket',
  attributes: { id: 54, quantity: 2 },
  name: 'Tageskarte',
  price_cents: 1000,
  quantity: 2,
  totalCents: 2000,
}
const donation = { value: 500, campaign_id: 1 }
const order = (codes: string[], creditCents: number) =>
  buildOrderRequest({
    items: [ticket],
    donations: [donation],
    currency: 'EUR',
    paymentModeId: 12,
    email: null,
    coupons: { codes, creditCents },
  })

describe('an order with codes', () => {
  it('carries the codes and the total left to pay after the credit', () => {
    expect(order(['WERT10', 'RABATT10'], 1000)).toMatchObject({
      coupons: ['WERT10', 'RABATT10'],
      total: 1500,
      donations: [donation],
    })
  })

  it('costs 0, never less, when the credit covers everything', () => {
    expect(order(['WERT100'], 10000).total).toBe(0)
    expect(payableTotal([ticket], [], { codes: ['WERT100'], creditCents: 10000 })).toBe(0)
  })

  it('carries no coupons field without codes', () => {
    const body = order([], 0)
    expect(body).not.toHaveProperty('coupons')
    expect(body.total).toBe(2500)
  })
})
