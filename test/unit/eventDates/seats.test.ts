import { describe, expect, it } from 'vitest'
import { eventIdFrom, isChoosable, seatLimit, seatsOf } from '../../../src/domain/eventDates/seats'
import { dateOf } from './dates'

const soldOut = () => dateOf(22, 102)
/** 7 seats left, at most 4 per booking. */
const limited = () => dateOf(22, 105)
/** 15 seats left, no limit per booking. */
const open = () => dateOf(21, 101)

describe('seatsOf', () => {
  it('says many, few, none, or not bookable', () => {
    expect(seatsOf(open())).toEqual({ kind: 'free', count: 15 })
    expect(seatsOf({ ...open(), seatsAvailable: 5 })).toEqual({ kind: 'few', count: 5 })
    expect(seatsOf(soldOut())).toEqual({ kind: 'soldOut', count: 0 })
    expect(seatsOf({ ...open(), bookable: false })).toEqual({ kind: 'closed', count: 15 })
  })
})

describe('isChoosable', () => {
  it('takes a bookable date with seats and a price only', () => {
    expect(isChoosable(open())).toBe(true)
    expect(isChoosable(soldOut())).toBe(false)
    expect(isChoosable({ ...open(), bookable: false })).toBe(false)
    expect(isChoosable({ ...open(), priceCents: null })).toBe(false)
    expect(isChoosable({ ...open(), priceCents: 0 })).toBe(true)
  })
})

describe('seatLimit', () => {
  it('is the seats left when the date sets no limit per booking', () => {
    expect(seatLimit(open(), 0)).toEqual({ max: 15, reason: 'seats' })
  })

  it('is the most per booking when that is smaller than the seats left', () => {
    expect(limited().seatsAvailable).toBe(7)
    expect(seatLimit(limited(), 0)).toEqual({ max: 4, reason: 'perBooking' })
  })

  it("counts the cart's places of the date towards both limits", () => {
    expect(seatLimit(limited(), 3)).toEqual({ max: 1, reason: 'perBooking' })
    expect(seatLimit(limited(), 4)).toEqual({ max: 0, reason: 'perBooking' })
    expect(seatLimit(open(), 12)).toEqual({ max: 3, reason: 'seats' })
    expect(seatLimit({ ...limited(), seatsAvailable: 2 }, 1)).toEqual({ max: 1, reason: 'seats' })
  })

  it('never goes below 0, for a sold-out date or a cart holding more than is left', () => {
    expect(seatLimit(soldOut(), 0)).toEqual({ max: 0, reason: 'seats' })
    expect(seatLimit(open(), 20)).toEqual({ max: 0, reason: 'seats' })
  })
})

describe('eventIdFrom', () => {
  it('takes the attribute first, else the page address', () => {
    expect(eventIdFrom('22', '?event=21')).toBe(22)
    expect(eventIdFrom(' 22 ', '')).toBe(22)
    expect(eventIdFrom(undefined, '?event=21&x=1')).toBe(21)
  })

  it.each([
    ['', '?event=21'],
    ['abc', ''],
    ['0', ''],
    ['2.5', ''],
    [undefined, ''],
    [undefined, '?event=-3'],
    [undefined, '?event=99999999999999999999'],
  ])('names no event for attribute %j and address %j', (attribute, search) => {
    expect(eventIdFrom(attribute, search)).toBeNull()
  })
})
