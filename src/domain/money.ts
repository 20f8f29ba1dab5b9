/**
 * Money helpers. Amounts are integer cents everywhere in the product; euro strings with two decimals exist
 * only at the payment-provider boundary, and they are built by integer arithmetic so no float drift leaks in.
 */

const formatters = new Map<string, Intl.NumberFormat>()

/** Swiss locale for CHF, German locale for every other currency. */
function localeFor(currency: string): string {
  return currency.toUpperCase() === 'CHF' ? 'de-CH' : 'de-DE'
}

function currencyFormatter(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase()
  let formatter = formatters.get(code)
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeFor(code), { style: 'currency', currency: code })
    formatters.set(code, formatter)
  }
  return formatter
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

/** A non-negative amount typed by a person: digits, optionally "," or "." and one or two decimals. */
const TYPED_AMOUNT = /^(\d+)(?:[.,](\d{1,2}))?$/

/**
 * Parses a typed euro amount ("12", "12.5", "12,50") into cents by reading digits, never via floats.
 * Returns null for empty input, negative numbers, more than two decimals, exponent notation, thousands
 * separators or amounts too large to be exact.
 */
export function parseAmountToCents(input: string): number | null {
  const match = TYPED_AMOUNT.exec(input.trim())
  if (!match) return null
  const units = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  const cents = units * 100 + fraction
  return Number.isSafeInteger(cents) ? cents : null
}

/** Sum of integer cent amounts; the empty list sums to 0. */
export function sumCents(values: readonly number[]): number {
  let total = 0
  for (const value of values) total += value
  return total
}
