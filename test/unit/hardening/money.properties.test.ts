import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToEuroString, parseAmountToCents, sumCents } from '../../../src/domain/money'

describe('money conversion properties', () => {
  it('cents → euro string → cents is the identity, without float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (cents) => {
        const euros = centsToEuroString(cents)
        expect(euros).toMatch(/^\d+\.\d{2}$/)
        expect(parseAmountToCents(euros)).toBe(cents)
      }),
    )
  })

  it('the euro strings of parts add up to the euro string of the sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (parts) => {
        const total = sumCents(parts)
        const fromStrings = parts
          .map((p) => parseAmountToCents(centsToEuroString(p)) ?? NaN)
          .reduce((a, b) => a + b, 0)
        expect(fromStrings).toBe(total)
        expect(centsToEuroString(total)).toBe(centsToEuroString(fromStrings))
      }),
    )
  })

  it('typed amounts with more than two decimals are rejected, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), (euros, third) => {
        expect(parseAmountToCents(`${euros}.12${third}`)).toBeNull()
      }),
    )
  })

  it('an amount formatted as a visitor reads it, with comma or point, parses back to the same cents', () => {
    const typed = ['de-DE', 'en-GB', 'de-CH'].map(
      (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (cents) => {
        for (const format of typed) expect(parseAmountToCents(format.format(cents / 100))).toBe(cents)
      }),
    )
  })

  it('an amount with thousands separators is rejected or read exactly, never scaled by 100 or 1000', () => {
    const grouped = ['de-DE', 'en-GB'].map(
      (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: 'always' }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (cents) => {
        for (const format of grouped) {
          const read = parseAmountToCents(format.format(cents / 100))
          if (cents < 100_000) expect(read).toBe(cents)
          else expect(read).toBeNull()
        }
      }),
    )
  })
})
