/**
 * The failure address's message: the provider's (`payment_error`) or the shop's (`error`), read from the page
 * address as plain text. It comes from an address anyone can write, so it is only ever shown as text, and shortened.
 */

/** The query names of the message, the provider's first. */
export const FAILURE_PARAMS = ['payment_error', 'error'] as const

/** Longer messages are cut: an address can carry pages of text. */
const MAX_LENGTH = 300

/** Both queries of an address: its hash route's, then its own. */
function queriesOf(url: URL): URLSearchParams[] {
  const start = url.hash.indexOf('?')
  return [new URLSearchParams(start === -1 ? '' : url.hash.slice(start + 1)), url.searchParams]
}

/** The message in `address`, trimmed and shortened, or null when it carries none. */
export function paymentFailureIn(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  for (const query of queriesOf(url)) {
    for (const name of FAILURE_PARAMS) {
      const text = query.get(name)?.replace(/\s+/g, ' ').trim()
      if (text) return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text
    }
  }
  return null
}

/** Messages the shop or providers send that the element says in the visitor's words, by a part of their text. */
export const KNOWN_FAILURES = [
  { match: /cancel|abgebrochen/i, key: 'order.failure.cancelled' },
  { match: /declin|abgelehnt|refused/i, key: 'order.failure.declined' },
  { match: /expired|abgelaufen|timeout/i, key: 'order.failure.expired' },
] as const

/** The text key of a known message, or null for one the element shows as it came. */
export function knownFailureKey(message: string): string | null {
  return KNOWN_FAILURES.find(({ match }) => match.test(message))?.key ?? null
}
