/**
 * Safe access to localStorage. Storage can be disabled (privacy modes, sandboxed frames: the getter itself
 * throws), full, or hold values another script wrote; none of that may throw into the host page on read.
 */
import { StorageError } from '../errors'

/** Why a stored value could not be read. */
export type ReadFailure = 'missing' | 'corrupt' | 'unavailable'

/** Outcome of {@link readJson}. */
export type ReadResult = { ok: true; value: unknown } | { ok: false; reason: ReadFailure }

/** The page's localStorage, or null where the browser refuses it. */
export function storage(): Storage | null {
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
