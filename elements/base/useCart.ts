import { useEffect, useMemo, useState } from 'react'
import { cartSnapshotKeys, readCartSnapshot, type CartSnapshot } from '../../src/domain/cart/storedCart'
import { onStorageChange } from '../../src/domain/browser/storageUpdates'
import type { StorageKeys } from '../../src/domain/shop/storageKeys'
import type { Variant } from '../../src/domain/shop/urls'

/**
 * The cart and donations of `variant` under `keys`, read now and again whenever one of their keys changes, in this
 * page (a ticket or donation added by another element, a line changed in the cart) or in another tab. Only reads:
 * writes go through the shared storage functions, which announce them. While `held` the snapshot stays the one shown
 * (a payment under way pays for the cart it showed, and the cart emptied after it must not blank the page before it
 * leaves); changes made meanwhile are read when `held` ends.
 */
export function useCart(variant: Variant, keys: StorageKeys, held = false): CartSnapshot {
  const [version, setVersion] = useState(0)
  const [shownVersion, setShownVersion] = useState(0)
  useEffect(() => {
    const watched = cartSnapshotKeys(variant, keys)
    return onStorageChange((key) => {
      // A null key means another tab cleared all of storage.
      if (key === null || watched.includes(key)) setVersion((count) => count + 1)
    })
  }, [variant, keys])
  // Adjusted while rendering, so a change shows in the same render that notices it.
  if (!held && shownVersion !== version) setShownVersion(version)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shownVersion` says when storage changed
  return useMemo(() => readCartSnapshot(variant, keys), [variant, keys, shownVersion])
}
