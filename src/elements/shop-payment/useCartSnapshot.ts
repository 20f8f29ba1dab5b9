import { useEffect, useState } from 'react'
import { cartSnapshotKeys, readCartSnapshot, type CartSnapshot } from '../../domain/cart'
import type { StorageKeys } from '../../domain/storageKeys'
import type { Variant } from '../../domain/urls'

export type { CartSnapshot } from '../../domain/cart'

/**
 * The cart snapshot of `variant`, read once and again when another tab changes the cart (the `storage` event), so
 * the element never asks to pay for a cart that no longer exists. The caller keys the component by variant and keys.
 */
export function useCartSnapshot(variant: Variant, keys: StorageKeys): CartSnapshot {
  const [snapshot, setSnapshot] = useState(() => readCartSnapshot(variant, keys))
  useEffect(() => {
    const watched = cartSnapshotKeys(variant, keys)
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (event.key === null || watched.includes(event.key)) setSnapshot(readCartSnapshot(variant, keys))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [variant, keys])
  return snapshot
}
