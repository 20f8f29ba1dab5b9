import { useEffect, useLayoutEffect } from 'react'
import { configureShop } from '../../store/config'
import { debugInAddress, startAnalytics, startDiagnostics } from './optIns'
import type { ElementProps } from '../common/attributes'
import { SHOP_INIT, SHOP_INIT_DOMAIN } from './initElements'

/** Attributes of either init element (each has one of `apiUrl`, `apiDomain`); all optional, validated by the store. */
export type ShopInitProps = Partial<ElementProps<typeof SHOP_INIT> & ElementProps<typeof SHOP_INIT_DOMAIN>>

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
  cache,
  analytics,
  debug,
}: ShopInitProps) {
  useLayoutEffect(() => {
    configureShop({ apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys, cache })
  }, [apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys, cache])
  // Opt-ins load their code only when asked for, once per page.
  useEffect(() => startAnalytics(analytics), [analytics])
  const diagnose = debug === true || debugInAddress()
  useEffect(() => {
    if (!diagnose) return
    const input = { apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys, cache }
    startDiagnostics(apiDomain !== undefined ? SHOP_INIT_DOMAIN.tag : SHOP_INIT.tag, input)
  }, [diagnose, apiUrl, apiDomain, shopDomain, locale, shopUrl, shopType, variant, storageKeys, cache])
  return null
}
