import { describe, expect, it } from 'vitest'
import { NetworkError } from '../../../src/api/errors'
import { CouponRefusedError } from '../../../src/domain/cart/couponCheck'
import { readCoupons } from '../../../src/domain/cart/coupons'
import { applyCoupons } from '../../../src/domain/cart/couponTotals'
import { readCart } from '../../../src/domain/cart/storedCart'
import { redeemCode, removeCode } from '../../../src/store/couponActions'
import { addVoucherTicket } from '../../../src/store/voucherTickets'
import { testConfig } from '../../helpers/config'
import { storedCart } from '../../helpers/storedCart'
import { CODES } from '../../msw/fixtures/coupons'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'

const config = testConfig()
const keys = config.storageKeys
const DAY_TICKETS = {
  type: 'Ticket',
  attributes: { id: TICKET_IDS.day, quantity: 2 },
  name: 'Tageskarte',
  price_cents: 1000,
}

const putCart = (...lines: unknown[]) => localStorage.setItem(keys.cart, JSON.stringify(storedCart(...lines)))
const cartNow = () => readCart(config.variant, keys).items
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof CouponRefusedError ? error.reason : error),
  )

describe('redeeming a code', () => {
  it('keeps a value voucher typed in lower case with spaces, as the server takes it', async () => {
    putCart(DAY_TICKETS)
    await redeemCode(config, `  ${CODES.value.toLowerCase()} `)
    expect(requestsTo(`/coupon_sales/barcode/${CODES.value}`)).toHaveLength(1)
    expect(readCoupons(keys).coupons).toEqual([{ code: CODES.value, kind: 'value', valueCents: 2500 }])
    expect(applyCoupons(cartNow(), [], readCoupons(keys)).dueCents).toBe(0)
  })

  it('puts the ticket of a voucher for an untimed ticket into the cart at 0 €, one piece, beside paid ones', async () => {
    putCart(DAY_TICKETS)
    const { coupon } = await redeemCode(config, CODES.dayTicket)
    expect(coupon).toEqual({ code: CODES.dayTicket, kind: 'ticket', ticketId: TICKET_IDS.day })
    expect(cartNow().map((item) => [item.attributes.id, item.price_cents, item.quantity])).toEqual([
      [TICKET_IDS.day, 1000, 2],
      [TICKET_IDS.day, 0, 1],
    ])
    await removeCode(config, CODES.dayTicket)
    expect(cartNow().map((item) => item.price_cents)).toEqual([1000])
    expect(readCoupons(keys).coupons).toEqual([])
  })

  it('waits for the time of a timed ticket before it keeps the code', async () => {
    const redeemed = await redeemCode(config, CODES.timedTicket)
    expect(redeemed.ticket?.ticketType).toBe('time_slot')
    expect(readCoupons(keys).coupons).toEqual([])
    expect(cartNow()).toEqual([])
    const time = '2026-05-30T11:30:00+02:00'
    if (redeemed.ticket) await addVoucherTicket(config, redeemed.coupon, redeemed.ticket, time)
    expect(cartNow()[0]).toMatchObject({ price_cents: 0, quantity: 1, attributes: { time } })
    expect(readCoupons(keys).coupons.map((coupon) => coupon.code)).toEqual([CODES.timedTicket])
  })

  it("keeps a timed ticket's code with its line when pricing the cart with a discount code fails", async () => {
    putCart(DAY_TICKETS)
    await redeemCode(config, CODES.discount)
    const redeemed = await redeemCode(config, CODES.timedTicket)
    knobs.failures.cartPricing = 'network'
    if (redeemed.ticket)
      await addVoucherTicket(config, redeemed.coupon, redeemed.ticket, '2026-05-30T11:30:00+02:00')
    expect(cartNow().map((item) => item.price_cents)).toEqual([1000, 0])
    // The 0 € line never goes to the order without the code that pays for it.
    expect(readCoupons(keys).coupons.map((coupon) => coupon.code)).toEqual([
      CODES.discount,
      CODES.timedTicket,
    ])
  })

  it('prices the cart again with a discount code, and again without it when it goes', async () => {
    putCart(DAY_TICKETS)
    await redeemCode(config, CODES.discount)
    const [pricing] = requestsTo('/api/v4/cart')
    expect(pricing?.body).toMatchObject({
      items: [{ type: 'Ticket', attributes: { id: TICKET_IDS.day, quantity: 2 } }],
      coupons: [CODES.discount],
    })
    expect(applyCoupons(cartNow(), [], readCoupons(keys)).dueCents).toBe(1800)
    await removeCode(config, CODES.discount)
    expect(applyCoupons(cartNow(), [], readCoupons(keys)).dueCents).toBe(2000)
  })

  it('takes two codes together, and refuses one redeemed already', async () => {
    putCart(DAY_TICKETS)
    await redeemCode(config, CODES.discount)
    await redeemCode(config, CODES.value)
    expect(applyCoupons(cartNow(), [], readCoupons(keys))).toMatchObject({
      codes: [CODES.discount, CODES.value],
      dueCents: 0,
      usedCents: 1800,
    })
    expect(await reason(redeemCode(config, CODES.value.toLowerCase()))).toBe('already')
  })

  it('refuses unknown, used, expired and not yet valid codes and keeps nothing', async () => {
    expect(await reason(redeemCode(config, 'GIBTESNICHT'))).toBe('unknown')
    expect(await reason(redeemCode(config, CODES.used))).toBe('used')
    expect(await reason(redeemCode(config, CODES.expired))).toBe('expired')
    expect(await reason(redeemCode(config, CODES.notYetValid))).toBe('notYetValid')
    expect(readCoupons(keys).coupons).toEqual([])
  })

  it('passes a network failure on as what it is: the visitor may try again', async () => {
    knobs.failures.couponSale = 'network'
    expect(await reason(redeemCode(config, CODES.value))).toBeInstanceOf(NetworkError)
    expect(readCoupons(keys).coupons).toEqual([])
  })
})
