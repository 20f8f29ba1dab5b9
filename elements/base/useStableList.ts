import { useMemo } from 'react'

/**
 * The same array for as long as its items are the same, however often the caller makes it anew: effects and memos
 * that depend on a list run again only when what it lists changes. For short lists of text without line breaks
 * (types, tokens, ids).
 */
export function useStableList<T extends string>(items: readonly T[]): readonly T[] {
  const key = items.join('\n')
  return useMemo(() => (key ? (key.split('\n') as T[]) : []), [key])
}
