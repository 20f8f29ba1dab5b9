/**
 * The last look before a tour goes into the cart: the day's times and the price are asked again (no cache) and the
 * booking is held against them. When it no longer fits, nothing is written and the element says what changed.
 */
import { participantLimit } from './booking'
import type { TourTime } from './types'

export type TourRecheck =
  | { status: 'ok'; time: TourTime }
  | {
      status: 'changed'
      /** 'gone': the time is no longer offered; 'full': no room left; 'fewer': fewer than chosen; 'price': it costs another amount. */
      change: 'gone' | 'full' | 'fewer' | 'price'
      /** The most participants that can book now. */
      left: number
      /** What the booking costs now. */
      totalCents: number
    }

/**
 * Holds `participants` at `startTime` against the fresh `times`, and the shown total against the fresh one.
 */
export function recheckTour(
  times: readonly TourTime[],
  startTime: string,
  participants: number,
  shownCents: number,
  freshCents: number,
): TourRecheck {
  const time = times.find((candidate) => candidate.startTime === startTime)
  if (!time) return { status: 'changed', change: 'gone', left: 0, totalCents: freshCents }
  const { least, max } = participantLimit(time)
  if (max < least) return { status: 'changed', change: 'full', left: 0, totalCents: freshCents }
  if (participants > max) return { status: 'changed', change: 'fewer', left: max, totalCents: freshCents }
  if (freshCents !== shownCents)
    return { status: 'changed', change: 'price', left: max, totalCents: freshCents }
  return { status: 'ok', time }
}
