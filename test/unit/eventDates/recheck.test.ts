import { describe, expect, it } from 'vitest'
import { recheckDate } from '../../../src/domain/eventDates/recheck'
import { datesOf } from './dates'

/** Event 22: date 102 sold out, date 105 with 7 seats left and at most 4 per booking. */
const workshop = () => datesOf(22)
const withSeats = (dateId: number, seatsAvailable: number) =>
  workshop().map((date) => (date.id === dateId ? { ...date, seatsAvailable } : date))

describe('recheckDate', () => {
  it('passes a quantity that still fits, with the fresh date', () => {
    const result = recheckDate(workshop(), 105, 4, 0)
    expect(result).toMatchObject({ status: 'ok', date: { id: 105, seatsAvailable: 7 } })
  })

  it('says how many are left when fewer seats are left than chosen', () => {
    expect(recheckDate(withSeats(105, 2), 105, 3, 0)).toEqual({ status: 'changed', change: 'fewer', left: 2 })
  })

  it("counts the cart's places of the date", () => {
    const night = datesOf(21).map((date) => (date.id === 101 ? { ...date, seatsAvailable: 5 } : date))
    expect(recheckDate(night, 101, 3, 3)).toEqual({ status: 'changed', change: 'fewer', left: 2 })
    expect(recheckDate(withSeats(105, 7), 105, 2, 3)).toEqual({ status: 'changed', change: 'fewer', left: 1 })
    expect(recheckDate(workshop(), 105, 1, 4)).toEqual({ status: 'changed', change: 'soldOut', left: 0 })
  })

  it('calls a date without seats sold out, however the server flags it', () => {
    expect(recheckDate(withSeats(105, 0), 105, 1, 0)).toEqual({
      status: 'changed',
      change: 'soldOut',
      left: 0,
    })
    expect(recheckDate(workshop(), 102, 1, 0)).toEqual({ status: 'changed', change: 'soldOut', left: 0 })
  })

  it('calls a date gone when it is no longer listed, or closed with seats left', () => {
    expect(recheckDate(workshop(), 999, 1, 0)).toEqual({ status: 'changed', change: 'gone', left: 0 })
    const closed = workshop().map((date) => ({ ...date, bookable: false }))
    expect(recheckDate(closed, 105, 1, 0)).toEqual({ status: 'changed', change: 'gone', left: 0 })
  })

  it('passes nothing for no places at all', () => {
    expect(recheckDate(workshop(), 105, 0, 0).status).toBe('changed')
  })
})
