/**
 * Lists read from the API name an item once. Overlapping pages (the catalogue changed between two page requests) or
 * a careless server can name one twice; shown twice, one choice would set both and double what is ordered.
 */
import { fieldOf } from './fieldOf'

/** An item's id as text, so that `5` and `"5"` are one id; null for an item without a usable id. */
export function idKeyOf(item: unknown): string | null {
  const id = fieldOf(item, 'id')
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null
}

/** `items` with each id once, the first of each kept in place; items without an id are kept as they are. */
export function uniqueById<T>(items: readonly T[], idOf: (item: T) => unknown = idKeyOf): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const id = idOf(item)
    if (id === null || id === undefined) return true
    const key = String(id)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
