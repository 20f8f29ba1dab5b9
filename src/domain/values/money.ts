/**
 * Money helpers. Amounts are integer cents everywhere in the product; euro strings with two decimals exist
 * only at the payment-provider boundary, and they are built by integer arithmetic so no float drift leaks in.
 */

import { numberFormat } from './formatters'

/** Swiss locale for CHF, German locale for every other currency. */
function localeFor(currency: string): string {
  return currency.toUpperCase() === 'CHF' ? 'de-CH' : 'de-DE'
}

function currencyFormatter(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase()
  return numberFormat(localeFor(code), { style: 'currency', currency: code })
}

/**
 * Formats integer cents as a price for display, e.g. `formatCents(1250, 'EUR')` → "12,50 €".
 * An unknown currency code never throws: it falls back to "12.50 XYZ" so a bad shop setting cannot break a page.
 */
export function formatCents(cents: number, currency: string): string {
  try {
    return currencyFormatter(currency).format(cents / 100)
  } catch {
    const amount = Number.isSafeInteger(cents) ? centsToEuroString(cents) : String(cents / 100)
    return `${amount} ${currency}`.trim()
  }
}

/**
 * Integer cents → euro string with exactly two decimals ("12.34", "-0.05"), as payment providers expect.
 * @throws RangeError when `cents` is not a safe integer; callers pass validated cents.
 */
export function centsToEuroString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  const rest = absolute % 100
  // (absolute - rest) is a multiple of 100, so the division is exact even for large amounts.
  const units = (absolute - rest) / 100
  return `${sign}${units}.${String(rest).padStart(2, '0')}`
}

/**
 * The currency's sign as people write it: "€" for EUR, "CHF" for CHF; the code itself when the runtime does not know
 * the currency.
 */
export function currencySymbol(currency: string): string {
  try {
    const parts = currencyFormatter(currency).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? currency
  } catch {
    return currency
  }
}

/** What a person typed as an amount, read: cents, or why it is no amount. */
export type TypedAmount =
  | { kind: 'empty' }
  | { kind: 'cents'; cents: number }
  | { kind: 'negative' }
  | { kind: 'tooLarge' }
  | { kind: 'unreadable' }

// Whole units written the German way: "15,-", "15,--", "15,–"; and a separator with nothing after it: "15,".
const WHOLE_UNITS_SUFFIX = /([.,])(?:-{1,2}|[–—])?$/
// Decimals: the last "," or "." followed by one or two digits.
const DECIMALS = /^(.*?)([.,])(\d{1,2})$/
// Thousands groups with one separator throughout: "1.234.567", "1,234", "1 234", "1’234".
const GROUPED = /^\d{1,3}([.,' ’])\d{3}(?:\1\d{3})*$/
const MINUS = /^[-−–]\s*/

/** The text without the currency's sign or code (and "Euro" for EUR) at its start or end. */
function withoutCurrency(text: string, currency: string): string {
  // "Euro" before "EUR", so "Euro 15" is not read as "EUR" and "o 15".
  const marks = [currencySymbol(currency), ...(currency.toUpperCase() === 'EUR' ? ['Euro'] : []), currency]
  let rest = text
  for (const mark of marks) {
    const lower = rest.toLowerCase()
    const needle = mark.toLowerCase()
    if (lower.startsWith(needle)) rest = rest.slice(mark.length).trim()
    else if (lower.endsWith(needle)) rest = rest.slice(0, -mark.length).trim()
  }
  return rest
}

/**
 * Whole units of `integer` as a digit string, or null. Thousands separators are read only when they cannot be
 * decimals: a "," or "." as the only separator before exactly three digits ("1.234", "1,234") could be either, so it
 * is refused rather than guessed (a wrong guess would be 1000 times the amount).
 */
function wholeUnits(integer: string, decimalSeparator: string | null): string | null {
  if (/^\d+$/.test(integer)) return integer
  const grouped = GROUPED.exec(integer)
  const separator = grouped?.[1]
  if (separator === undefined || separator === decimalSeparator) return null
  const groups = integer.split(separator).length - 1
  if (decimalSeparator === null && groups === 1 && (separator === '.' || separator === ',')) return null
  return integer.split(separator).join('')
}

/**
 * Reads an amount as people write it, never via floats: "15", "15,50", "15.50", "15 €", "€ 15", "EUR 15", "15,-",
 * "1.000,00 €", "1,000.50", "1 000". Negative amounts ("-5") and amounts too large to be exact cents are named as
 * such; anything ambiguous or not a number (three decimals, "1.234", "1e3", letters) is unreadable.
 * `currency` is the shop's: its sign and code may stand before or after the number.
 */
export function readTypedAmount(input: string, currency = 'EUR'): TypedAmount {
  let text = input.replace(/\s+/g, ' ').trim()
  if (text === '') return { kind: 'empty' }
  text = withoutCurrency(text, currency)
  const negative = MINUS.test(text)
  // The sign may stand before the currency too: "-€ 15".
  if (negative) text = withoutCurrency(text.replace(MINUS, ''), currency)
  let decimalSeparator: string | null = null
  let fraction = ''
  const whole = WHOLE_UNITS_SUFFIX.exec(text)
  const decimals = DECIMALS.exec(text)
  if (decimals?.[2] !== undefined && decimals[3] !== undefined) {
    text = decimals[1] ?? ''
    decimalSeparator = decimals[2]
    fraction = decimals[3]
  } else if (whole?.[1] !== undefined) {
    text = text.slice(0, whole.index)
    decimalSeparator = whole[1]
  }
  const units = wholeUnits(text, decimalSeparator)
  if (units === null) return { kind: 'unreadable' }
  if (negative) return { kind: 'negative' }
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? { kind: 'cents', cents } : { kind: 'tooLarge' }
}

/** Sum of integer cent amounts; the empty list sums to 0. */
export function sumCents(values: readonly number[]): number {
  let total = 0
  for (const value of values) total += value
  return total
}
