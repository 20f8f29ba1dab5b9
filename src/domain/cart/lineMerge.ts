/**
 * Adding a line to a stored list that may hold the same line already: the two become one, whoever wrote the stored
 * one (the shop, another element).
 */

/** A quantity as stored by whoever wrote the line: a whole number above 0, else 0. */
export const storedQuantity = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0

/**
 * `items` with `line` put into the first item `isSame` finds, as `merge` combines the two, or appended when none is
 * the same line.
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
  return items.map((item, at) => (at === index ? merged : item))
}
