import { useEffect, useMemo, useState } from 'react'
import { cartSnapshotKeys, readCartSnapshot, type CartSnapshot } from '../../domain/cart'
import { onStorageChange } from '../../domain/storageUpdates'
import type { StorageKeys } from '../../domain/storageKeys'
import type { Variant } from '../../domain/urls'

/**
 * The cart and donations of `variant` under `keys`, read now and again whenever one of their keys changes, in this
 * page (a ticket or donation added by another element) or in another tab. Only reads: writes go through the shared
 * storage functions, which announce them.
 */
export function useCart(variant: Variant, keys: StorageKeys): CartSnapshot {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const watched = cartSnapshotKeys(variant, keys)
    return onStorageChange((key) => {
      // A null key means another tab cleared all of storage.
      if (key === null || watched.includes(key)) setVersion((count) => count + 1)
    })
  }, [variant, keys])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when storage changed
  return useMemo(() => readCartSnapshot(variant, keys), [variant, keys, version])
}
