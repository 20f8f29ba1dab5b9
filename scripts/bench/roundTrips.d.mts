/** Types of roundTrips.mjs, for the browser tests. */

export interface ScriptLoad {
  name: string
  start: number
  end: number
}

export const SCRIPT_PATTERN: RegExp

/** The longest chain of script requests each made after the previous one's answer arrived. */
export function sequentialRoundTrips(loads: readonly ScriptLoad[]): number

/** Page-side: the scripts matching `pattern` from the page's resource timing. */
export function scriptLoadsInPage(pattern: string): ScriptLoad[]
