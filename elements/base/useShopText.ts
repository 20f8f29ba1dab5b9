import { shopCurrency } from '../../src/api/schemas/shop'
import type { Translator } from '../../src/domain/messages/translations'
import type { ShopConfig } from '../../src/domain/shop/config'
import { useShopContext } from './useShopContext'

/** What every component that says something needs: the text function, its locale and the shop's currency. */
export interface ShopText {
  t: Translator
  locale: string
  currency: string
}

/**
 * The element's text function, locale and currency (the shop's, once it is there), from its root: components read
 * them here instead of having them handed down. Apart from the shop context, so the start-up file does not carry it.
 */
export function useShopText(): ShopText {
  const context = useShopContext()
  const shop = context.status === 'ready' ? context.shop : undefined
  return { t: context.t, locale: context.locale, currency: shopCurrency(shop) }
}

/**
 * The element's configuration, for the components an element draws once it is configured (its top component checked
 * the status and shows the waiting and error states itself). Reached earlier, it is a programming error: the element
 * root's boundary shows it as the element's failure.
 */
export function useShopConfig(): ShopConfig {
  const context = useShopContext()
  if (context.status === 'loading' || context.status === 'ready') return context.config
  throw new Error(`<shop-…> drew a configured part while ${context.status}`)
}
