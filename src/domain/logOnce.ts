/**
 * Console lines for the integrator, once per page: a problem that many elements, renders or list loads run into
 * is one line, not a flood. What counts as "the same" is the caller's `id`.
 */
const seen = new Set<string>()

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

/** Forgets everything seen (tests only: on a real page this lives as long as the page). */
export function resetLogOnce(): void {
  seen.clear()
}
