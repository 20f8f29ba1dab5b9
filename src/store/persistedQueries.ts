/**
 * The request cache's second layer: public API answers kept in the visitor's localStorage with their fetch time, so
 * the next page view of the museum's site shows them before any request. Only what a caller marks persistent is kept
 * (the shop and the nav listings: never a call with login headers, never orders). Entries are disposable: one that
 * cannot be read, is of another format or names another shop, API or locale counts as absent and is overwritten.
 * Storage that is blocked or full leaves the memory cache alone doing the work. Nothing here throws.
 */
import type * as z from 'zod/mini'
import { logOnce } from '../page/logOnce'
import { readJson, readText, removeKey, storedKeys, writeText } from '../domain/browser/storage'
import { QUERY_CACHE_PREFIX } from '../domain/shop/storageKeys'

/** Our format version: a new entry shape gets a new number, and older entries are dropped on the next write. */
export const PERSISTED_FORMAT = 1

/** At most this many characters (keys and values) over all our entries: the site's own data needs room too. */
export const PERSISTED_MAX_CHARS = 300_000

/** At most this many entries (one per shop, locale and resource). */
export const PERSISTED_MAX_ENTRIES = 24

const CURRENT_PREFIX = `${QUERY_CACHE_PREFIX}v${PERSISTED_FORMAT}|`

/** The configuration an answer belongs to: another API, shop domain or locale never sees it. */
export interface PersistScope {
  apiUrl: string
  shopDomain: string
  locale: string
}

/** Where one request's answer is kept, and the schema its network answer is validated with (used again on reading). */
export interface PersistedQuery<T> {
  readonly storageKey: string
  readonly schema: z.ZodMiniType<T>
}

/**
 * One stored entry. `at` comes first, so eviction reads the fetch time without parsing the data; `key` repeats the
 * storage key (format, API, shop domain, locale, resource), so an entry copied or written under another key is foreign.
 */
interface Entry {
  at: number
  key: string
  data: unknown
}

export function persistedQuery<T>(
  scope: PersistScope,
  resource: string,
  schema: z.ZodMiniType<T>,
): PersistedQuery<T> {
  return {
    storageKey: `${CURRENT_PREFIX}${scope.apiUrl}|${scope.shopDomain}|${scope.locale}|${resource}`,
    schema,
  }
}

/** The kept answer and its fetch time (ms), validated like a network answer; null when there is none usable. */
export function readPersisted<T>(
  query: PersistedQuery<T>,
  now = Date.now(),
): { data: T; fetchedAt: number } | null {
  const read = readJson(query.storageKey)
  const entry = (read.ok ? read.value : null) as Partial<Entry> | null
  // A fetch time ahead of the clock would keep an entry fresh for ever.
  if (entry?.key !== query.storageKey || typeof entry.at !== 'number' || entry.at > now) return null
  const parsed = query.schema.safeParse(entry.data)
  return parsed.success ? { data: parsed.data, fetchedAt: entry.at } : null
}

/** The fetch time at the start of an entry's text; 0 (oldest, evicted first) when it is not ours. */
function fetchedAtOf(text: string): number {
  const match = /^\{"at":(\d+),/.exec(text)
  return match ? Number(match[1]) : 0
}

/**
 * Removes our entries of older formats, then the oldest of the others until `incoming` characters fit under both
 * caps. `ownKey` is the entry about to be replaced: its size does not count.
 */
function makeRoom(ownKey: string, incoming: number): void {
  const kept: { key: string; size: number; at: number }[] = []
  for (const key of storedKeys()) {
    if (!key.startsWith(QUERY_CACHE_PREFIX) || key === ownKey) continue
    if (!key.startsWith(CURRENT_PREFIX)) {
      removeKey(key)
      continue
    }
    const text = readText(key) ?? ''
    kept.push({ key, size: key.length + text.length, at: fetchedAtOf(text) })
  }
  kept.sort((a, b) => a.at - b.at)
  let total = incoming + kept.reduce((sum, entry) => sum + entry.size, 0)
  let count = kept.length + 1
  for (const entry of kept) {
    if (total <= PERSISTED_MAX_CHARS && count <= PERSISTED_MAX_ENTRIES) return
    removeKey(entry.key)
    total -= entry.size
    count -= 1
  }
}

/** Keeps `data`, fetched at `fetchedAt`, for later page views. Storage that refuses it costs one console line. */
export function writePersisted<T>(query: PersistedQuery<T>, data: T, fetchedAt: number): void {
  const { storageKey } = query
  const entry: Entry = { at: fetchedAt, key: storageKey, data }
  const text = JSON.stringify(entry)
  if (storageKey.length + text.length > PERSISTED_MAX_CHARS) {
    // Too big to keep: an older, smaller answer under the key must not be shown instead of it.
    removeKey(storageKey)
    return
  }
  makeRoom(storageKey, storageKey.length + text.length)
  try {
    writeText(storageKey, text)
  } catch {
    logOnce(
      QUERY_CACHE_PREFIX,
      'Browser storage is blocked or full: API answers are cached for this page only',
    )
  }
}
