import { describe, expect, it } from 'vitest'
import { couponOf, CouponRefusedError, ORDER_DISCOUNT_ACTION } from '../../../src/domain/cart/couponCheck'
import { applyCoupons, cartSignature, isVoucherLine } from '../../../src/domain/cart/couponTotals'
import {
  couponsKey,
  normalizeCode,
  readCoupons,
  writeCoupons,
  type StoredCoupons,
} from '../../../src/domain/cart/coupons'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { CODES, couponSaleFixture } from '../../msw/fixtures/coupons'

const NOW = Date.parse('2026-05-28T12:00:00+02:00')

const line = (id: number, cents: number, quantity = 1): CartSummaryItem => ({
  type: 'Ticket',
  attributes: { id, quantity },
  name: `Ticket ${id}`,
  price_cents: cents,
  quantity,
  totalCents: cents * quantity,
})

const refusal = (code: string) => {
  const result = couponOf(code, couponSaleFixture(code), NOW)
  return result instanceof CouponRefusedError ? result.reason : result
}

describe('what a checked code is', () => {
  it('reads each kind from the answer: a credit, a ticket, a discount on the order', () => {
    expect(couponOf('WERT25', couponSaleFixture(CODES.value), NOW)).toEqual({
      code: 'WERT25',
      kind: 'value',
      valueCents: 2500,
    })
    expect(couponOf('T', couponSaleFixture(CODES.dayTicket), NOW)).toEqual({
      code: 'T',
      kind: 'ticket',
      ticketId: 54,
    })
    expect(couponOf('R', { coupon_sale: { value_action: ORDER_DISCOUNT_ACTION } }, NOW)).toEqual({
      code: 'R',
      kind: 'discount',
    })
  })

  it('says why an invalid code is refused: used, expired, not valid yet', () => {
    expect(refusal(CODES.used)).toBe('used')
    expect(refusal(CODES.expired)).toBe('expired')
    expect(refusal(CODES.notYetValid)).toBe('notYetValid')
  })

  it('refuses an answer it cannot read, or a sale of no known kind, instead of guessing', () => {
    expect(couponOf('X', null, NOW)).toEqual(new CouponRefusedError('unknown'))
    expect(couponOf('X', { coupon_sale: { is_valid: true } }, NOW)).toEqual(
      new CouponRefusedError('unusable'),
    )
    expect(couponOf('X', { coupon_sale: { value_cents: '25' } }, NOW)).toEqual(
      new CouponRefusedError('unusable'),
    )
  })

  it('takes a code as the server does: trimmed and upper case', () => {
    expect(normalizeCode('  wert25 \n')).toBe('WERT25')
  })
})

describe('what the codes do to the amount to pay', () => {
  const items = [line(1, 1200, 2), line(2, 1000)]

  it('takes a credit off, never below 0, and says what is left of it', () => {
    const small = applyCoupons(items, [{ value: 500, campaign_id: 1 }], {
      coupons: [{ code: 'A', kind: 'value', valueCents: 2500 }],
      prices: null,
    })
    expect(small).toMatchObject({ subtotalCents: 3900, usedCents: 2500, dueCents: 1400, codes: ['A'] })
    const big = applyCoupons(items, [], {
      coupons: [
        { code: 'A', kind: 'value', valueCents: 2500 },
        { code: 'B', kind: 'value', valueCents: 10000 },
      ],
      prices: null,
    })
    expect(big).toMatchObject({ creditCents: 12500, usedCents: 3400, dueCents: 0 })
  })

  it('applies a discount priced for this very cart, and asks again for a changed one', () => {
    const stored: StoredCoupons = {
      coupons: [{ code: 'R', kind: 'discount' }],
      prices: { cart: cartSignature(items), cents: [1080, 900] },
    }
    const view = applyCoupons(items, [], stored)
    expect(view.stale).toBe(false)
    expect(view.dueCents).toBe(2 * 1080 + 900)
    expect(view.discounted.map((found) => [found.item.totalCents, found.formerCents])).toEqual([
      [2160, 1200],
      [900, 1000],
    ])
    const changed = applyCoupons([line(1, 1200, 3), line(2, 1000)], [], stored)
    expect(changed).toMatchObject({ stale: true, dueCents: 4600, discounted: [] })
  })

  it("knows a voucher's 0 € ticket line from a paid line of the same ticket", () => {
    const coupons = [{ code: 'T', kind: 'ticket' as const, ticketId: 54 }]
    expect(isVoucherLine(line(54, 0), coupons)).toBe(true)
    expect(isVoucherLine(line(54, 1000), coupons)).toBe(false)
  })
})

describe('the codes kept beside the cart', () => {
  it('are read back as written, and a foreign or broken value reads as none', () => {
    const stored: StoredCoupons = { coupons: [{ code: 'A', kind: 'value', valueCents: 100 }], prices: null }
    writeCoupons(KEYS, stored)
    expect(readCoupons(KEYS)).toEqual(stored)
    localStorage.setItem(couponsKey(KEYS), '{"coupons":[{"code":"B","kind":"magic"},{"code":"C"}]}')
    expect(readCoupons(KEYS).coupons).toEqual([])
    localStorage.setItem(couponsKey(KEYS), 'not json')
    expect(readCoupons(KEYS)).toEqual({ coupons: [], prices: null })
  })

  it('go when the last code goes', () => {
    writeCoupons(KEYS, { coupons: [{ code: 'A', kind: 'discount' }], prices: null })
    writeCoupons(KEYS, { coupons: [], prices: null })
    expect(localStorage.getItem(couponsKey(KEYS))).toBeNull()
  })
})
