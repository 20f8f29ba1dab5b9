/** Types of mainThread.mjs, for its unit test. */

/** A trace event, as far as the busy time reads it. */
export interface TraceEvent {
  name?: string
  ph?: string
  ts?: number
  dur?: number
  pid?: number
  tid?: number
  args?: { data?: { documentLoaderURL?: string } }
}

/** The page's main-thread busy time (ms) from its navigation to `shownAtMs`; null without a navigation to `url`. */
export function busyBefore(events: readonly TraceEvent[], url: string, shownAtMs: number): number | null
