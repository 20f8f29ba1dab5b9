import { useLayoutEffect } from 'react'
import type { JsonAttribute } from '../../domain/jsonAttribute'
import { configureShop } from '../../store/config'

/** Attributes of the init elements; all optional, validated by the store. */
export interface ShopInitProps {
  /** Base address of the v4 API (<shop-init>). */
  apiUrl?: string
  /** API host; the address becomes https://<apiDomain> (<shop-init-domain>). */
  apiDomain?: string
  /** Sent as X-Shop-Url. */
  shopDomain?: string
  /** Language; see the locale chain in the README. */
  locale?: string
  /** Where the museum's shop lives, for links (default https://<shopDomain>). */
  shopUrl?: string
  /** 'hash' (default) or 'second'. */
  shopType?: string
  /** Force 'default' or 'special'; otherwise detected from the API address. */
  variant?: string
  /** `storage-keys`: localStorage keys to use instead of the defaults, e.g. `{"cart":"shopCart"}`. */
  storageKeys?: JsonAttribute
}

/**
 * Configures the page's shop from its attributes and starts loading shop data. Renders nothing: the other elements
 * show data, or the configuration error, themselves. Runs again when an attribute changes (e.g. the CMS switches the
 * locale), which reloads data for the new locale.
 */
export function ShopInit({
  apiUrl,
  apiDomain,
  shopDomain,
  locale,
  shopUrl,
  shopType,
  variant,
  storageKeys,
}: ShopInitProps) {
  useLayoutEffect(() => {
    configureShop({ apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys })
  }, [apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys])
  return null
}
