import { afterEach, describe, expect, it } from 'vitest'
import { addDonation, clearCart } from '../../../src/domain/cart/storedCart'
import { removeKey, STORAGE_CHANGED_EVENT } from '../../../src/domain/browser/storage'
import { onStorageChange, writeJson } from '../../../src/domain/browser/storageUpdates'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'

let unsubscribe: () => void = () => {}
afterEach(() => unsubscribe())

/** The keys reported to a subscriber, in order. */
function follow(): (string | null)[] {
  const seen: (string | null)[] = []
  unsubscribe = onStorageChange((key) => seen.push(key))
  return seen
}

describe('onStorageChange', () => {
  it('reports every key this page writes or removes, as it happens', () => {
    const seen = follow()
    addDonation({ value: 500, campaign_id: 1 }, KEYS)
    writeJson('other', [1])
    localStorage.setItem(KEYS.cart, '{"version":1,"items":[]}')
    clearCart('default', KEYS)
    expect(seen).toEqual([KEYS.donations, 'other', KEYS.cart])
  })

  it('stays silent for a key that was not there to remove', () => {
    const seen = follow()
    removeKey(KEYS.cart)
    expect(seen).toEqual([])
  })

  it("reports another tab's localStorage changes, and a cleared storage as null", () => {
    const seen = follow()
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.cart, storageArea: localStorage }))
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'tab-note', storageArea: sessionStorage }))
    expect(seen).toEqual([KEYS.cart, null])
  })

  it('takes the page event from another script too, and ignores one without a key', () => {
    const seen = follow()
    window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT, { detail: { key: KEYS.cart } }))
    window.dispatchEvent(new CustomEvent(STORAGE_CHANGED_EVENT))
    expect(seen).toEqual([KEYS.cart])
  })

  it('hears nothing after unsubscribing', () => {
    const seen = follow()
    unsubscribe()
    writeJson(KEYS.cart, { version: 1, items: [] })
    expect(seen).toEqual([])
  })
})
