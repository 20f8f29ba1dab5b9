import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToEuroString, formatCents, readTypedAmount, sumCents } from '../../../src/domain/values/money'

/** The cents of a typed amount, or null when it is none. */
const typedCents = (text: string) => {
  const read = readTypedAmount(text)
  return read.kind === 'cents' ? read.cents : null
}

describe('money conversion properties', () => {
  it('cents → euro string → cents is the identity, without float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (cents) => {
        const euros = centsToEuroString(cents)
        expect(euros).toMatch(/^\d+\.\d{2}$/)
        expect(typedCents(euros)).toBe(cents)
      }),
    )
  })

  it('the euro strings of parts add up to the euro string of the sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), (parts) => {
        const total = sumCents(parts)
        const fromStrings = parts
          .map((p) => typedCents(centsToEuroString(p)) ?? NaN)
          .reduce((a, b) => a + b, 0)
        expect(fromStrings).toBe(total)
        expect(centsToEuroString(total)).toBe(centsToEuroString(fromStrings))
      }),
    )
  })

  it('typed amounts with more than two decimals are rejected, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }), (euros, third) => {
        expect(typedCents(`${euros}.12${third}`)).toBeNull()
      }),
    )
  })

  it('an amount formatted as a visitor reads it, with comma or point, parses back to the same cents', () => {
    const typed = ['de-DE', 'en-GB', 'de-CH'].map(
      (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), (cents) => {
        for (const format of typed) expect(typedCents(format.format(cents / 100))).toBe(cents)
      }),
    )
  })

  it('an amount with thousands separators and decimals, as German and English write it, is read exactly', () => {
    const grouped = ['de-DE', 'en-GB', 'de-CH'].map(
      (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: 'always' }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 10_000_000_000 }), (cents) => {
        for (const format of grouped) expect(typedCents(format.format(cents / 100))).toBe(cents)
      }),
    )
  })

  it('one "." or "," before three digits is never guessed: refused, never scaled by 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (units, rest) => {
        const three = String(rest).padStart(3, '0')
        for (const separator of ['.', ',']) expect(typedCents(`${units}${separator}${three}`)).toBeNull()
      }),
    )
  })

  it('a price as the shop shows it ("1.234,50 €") reads back to its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(typedCents(formatCents(cents, 'EUR'))).toBe(cents)
      }),
    )
  })

  it('a minus before any amount is "negative", and digits beyond exact cents are "too large", never unreadable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.stringMatching(/^[1-9]\d{16,30}$/),
        (cents, huge) => {
          expect(readTypedAmount(`-${centsToEuroString(cents)}`)).toEqual({ kind: 'negative' })
          expect(readTypedAmount(huge)).toEqual({ kind: 'tooLarge' })
        },
      ),
    )
  })
})
