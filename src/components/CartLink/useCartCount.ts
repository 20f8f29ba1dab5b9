import { useEffect, useState } from 'react'
import { cartSnapshotKeys, countCart, readCartSnapshot, type CartCount } from '../../domain/cart'
import { onStorageChange } from '../../domain/storage'
import type { StorageKeys } from '../../domain/storageKeys'
import type { Variant } from '../../domain/urls'

/** Reads the cart as the checkout does; an unreadable one was reported once on the console by the read. */
const readCount = (variant: Variant, keys: StorageKeys) => countCart(readCartSnapshot(variant, keys))

/**
 * The count and total of the cart of `variant` under `keys` (null: empty or unreadable), read now and again whenever
 * one of its keys changes, in this page (a donation added) or in another tab. Only reads. The caller keys the
 * component by variant and keys.
 */
export function useCartCount(variant: Variant, keys: StorageKeys): CartCount | null {
  const [count, setCount] = useState(() => readCount(variant, keys))
  useEffect(() => {
    const watched = cartSnapshotKeys(variant, keys)
    return onStorageChange((key) => {
      // A null key means another tab cleared all of storage.
      if (key === null || watched.includes(key)) setCount(readCount(variant, keys))
    })
  }, [variant, keys])
  return count
}
