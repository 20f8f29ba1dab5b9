/**
 * Adding a line to a stored list that may hold the same line already: the two become one, whoever wrote the stored
 * one (the shop, another element).
 */
import { count } from './formats'

/**
 * A quantity or id as stored by whoever wrote the line: a whole number above 0, given as a number or as its digits;
 * null for anything else (a line with it is not understood, so it is never merged into or overwritten).
 */
export function storedQuantity(value: unknown): number | null {
  const parsed = count.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * `items` with `line` put into the first item `isSame` finds, as `merge` combines the two, or appended when none is
 * the same line. A found item `merge` cannot read (it answers null) stays untouched and the line is appended.
 */
export function withMergedLine(
  items: readonly unknown[],
  line: unknown,
  isSame: (item: unknown) => boolean,
  merge: (found: object) => unknown,
): unknown[] {
  const index = items.findIndex(isSame)
  const found = items[index]
  if (index < 0 || typeof found !== 'object' || found === null) return [...items, line]
  const merged = merge(found)
  if (merged === null) return [...items, line]
  return items.map((item, at) => (at === index ? merged : item))
}
