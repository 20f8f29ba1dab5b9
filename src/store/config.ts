import { createApiClient, type ApiClient } from '../api/client'
import { ConfigError } from '../api/errors'
import { readStoredLanguage } from '../domain/language'
import { resolveShopConfig, type InitInput, type ShopConfig } from '../domain/config'
import { fetchShop } from '../services/shop'
import { fetchQuery } from './query'
import { shopStore } from './shopStore'

const logged = new Set<string>()

/** One console line per distinct configuration problem, however many elements show it. */
function logConfigProblemOnce(message: string): void {
  if (logged.has(message)) return
  logged.add(message)
  console.error(`[museum-shop] ${message}`)
}

let clientCache: { key: string; client: ApiClient } | null = null

/** The API client of a configuration; one instance per (api, shop domain, locale). */
export function apiClientFor(config: ShopConfig): ApiClient {
  const key = `${config.apiUrl}|${config.shopDomain}|${config.locale}`
  if (clientCache?.key !== key) {
    clientCache = {
      key,
      client: createApiClient({
        apiUrl: config.apiUrl,
        shopDomain: config.shopDomain,
        locale: config.locale,
      }),
    }
  }
  return clientCache.client
}

/** Cache key of a request: the configuration it was made with plus the resource. A new locale is a new key. */
export function queryKey(config: ShopConfig, resource: string): string {
  return `${config.apiUrl}|${config.shopDomain}|${config.locale}|${resource}`
}

/** Starts (or joins) loading the shop object. */
export function loadShop(config: ShopConfig) {
  return fetchQuery(queryKey(config, 'shop'), () => fetchShop(apiClientFor(config)))
}

function sameConfig(a: ShopConfig, b: ShopConfig): boolean {
  return (Object.keys(a) as (keyof ShopConfig)[]).every((key) => a[key] === b[key])
}

/**
 * Called by the init elements with their attributes: resolves the configuration once (locale chain, variant, shop type),
 * stores it for every element of the page and starts loading the shop. A problem becomes the error state every element
 * shows, plus one console line. Never throws.
 */
export function configureShop(input: InitInput): void {
  const resolved = resolveShopConfig(input, readStoredLanguage())
  if (resolved instanceof ConfigError) {
    logConfigProblemOnce(resolved.message)
    shopStore.setState({ config: { status: 'error', error: resolved, locale: input.locale?.trim() || 'en' } })
    return
  }
  const current = shopStore.getState().config
  if (current.status !== 'ready' || !sameConfig(current.config, resolved)) {
    shopStore.setState({ config: { status: 'ready', config: resolved } })
  }
  loadShop(resolved).catch(() => {
    // The error is in the store; elements show it.
  })
}

/** When the page has elements but no init element at all, every element shows the configuration error. */
export function reportMissingInitElement(): void {
  if (shopStore.getState().config.status !== 'waiting') return
  const error = new ConfigError('no-init-element')
  logConfigProblemOnce(`${error.message} (no <shop-init> or <shop-init-domain> element on the page)`)
  shopStore.setState({ config: { status: 'error', error, locale: 'en' } })
}

/** Forget logged problems (tests only). */
export function resetConfigLog(): void {
  logged.clear()
  clientCache = null
}
