import { ConfigError } from '../domain/errors'
import { readStoredLanguage } from '../domain/browser/language'
import { firstTime, logOnce } from '../page/logOnce'
import { crossOriginWarning, resolveShopConfig, type InitInput, type ShopConfig } from '../domain/shop/config'
import { misplacedCartHint } from '../domain/cart/storageChecks'
import { resolveStorageKeys, sameStorageKeys } from '../domain/shop/storageKeys'
import { SHOP_REQUEST } from '../services/requests'
import { apiQuery } from './apiQuery'
import { fetchQuery } from './query'
import { shopStore } from './shopStore'

/** Once per page, on the first valid configuration: is the shop on this origin, and is its cart where we look? */
function checkStorageContractOnce(config: ShopConfig): void {
  if (!firstTime('storage-contract')) return
  const here = globalThis.location?.origin
  // A museum whose cart and checkout pages are its own sells on this origin: a shop elsewhere loses nothing.
  const ownPages = [config.cartUrl, config.checkoutUrl].every((url) => url && new URL(url).origin === here)
  const warning = ownPages ? null : crossOriginWarning(config.shopUrl, here)
  if (warning) logOnce(warning, warning)
  const hint = misplacedCartHint(config)
  if (hint) logOnce(hint, hint)
}

/** Starts (or joins) loading the shop object. */
export function loadShop(config: ShopConfig) {
  return fetchQuery(apiQuery(config, SHOP_REQUEST))
}

function sameConfig(a: ShopConfig, b: ShopConfig): boolean {
  return (Object.keys(a) as (keyof ShopConfig)[]).every((key) =>
    key === 'storageKeys' ? sameStorageKeys(a.storageKeys, b.storageKeys) : a[key] === b[key],
  )
}

/**
 * Called by the init elements with their attributes: resolves the configuration once (locale chain, variant, shop type),
 * stores it for every element of the page and starts loading the shop. A problem becomes the error state every element
 * shows, plus one console line. Never throws.
 */
export function configureShop(input: InitInput): void {
  // The keys first: the locale chain reads the stored language under the configured key.
  const storage = resolveStorageKeys(input.storageKeys)
  if (storage.problem) logOnce(storage.problem, storage.problem)
  const resolved = resolveShopConfig(input, storage.keys, readStoredLanguage)
  if (resolved instanceof ConfigError) {
    logOnce(resolved.message, resolved.message, 'error')
    shopStore.setState({ config: { status: 'error', error: resolved, locale: input.locale?.trim() } })
    return
  }
  checkStorageContractOnce(resolved)
  // The shop's request goes first: the navs waiting for the configuration start their listings' when it is stored.
  loadShop(resolved).catch(() => {
    // The error is in the store; elements show it.
  })
  const current = shopStore.getState().config
  if (current.status !== 'ready' || !sameConfig(current.config, resolved)) {
    shopStore.setState({ config: { status: 'ready', config: resolved } })
  }
}

/** When the page has elements but no init element at all, every element shows the configuration error. */
export function reportMissingInitElement(): void {
  if (shopStore.getState().config.status !== 'waiting') return
  const error = new ConfigError('no-init-element')
  const line = `${error.message} (no <shop-init> or <shop-init-domain> element on the page)`
  logOnce(line, line, 'error')
  shopStore.setState({ config: { status: 'error', error } })
}
