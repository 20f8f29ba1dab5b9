import { useEffect, useMemo, useState } from 'react'
import {
  cartSnapshotKeys,
  readCartSnapshot,
  type CartSnapshot,
  type CartSummaryItem,
} from '../../domain/cart'
import { splitPastTicketLines } from '../../domain/tickets/cartLines'
import { museumNow } from '../../domain/tickets/wallClock'
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

/**
 * The snapshot as the checkout shows it: tickets whose time has passed cannot be ordered, so they are taken out of
 * the cart (`past`), to be named and left out of the summary and the order.
 */
export function useCheckoutCart(
  variant: Variant,
  keys: StorageKeys,
): { cart: CartSnapshot; past: CartSummaryItem[] } {
  const stored = useCartSnapshot(variant, keys)
  return useMemo(() => {
    const { current, past } = splitPastTicketLines(stored.items, museumNow())
    return { cart: { ...stored, items: current }, past }
  }, [stored])
}
