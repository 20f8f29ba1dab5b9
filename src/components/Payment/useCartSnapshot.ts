import { useEffect, useState } from 'react'
import type { StorageError } from '../../domain/errors'
import { readCart, readDonations, type CartSummaryItem, type StoredDonation } from '../../domain/cart'
import { cartKeyNames, type StorageKeys } from '../../domain/storageKeys'
import type { Variant } from '../../domain/urls'

/** What the buyer is paying for, read from storage at one moment. */
export interface CartSnapshot {
  items: CartSummaryItem[]
  donations: StoredDonation[]
  /** The first storage problem (cart before donations); when set, nothing may be paid. */
  problem: StorageError | null
}

/** Reads cart and donations of `variant` under `keys` now. Never throws. */
export function readCartSnapshot(variant: Variant, keys: StorageKeys): CartSnapshot {
  const cart = readCart(variant, keys)
  const donations = readDonations(keys)
  return { items: cart.items, donations: donations.items, problem: cart.problem ?? donations.problem }
}

/**
 * The cart snapshot of `variant`, read once and again when another tab changes the cart (the `storage` event), so
 * the element never asks to pay for a cart that no longer exists. The caller keys the component by variant and keys.
 */
export function useCartSnapshot(variant: Variant, keys: StorageKeys): CartSnapshot {
  const [snapshot, setSnapshot] = useState(() => readCartSnapshot(variant, keys))
  useEffect(() => {
    const watched = [...cartKeyNames(variant), 'donations' as const].map((name) => keys[name])
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (event.key === null || watched.includes(event.key)) setSnapshot(readCartSnapshot(variant, keys))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [variant, keys])
  return snapshot
}
