/**
 * Console lines for the integrator, once per page: a problem that many elements, renders or list loads run into
 * is one line, not a flood. What counts as "the same" is the caller's `id`.
 */
import { pageSet } from './pageState'

const seen = pageSet<string>()

/** True the first time `id` comes up on this page, false every time after. */
export function firstTime(id: string): boolean {
  if (seen.has(id)) return false
  seen.add(id)
  return true
}

/** Writes `[museum-shop] <message>` to the console the first time `id` comes up on this page. */
export function logOnce(id: string, message: string, level: 'warn' | 'error' = 'warn'): void {
  if (firstTime(id)) console[level](`[museum-shop] ${message}`)
}
