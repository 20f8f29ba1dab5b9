import { describe, expect, it } from 'vitest'
import { datesByMonth, upcomingDates, withEventPrice } from '../../../src/domain/eventDates/dateList'
import { parseWallClock, type WallClock } from '../../../src/domain/tickets/wallClock'
import { datesOf, eventOf } from './dates'

const clock = (iso: string): WallClock => {
  const wall = parseWallClock(iso)
  if (!wall) throw new Error(`unreadable: ${iso}`)
  return wall
}
const ids = (dates: readonly { id: number }[]) => dates.map((date) => date.id)

describe('upcomingDates', () => {
  it('keeps the dates not yet begun on the museum clock, soonest first', () => {
    const dates = [...datesOf(23), ...datesOf(21)]
    expect(ids(upcomingDates(dates, clock('2026-12-01T10:00:00+01:00')))).toEqual([101, 103, 104, 107])
    // The first date begins at 19:00: at 19:00 it has begun.
    expect(ids(upcomingDates(dates, clock('2027-01-08T18:59:00+01:00')))).toEqual([101, 103, 104, 107])
    expect(ids(upcomingDates(dates, clock('2027-01-08T19:00:00+01:00')))).toEqual([103, 104, 107])
  })

  it('orders dates of the same start by id', () => {
    const [date] = datesOf(21)
    if (!date) throw new Error('no date')
    const twin = { ...date, id: 99 }
    expect(ids(upcomingDates([date, twin], clock('2026-12-01T10:00:00+01:00')))).toEqual([99, 101])
  })
})

describe('datesByMonth', () => {
  it("groups the dates by the museum's month, in their order", () => {
    const dates = upcomingDates([...datesOf(23), ...datesOf(24)], clock('2026-12-01T10:00:00+01:00'))
    expect(
      datesByMonth(dates).map((month) => [month.key, month.year, month.month, ids(month.dates)]),
    ).toEqual([
      ['2027-01', 2027, 1, [104]],
      ['2027-02', 2027, 2, [106, 107]],
      ['2027-03', 2027, 3, [108]],
    ])
  })
})

describe('withEventPrice', () => {
  it("gives a date without a price the event's, and keeps a date's own", () => {
    const [own, none] = datesOf(21)
    if (!own || !none) throw new Error('no dates')
    const event = { ...eventOf(21), priceCents: 2000 }
    const priced = withEventPrice([own, { ...none, priceCents: null }], event)
    expect(priced.map((date) => date.priceCents)).toEqual([1500, 2000])
    expect(withEventPrice([{ ...none, priceCents: null }], eventOf(21))[0]?.priceCents).toBeNull()
  })
})
