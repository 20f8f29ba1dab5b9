/**
 * One step of a quantity stepper, for every element that sells a quantity of something (tickets, event dates): the
 * rule is the same wherever the limits come from.
 */

/**
 * The quantity after one step, within `least` (the fewest one booking holds, at least 1) and `max` (the most allowed
 * now). Up from nothing goes to `least`; up beyond `max` stays. Down below `least` goes to nothing; down from above
 * `max` (the limit fell since) goes to `max`.
 */
export function stepWithin(current: number, direction: 'up' | 'down', least: number, max: number): number {
  if (direction === 'up') {
    const target = current < least ? least : current + 1
    return target <= max ? target : current
  }
  const target = Math.min(current - 1, max)
  return target < least ? 0 : target
}
