import { useEffect, useState } from 'react'
import type { StorageError } from '../../api/errors'
import {
  readCart,
  readDonations,
  STORAGE_KEYS,
  type CartSummaryItem,
  type StoredDonation,
} from '../../domain/cart'
import type { Variant } from '../../domain/urls'

/** What the buyer is paying for, read from storage at one moment. */
export interface CartSnapshot {
  items: CartSummaryItem[]
  donations: StoredDonation[]
  /** The first storage problem (cart before donations); when set, nothing may be paid. */
  problem: StorageError | null
}

/** Reads cart and donations of `variant` now. Never throws. */
export function readCartSnapshot(variant: Variant): CartSnapshot {
  const cart = readCart(variant)
  const donations = readDonations()
  return { items: cart.items, donations: donations.items, problem: cart.problem ?? donations.problem }
}

const WATCHED_KEYS: readonly string[] = [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.specialTickets,
  STORAGE_KEYS.specialMerchandise,
  STORAGE_KEYS.donations,
]

/**
 * The cart snapshot of `variant`, read once and again when another tab changes the cart (the `storage` event), so
 * the element never asks to pay for a cart that no longer exists. The caller keys the component by variant.
 */
export function useCartSnapshot(variant: Variant): CartSnapshot {
  const [snapshot, setSnapshot] = useState(() => readCartSnapshot(variant))
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all of storage.
      if (event.key === null || WATCHED_KEYS.includes(event.key)) setSnapshot(readCartSnapshot(variant))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [variant])
  return snapshot
}
