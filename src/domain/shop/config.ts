import { ConfigError } from '../errors'
import { logOnce } from '../../page/logOnce'
import type { JsonAttribute } from '../values/jsonAttribute'
import type { StorageKeys } from './storageKeys'
import type { ShopType, Variant } from './urls'

export type { ShopType, Variant } from './urls'

/** A resolved, valid shop configuration: everything the elements need to call the API and build links. */
export interface ShopConfig {
  /** API base address without trailing slash, http(s) only. */
  apiUrl: string
  /** Sent as X-Shop-Url. */
  shopDomain: string
  locale: string
  /** Base address of the museum's shop, for every link the elements build. */
  shopUrl: string
  /** The cart page and the checkout page of the museum's own site, resolved against the page; null: the shop's own. */
  cartUrl: string | null
  checkoutUrl: string | null
  /** The museum's own ticket page, resolved against the page; null: none named. */
  ticketUrl: string | null
  /** The museum's own voucher page, resolved against the page; null (or absent): the shop's. */
  voucherUrl?: string | null
  shopType: ShopType
  variant: Variant
  /** The localStorage keys every reader and writer uses (defaults with the init element's overrides). */
  storageKeys: StorageKeys
  /** Where public API answers are cached: also in browser storage between page views, or in this page only. */
  cache: CacheMode
  /** The museum's own page for an event, with `{id}` for its id; null: events link to the shop. */
  eventUrl: string | null
  /** The museum's own page for a tour, with `{id}` for its id; null: tours link to the shop. */
  tourUrl: string | null
  /** Timed tickets added to the cart are held on the server while the visitor pays (the init's `hold-places`). */
  holdPlaces: boolean
  /** The museum's terms page (the init's `terms-url`), linked from the checkout's consent; null: none. */
  termsUrl: string | null
  /** The museum's own success page after paying, with `{token}` for the order token; null: the shop's. */
  successUrl?: string | null
  /** The museum's own failure page, with `{message}` for the failure message; null: the shop's. */
  failureUrl?: string | null
}

/** The init elements' `cache` values; anything but 'memory' keeps the default. */
export type CacheMode = 'persistent' | 'memory'

export type ConfigState =
  | { status: 'waiting' }
  | { status: 'ready'; config: ShopConfig }
  /** `locale`: the init element's locale attribute as written, so the error reads in the page's language. */
  | { status: 'error'; error: ConfigError; locale?: string }

/** The raw attributes of an init element (strings or absent). */
export interface InitInput {
  apiUrl?: string | null
  apiDomain?: string | null
  shopDomain?: string | null
  locale?: string | null
  shopUrl?: string | null
  cartUrl?: string | null
  checkoutUrl?: string | null
  ticketUrl?: string | null
  voucherUrl?: string | null
  shopType?: string | null
  variant?: string | null
  /** `storage-keys`: a JSON object of key name → localStorage key. */
  storageKeys?: JsonAttribute
  cache?: string | null
  /** `event-url`: the museum's page for an event, with `{id}` for its id. */
  eventUrl?: string | null
  /** `tour-url`: the museum's page for a tour, with `{id}` for its id. */
  tourUrl?: string | null
  holdPlaces?: boolean | null
  termsUrl?: string | null
  /** `success-url`, `failure-url`: the museum's own pages after paying, with `{token}` and `{message}`. */
  successUrl?: string | null
  failureUrl?: string | null
}

export const DEFAULT_LOCALE = 'de'

/** The embedded elements' last resort for texts: built-in texts fall back to English. */
export const TEXT_FALLBACK_LOCALE = 'en'

/**
 * API hosts of the special museum variant. The rule: the API host name matches one of these. An integrator
 * overrides detection with the init element's `variant` attribute.
 */
export const SPECIAL_VARIANT_HOSTS: readonly RegExp[] = [/^kpb-museum(-staging)?\.gomus\.(de|cloud)$/i]

const LOCALE_PATTERN = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i

/** The locale chain of the shop: attribute, else the stored language, else 'de'. */
export function resolveLocale(
  attribute: string | null | undefined,
  stored: string | null,
): string | ConfigError {
  const candidate = attribute?.trim() || stored?.trim() || DEFAULT_LOCALE
  return LOCALE_PATTERN.test(candidate) ? candidate.toLowerCase().slice(0, 2) : new ConfigError('locale')
}

/**
 * The locale every element shows its texts in, in every state: the configured locale (the chain above); for a
 * configuration error the init element's locale attribute; English before configuration or without an attribute.
 */
export function textLocale(state: ConfigState): string {
  if (state.status === 'ready') return state.config.locale
  return (state.status === 'error' && state.locale) || TEXT_FALLBACK_LOCALE
}

/** Relative addresses (a shop on the same site) resolve against the page. */
export function parseHttpUrl(value: string, base = globalThis.location?.href): URL | null {
  try {
    const url = new URL(value, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * Every address the elements link to or load that the page or the API wrote passes here: an http(s) address (a
 * relative one against `base`), else null with one console line, and the element's default is used. A `javascript:`
 * or other scheme would otherwise become a link React blocks, or a script.
 */
export function checkedAddress(name: string, written: unknown, base?: string): URL | null {
  const address = typeof written === 'string' ? written.trim() : ''
  const url = address ? parseHttpUrl(address, base) : null
  if (address && !url) logOnce(name + address, `${name} "${address}" is no http(s) address: ignored`)
  return url
}

/**
 * An address template with `{id}` as written, when it is an http(s) one; null otherwise. Only its scheme is checked
 * (against any base): it stays as written and resolves where it is followed.
 */
function checkedTemplate(name: string, written: string | null | undefined, part = '{id}'): string | null {
  return written?.includes(part) && checkedAddress(name, written, 'https://a/') ? written.trim() : null
}

/** Detects the special variant from the API address, unless `variant` says otherwise. */
export function resolveVariant(apiUrl: URL, explicit: string | null | undefined): Variant {
  if (explicit === 'special' || explicit === 'default') return explicit
  return SPECIAL_VARIANT_HOSTS.some((pattern) => pattern.test(apiUrl.hostname)) ? 'special' : 'default'
}

/**
 * Turns init attributes into a configuration, or the ConfigError whose message the elements show.
 * `apiDomain` (from <shop-init-domain>) becomes https://<apiDomain>. The locale falls back to the language that
 * `readLanguage` finds under the configured language key.
 */
export function resolveShopConfig(
  input: InitInput,
  storageKeys: StorageKeys,
  readLanguage: (key: string) => string | null,
): ShopConfig | ConfigError {
  const rawApi = input.apiUrl?.trim() || (input.apiDomain?.trim() ? `https://${input.apiDomain.trim()}` : '')
  if (!rawApi) return new ConfigError('api-url')
  const api = parseHttpUrl(rawApi)
  if (!api) return new ConfigError('api-url-invalid')
  const shopDomain = input.shopDomain?.trim()
  if (!shopDomain) return new ConfigError('shop-domain')
  const locale = resolveLocale(input.locale, readLanguage(storageKeys.language))
  if (locale instanceof ConfigError) return locale
  const shopUrl = checkedAddress('shop-url', input.shopUrl)
  return {
    apiUrl: api.toString().replace(/\/+$/, ''),
    shopDomain,
    locale,
    shopUrl: shopUrl ? shopUrl.href : `https://${shopDomain}/`,
    cartUrl: checkedAddress('cart-url', input.cartUrl)?.href ?? null,
    checkoutUrl: checkedAddress('checkout-url', input.checkoutUrl)?.href ?? null,
    ticketUrl: checkedAddress('ticket-url', input.ticketUrl)?.href ?? null,
    voucherUrl: checkedAddress('voucher-url', input.voucherUrl)?.href ?? null,
    shopType: input.shopType === 'second' ? 'second' : 'hash',
    variant: resolveVariant(api, input.variant),
    storageKeys,
    cache: input.cache?.trim().toLowerCase() === 'memory' ? 'memory' : 'persistent',
    // Without {id} every event would lead to one page: such a template is left out, and events link to the shop.
    eventUrl: checkedTemplate('event-url', input.eventUrl),
    tourUrl: checkedTemplate('tour-url', input.tourUrl),
    holdPlaces: input.holdPlaces === true,
    termsUrl: checkedAddress('terms-url', input.termsUrl)?.href ?? null,
    successUrl: checkedTemplate('success-url', input.successUrl, ''),
    failureUrl: checkedTemplate('failure-url', input.failureUrl, ''),
  }
}

/**
 * A console line when `shopUrl` is on another origin than the page: localStorage is per origin, so that shop never
 * sees the donations, flag and language the elements store here, nor do the elements see its cart. Null otherwise.
 */
export function crossOriginWarning(shopUrl: string, pageOrigin: string | undefined): string | null {
  if (!pageOrigin || pageOrigin === 'null') return null
  let shopOrigin: string
  try {
    shopOrigin = new URL(shopUrl).origin
  } catch {
    return null
  }
  if (shopOrigin === pageOrigin) return null
  return (
    `shop-url ${shopOrigin} is another origin than this page (${pageOrigin}): browser storage is per origin, so ` +
    'that shop cannot see the cart, donations, skip flag and language the elements store here'
  )
}
