/**
 * The fake API's knob for the tours: participants left that change between two calls (a time that fills while the
 * visitor chooses). Slow and failing tour calls use the general knobs for `tours`, which cover every tour call.
 * Part of the knobs of `knobs.ts`, which applies them.
 */
import type { TourPlacesChange } from './fixtures/tourTimes'

export interface TourKnobs {
  /** Applied to every later times answer of every tour and day; push one between two calls to change a time. */
  tourChanges: TourPlacesChange[]
}

export function tourDefaults(): TourKnobs {
  return { tourChanges: [] }
}

/** `tourLeft=12:00:0` (time : participants left) onto `knobs`; entries it cannot read are skipped with a warning. */
export function applyTourQuery(params: URLSearchParams, knobs: TourKnobs): void {
  for (const entry of (params.get('tourLeft') ?? '').split(',').filter(Boolean)) {
    const match = /^(\d{2}:\d{2}):(\d+)$/.exec(entry)
    if (match) knobs.tourChanges.push({ time: match[1] ?? '', bookable: Number(match[2]) })
    else console.warn(`[fake api] ignored tourLeft=${entry}: expected <HH:MM>:<participants left>`)
  }
}
