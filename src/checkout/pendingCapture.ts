/**
 * The note "a capture is running for order X", kept in sessionStorage from just before the capture request until its
 * outcome is clear. A checkout opened again in this tab (reload, back button, a restored tab) finds it and asks the
 * server how the capture ended instead of offering the methods again. sessionStorage, because the note belongs to
 * the tab that paid; other tabs learn about a payment through the cleared cart.
 */
import * as z from 'zod/mini'
import { nonEmptyText } from '../domain/values/nonEmptyText'
const pendingCaptureSchema = z.object({
  orderToken: nonEmptyText,
  providerOrderId: nonEmptyText,
  method: z.string(),
  startedAt: z.number(),
})

/** A capture whose outcome is not known yet: our order, PayPal's order, the method, and when it started (ms). */
export type PendingCapture = z.infer<typeof pendingCaptureSchema>

/**
 * Added to the capture's timeout to decide whether a note is still worth asking about: the capture request has ended
 * by then, and the check of its outcome had time to run. An older note belongs to a visit long past.
 */
export const PENDING_CAPTURE_MARGIN_MS = 40_000

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Writes the note under `key` (the configured `pendingCapture` key). Storage that refuses it only costs the reload
 * check; the capture runs anyway.
 */
export function notePendingCapture(key: string, note: PendingCapture): void {
  try {
    session()?.setItem(key, JSON.stringify(note))
  } catch {
    // Full or disabled storage: nothing else to do.
  }
}

/** Removes the note. Never throws. */
export function forgetPendingCapture(key: string): void {
  try {
    session()?.removeItem(key)
  } catch {
    // Disabled storage holds no note.
  }
}

function parse(text: string): PendingCapture | null {
  try {
    const parsed = pendingCaptureSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The note, when it was started less than `maxAgeMs` ago (either way: a clock set back must not hide a capture).
 * An older note is removed; an unreadable one is removed with one console line. Never throws.
 */
export function readPendingCapture(
  key: string,
  maxAgeMs: number,
  now: number = Date.now(),
): PendingCapture | null {
  let text: string | null
  try {
    text = session()?.getItem(key) ?? null
  } catch {
    return null
  }
  if (text === null) return null
  const note = parse(text)
  if (!note) {
    console.warn(`[museum-shop] Removed an unreadable note of a running payment ("${key}")`)
    forgetPendingCapture(key)
    return null
  }
  if (Math.abs(now - note.startedAt) >= maxAgeMs) {
    forgetPendingCapture(key)
    return null
  }
  return note
}
