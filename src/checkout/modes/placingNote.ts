/**
 * The note "an order is being placed for this cart", kept in localStorage while POST /orders is under way, so a
 * second tab of the same visitor does not place a second order at the same moment. It is removed as soon as the
 * answer is there; a note older than the order request can take is an attempt that was cut off, and counts for nothing.
 */

/** The localStorage key of the note: beside the cart it belongs to. */
export function placingKey(cartKey: string): string {
  return `${cartKey}.placing`
}

function local(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Whether another attempt noted a placing that began less than `maxAgeMs` ago. */
export function placingElsewhere(key: string, maxAgeMs: number, now = Date.now()): boolean {
  const startedAt = Number(local()?.getItem(key))
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < maxAgeMs
}

/** Notes a placing that begins now; storage that refuses it only costs the guard between tabs. */
export function notePlacing(key: string, now = Date.now()): void {
  try {
    local()?.setItem(key, String(now))
  } catch {
    // Full or disabled storage: the order is placed anyway.
  }
}

/** Removes the note. */
export function forgetPlacing(key: string): void {
  try {
    local()?.removeItem(key)
  } catch {
    // Disabled storage: there is no note to remove.
  }
}
