import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  centsToEuroString,
  currencySymbol,
  formatCents,
  readTypedAmount,
  sumCents,
} from '../../../src/domain/values/money'

/** The cents of a typed amount, or null when it is none. */
const typedCents = (text: string, currency?: string) => {
  const read = readTypedAmount(text, currency)
  return read.kind === 'cents' ? read.cents : null
}

const expected = (locale: string, currency: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)

describe('formatCents', () => {
  it('formats euros in the German locale', () => {
    expect(formatCents(1250, 'EUR')).toBe(expected('de-DE', 'EUR', 12.5))
    expect(formatCents(1250, 'EUR')).toContain('12,50')
  })

  it('formats Swiss francs in the Swiss locale, unlike other currencies', () => {
    const chf = formatCents(123456, 'CHF')
    expect(chf).toBe(expected('de-CH', 'CHF', 1234.56))
    expect(chf).not.toBe(expected('de-DE', 'CHF', 1234.56))
    expect(chf).toContain('.56')
  })

  it('uses the German locale for any other currency code, in any letter case', () => {
    expect(formatCents(999, 'usd')).toBe(expected('de-DE', 'USD', 9.99))
    expect(formatCents(5, 'chf')).toBe(expected('de-CH', 'CHF', 0.05))
  })

  it('does not throw for an unusable currency code', () => {
    expect(formatCents(1250, 'EURO')).toBe('12.50 EURO')
    expect(formatCents(1250, '')).toBe('12.50')
  })
})

describe('centsToEuroString', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [199, '1.99'],
    [-5, '-0.05'],
    [-199, '-1.99'],
    [0, '0.00'],
    [-0, '0.00'],
    [123456789, '1234567.89'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%s cents → "%s"', (cents, euros) => {
    expect(centsToEuroString(cents)).toBe(euros)
  })

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('throws RangeError for %s', (value) => {
    expect(() => centsToEuroString(value)).toThrow(RangeError)
  })

  it('round-trips through readTypedAmount for every non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(typedCents(centsToEuroString(cents))).toBe(cents)
      }),
    )
  })
})

describe('readTypedAmount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12,50', 1250],
    ['15,50', 1550],
    ['15.50', 1550],
    ['15', 1500],
    ['12.34', 1234],
    ['0.05', 5],
    ['0,01', 1],
    [' 7 ', 700],
    ['007', 700],
    ['0', 0],
    // As people write them: the currency before or after, whole units the German way, a separator not yet followed.
    ['15 €', 1500],
    ['15€', 1500],
    ['€ 15', 1500],
    ['€15,50', 1550],
    ['EUR 15', 1500],
    ['15 eur', 1500],
    ['15 Euro', 1500],
    ['Euro 15', 1500],
    ['15,-', 1500],
    ['15,--', 1500],
    ['15.-', 1500],
    ['15,–', 1500],
    ['15,', 1500],
    ['15.', 1500],
    // Thousands separators where they cannot be decimals.
    ['1.000,00 €', 100000],
    ['1.000,-', 100000],
    ['1.234,5', 123450],
    ['1,234.50', 123450],
    ['1.234.567', 123456700],
    ['1,234,567.89', 123456789],
    ['1 000', 100000],
    ['1\u00a0000,00\u00a0€', 100000],
    ['1\u202f000,00', 100000],
    ['1’000.50', 100050],
  ])('"%s" → %s cents', (input, cents) => {
    expect(readTypedAmount(input)).toEqual({ kind: 'cents', cents })
  })

  it.each(['', '   ', '\u00a0'])('"%s" is empty', (input) => {
    expect(readTypedAmount(input)).toEqual({ kind: 'empty' })
  })

  it.each(['-5', '- 5', '−5', '-15,50 €', '€ -15', '-€ 15', '-1.000,00'])('"%s" is negative', (input) => {
    expect(readTypedAmount(input)).toEqual({ kind: 'negative' })
  })

  it.each(['99999999999999999999', '9.999.999.999.999.999,00', '90071992547409,92'])(
    '"%s" is too large to be exact cents, not unreadable',
    (input) => {
      expect(readTypedAmount(input)).toEqual({ kind: 'tooLarge' })
    },
  )

  it.each([
    '12.345',
    '+5',
    'NaN',
    'abc',
    '1e3',
    '1E3',
    '.5',
    // One "," or "." before exactly three digits could be decimals or thousands: refused, never guessed.
    '1.234',
    '1,234',
    '1.000 €',
    // Both separators the same, or groups that are not three digits.
    '1.234.50',
    '1,234,50',
    '12.34,50',
    '1.000.',
    '15,5a',
    '15,50,00',
    '1 5',
    'Infinity',
    '€',
    '-',
    '15 € €',
    '15 $',
  ])('"%s" is unreadable', (input) => {
    expect(readTypedAmount(input)).toEqual({ kind: 'unreadable' })
  })

  it("takes the shop currency's sign and code, not another's", () => {
    expect(typedCents('CHF 15.50', 'CHF')).toBe(1550)
    expect(typedCents('15 CHF', 'CHF')).toBe(1500)
    expect(readTypedAmount('15 €', 'CHF')).toEqual({ kind: 'unreadable' })
    expect(currencySymbol('EUR')).toBe('€')
    expect(currencySymbol('EURO')).toBe('EURO')
  })
})

describe('sumCents', () => {
  it('adds integer cents', () => {
    expect(sumCents([100, 250, 5])).toBe(355)
    expect(sumCents([1999, -500])).toBe(1499)
  })

  it('sums the empty list to 0', () => {
    expect(sumCents([])).toBe(0)
  })
})
