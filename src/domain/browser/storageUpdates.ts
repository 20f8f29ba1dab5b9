/**
 * Updates of localStorage on top of its safe access: values written as JSON, a flag that may fail quietly, a copy of
 * an unreadable value before it is replaced, and following the changes the shop, another tab or this page make.
 * Kept out of storage.ts, which the start-up file carries: only the elements that change or show a cart need them.
 */
import { StorageError } from '../errors'
import { logOnce } from '../../page/logOnce'
import { readJson, readText, storage, STORAGE_CHANGED_EVENT, writeText } from './storage'

/** Suffix of the key under which {@link preserveCorrupt} keeps an unreadable value. */
export const CORRUPT_SUFFIX = '.corrupt'

/** Suffix of the key {@link canWrite} tries: apart from the value itself, which other tabs follow. */
const PROBE_SUFFIX = '.probe'

/** How many kept copies of unreadable values one key may have: a loop of bad writes cannot fill the storage. */
const MAX_CORRUPT_COPIES = 5

/**
 * True when storage takes a write beside `key` now (not blocked, not a sandboxed frame): known before something
 * is done at the server that only a write keeps, e.g. places held for a cart line. Never throws.
 */
export function canWrite(key: string): boolean {
  const store = storage()
  if (!store) return false
  try {
    store.setItem(key + PROBE_SUFFIX, '1')
    store.removeItem(key + PROBE_SUFFIX)
    return true
  } catch {
    return false
  }
}

/**
 * Stores `value` as JSON under `key`.
 * @throws StorageError when the value cannot be serialised, or storage is full or unavailable.
 */
export function writeJson(key: string, value: unknown): void {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch (error) {
    throw new StorageError(key, 'Value cannot be stored', { cause: error })
  }
  if (text === undefined) throw new StorageError(key, 'Value cannot be stored')
  writeText(key, text)
}

/** Writes raw text under `key`; returns false (and reports once) when storage refuses it. Never throws. */
export function writeTextQuietly(key: string, text: string): boolean {
  try {
    writeText(key, text)
    return true
  } catch (error) {
    logOnce(key, error instanceof StorageError ? error.message : `Could not store "${key}"`)
    return false
  }
}

/**
 * Where an unreadable `text` of `key` is kept: `<key>.corrupt`, or when that already keeps another value, the next
 * free `<key>.corrupt.2`, `.3` …, so a second unreadable value never replaces the first copy. Null when `text` is
 * kept already or every copy is taken.
 */
function corruptCopyKey(key: string, text: string): string | null {
  for (let copy = 1; copy <= MAX_CORRUPT_COPIES; copy++) {
    const candidate = key + CORRUPT_SUFFIX + (copy === 1 ? '' : `.${copy}`)
    const kept = readText(candidate)
    if (kept === text) return null
    if (kept === null) return candidate
  }
  return null
}

/**
 * Copies the value under `key` to `<key>.corrupt` (or the next free copy) when it is not parseable JSON, or when
 * `isUsable` rejects the parsed value, so a value about to be replaced is never lost silently. Returns true when a
 * copy was made. Never throws; a failed copy is reported on the console.
 */
export function preserveCorrupt(key: string, isUsable?: (value: unknown) => boolean): boolean {
  const text = readText(key)
  if (text === null) return false
  const read = readJson(key)
  if (read.ok && (!isUsable || isUsable(read.value))) return false
  const copyKey = corruptCopyKey(key, text)
  if (copyKey === null) return false
  try {
    writeText(copyKey, text)
    return true
  } catch {
    logOnce(key + CORRUPT_SUFFIX, `Could not keep a copy of the unreadable value of "${key}"`)
    return false
  }
}

/**
 * Calls `onChange` with the key whenever localStorage changes, in this page or in another tab (null: another tab
 * cleared all of it). Returns the unsubscribe function.
 */
export function onStorageChange(onChange: (key: string | null) => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.storageArea === null || event.storageArea === storage()) onChange(event.key)
  }
  const fromThisPage = (event: Event) => {
    const key: unknown = (event as CustomEvent<{ key?: unknown }>).detail?.key
    if (typeof key === 'string') onChange(key)
  }
  window.addEventListener('storage', fromOtherTab)
  window.addEventListener(STORAGE_CHANGED_EVENT, fromThisPage)
  return () => {
    window.removeEventListener('storage', fromOtherTab)
    window.removeEventListener(STORAGE_CHANGED_EVENT, fromThisPage)
  }
}
