import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from '../../../src/domain/values/formatters'
import { museumDayWithoutIntl } from '../../../src/domain/tickets/museumDay'
import { museumToday } from '../../../src/domain/tickets/wallClock'

describe('the museum day without Intl', () => {
  it('is the day the museum clock shows, at any instant from 1997 to 2037', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1997, 0, 1), max: Date.UTC(2037, 11, 31) }), (nowMs) => {
        expect(museumDayWithoutIntl(nowMs)).toBe(museumToday(nowMs))
      }),
      { numRuns: 3000 },
    )
  })

  it('changes the day at midnight in Berlin around both clock changes of a year', () => {
    const hour = 3_600_000
    // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
    const instants = [
      Date.UTC(2026, 2, 28, 22, 59),
      Date.UTC(2026, 2, 28, 23, 0),
      Date.UTC(2026, 2, 29, 0, 59),
      Date.UTC(2026, 2, 29, 1, 0),
      Date.UTC(2026, 9, 24, 21, 59),
      Date.UTC(2026, 9, 24, 22, 0),
      Date.UTC(2026, 9, 25, 0, 59),
      Date.UTC(2026, 9, 25, 1, 0),
      Date.UTC(2026, 9, 25, 22, 59),
      Date.UTC(2026, 9, 25, 23, 0),
      Date.UTC(2026, 11, 31, 23, 0),
    ]
    for (const at of [...instants, ...instants.map((instant) => instant - hour)])
      expect(museumDayWithoutIntl(at)).toBe(museumToday(at))
    expect(museumDayWithoutIntl(Date.UTC(2026, 11, 31, 23, 0))).toBe('2027-01-01')
    expect(museumDayWithoutIntl(Date.UTC(2026, 4, 31, 22, 0))).toBe('2026-06-01')
  })
})

describe('the shared formatters', () => {
  it('are made once per locale and options', () => {
    expect(dateTimeFormat('de', { month: 'long' })).toBe(dateTimeFormat('de', { month: 'long' }))
    expect(dateTimeFormat('de', { month: 'long' })).not.toBe(dateTimeFormat('en', { month: 'long' }))
    expect(dateTimeFormat('de', { month: 'long' })).not.toBe(dateTimeFormat('de', { month: 'short' }))
    const euro = numberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euro)
    expect(euro.format(12.5).replace(/\s/, ' ')).toBe('12,50 €')
  })
})
