import { useMemo, useSyncExternalStore } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { Country } from '../../src/domain/personalization/choices'
import { orderToken } from '../../src/domain/personalization/orderToken'
import type { AnnualOrder } from '../../src/domain/personalization/types'
import { ANNUAL_ORDER_REQUEST, COUNTRIES_REQUEST } from '../../src/services/personalization'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import type { QueryState } from '../../src/store/shopStore'

/** Hash routes change the address without a page load: the token is read again after each change. */
function followAddress(onChange: () => void): () => void {
  addEventListener('hashchange', onChange)
  addEventListener('popstate', onChange)
  return () => {
    removeEventListener('hashchange', onChange)
    removeEventListener('popstate', onChange)
  }
}

const addressNow = () => location.href

/** The order token, read again when the page address changes. */
export function useOrderToken(attribute: string | undefined): string | null {
  return orderToken(attribute, useSyncExternalStore(followAddress, addressNow))
}

/** The order's annual ticket sales (undefined while there is no token). */
export function useAnnualOrder(
  config: ShopConfig,
  token: string | null,
): QueryState<AnnualOrder> | undefined {
  return useQuery(
    useMemo(() => (token ? apiQuery(config, ANNUAL_ORDER_REQUEST, { token }) : null), [config, token]),
  )
}

/** The countries a holder may live in: loading, loaded, or failed (the form then offers Germany alone). */
export function useCountries(config: ShopConfig): QueryState<Country[]> | undefined {
  return useQuery(useMemo(() => apiQuery(config, COUNTRIES_REQUEST), [config]))
}
