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
})
