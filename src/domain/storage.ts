/**
 * Safe access to localStorage. Storage can be disabled (privacy modes, sandboxed frames: the getter itself
 * throws), full, or hold values another script wrote; none of that may throw into the host page on read.
 */
import { StorageError } from './errors'
import { logOnce } from './logOnce'

/** Why a stored value could not be read. */
export type ReadFailure = 'missing' | 'corrupt' | 'unavailable'

/** Outcome of {@link readJson}. */
export type ReadResult = { ok: true; value: unknown } | { ok: false; reason: ReadFailure }

/** Suffix of the key under which {@link preserveCorrupt} keeps an unreadable value. */
export const CORRUPT_SUFFIX = '.corrupt'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  )
}

/**
 * Sent on `window` after this page changed a localStorage key (detail: `{ key }`): the browser's `storage` event
 * reaches only other tabs, and readers in this page (the cart link) follow a donation added here too.
 */
export const STORAGE_CHANGED_EVENT = 'shop-storage-changed'

// dispatchEvent reports a throwing listener to the page instead of throwing: the write has succeeded either way.
function announce(key: string): void {
  window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT, { detail: { key } }))
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

/** The raw text stored under `key`, or null when it is missing or storage is unavailable. */
export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/**
 * Writes raw text under `key`.
 * @throws StorageError when storage is full or unavailable.
 */
export function writeText(key: string, text: string): void {
  const store = storage()
  if (!store) throw new StorageError(key, 'Browser storage is not available')
  try {
    store.setItem(key, text)
  } catch (error) {
    const message = isQuotaError(error) ? 'Browser storage is full' : 'Browser storage is not available'
    throw new StorageError(key, message, { cause: error })
  }
  announce(key)
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

/** Reads and parses the JSON stored under `key`. Never throws. */
export function readJson(key: string): ReadResult {
  const store = storage()
  if (!store) return { ok: false, reason: 'unavailable' }
  let text: string | null
  try {
    text = store.getItem(key)
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (text === null) return { ok: false, reason: 'missing' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'corrupt' }
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

/** Every key stored on this origin; none when storage is unavailable. Never throws. */
export function storedKeys(): string[] {
  try {
    const store = storage()
    if (!store) return []
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key !== null)
  } catch {
    return []
  }
}

/** Removes `key`. Never throws. */
export function removeKey(key: string): void {
  try {
    const store = storage()
    if (!store || store.getItem(key) === null) return
    store.removeItem(key)
  } catch {
    // Storage is unavailable: there is nothing to remove.
    return
  }
  announce(key)
}

/**
 * Copies the value under `key` to `<key>.corrupt` when it is not parseable JSON, or when `isUsable` rejects
 * the parsed value, so a value about to be replaced is never lost silently. Returns true when a copy was made.
 * Never throws; a failed copy is reported on the console.
 */
export function preserveCorrupt(key: string, isUsable?: (value: unknown) => boolean): boolean {
  const text = readText(key)
  if (text === null) return false
  const read = readJson(key)
  if (read.ok && (!isUsable || isUsable(read.value))) return false
  try {
    writeText(key + CORRUPT_SUFFIX, text)
    return true
  } catch {
    logOnce(key + CORRUPT_SUFFIX, `Could not keep a copy of the unreadable value of "${key}"`)
    return false
  }
}
