import { useEffect, useMemo, useState } from 'react'
import { onStorageChange } from '../../../src/domain/browser/storageUpdates'
import { couponsKey, readCoupons, type StoredCoupons } from '../../../src/domain/cart/coupons'
import type { ShopConfig } from '../../../src/domain/shop/config'

/** The codes kept beside the cart, read now and again whenever they change, in this page or in another tab. */
export function useStoredCoupons(config: ShopConfig): StoredCoupons {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    const key = couponsKey(config.storageKeys)
    return onStorageChange((changed) => {
      if (changed === null || changed === key) setVersion((count) => count + 1)
    })
  }, [config.storageKeys])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says when storage changed
  return useMemo(() => readCoupons(config.storageKeys), [config.storageKeys, version])
}
