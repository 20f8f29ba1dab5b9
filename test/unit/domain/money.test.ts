import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { centsToEuroString, formatCents, parseAmountToCents, sumCents } from '../../../src/domain/money'

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

  it('round-trips through parseAmountToCents for every non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseAmountToCents(centsToEuroString(cents))).toBe(cents)
      }),
    )
  })
})

describe('parseAmountToCents', () => {
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
  ])('"%s" → %s cents', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents)
  })

  it.each([
    '',
    '   ',
    '12.345',
    '-5',
    '+5',
    'NaN',
    'abc',
    '1e3',
    '1E3',
    '12.',
    '.5',
    '1.234,56',
    '1,234.50',
    '1.234',
    '1,234',
    '15,5a',
    '15,50,00',
    '1 000',
    'Infinity',
    '12 €',
    '99999999999999999999',
  ])('"%s" → null', (input) => {
    expect(parseAmountToCents(input)).toBeNull()
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
