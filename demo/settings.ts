/**
 * The demo's settings. Two kinds: switches (locale, mobile nav, shop type, analytics, payment methods) stored in
 * localStorage, and the fake API's knobs plus `paypalClientId`, which live in the page's query because the fake API
 * reads them at start.
 */
import { DEFAULT_STORAGE_KEYS } from '../src/domain/shop/storageKeys'
import type { DemoPaymentMethods } from './paymentMethods'

/**
 * The demo museum's shop configuration, as on every page's `<shop-init>`. The pages set no `storage-keys`, so the
 * stand-in shop shares the default keys with the elements.
 */
export const DEMO_SHOP = {
  apiUrl: 'https://demo-museum.gomus.de',
  shopDomain: 'shop.demo-museum.de',
  shopUrl: '/demo/shop/',
  storageKeys: DEFAULT_STORAGE_KEYS,
} as const

export type DemoLocale = 'de' | 'en'
export type DemoShopType = 'hash' | 'second'

/** The control panel's switches: live, except the payment methods, which the next page load applies. */
export interface DemoSettings {
  locale: DemoLocale
  mobile: boolean
  shopType: DemoShopType
  /** `analytics="datalayer"` on the init element: GA4 e-commerce events in `window.dataLayer`. */
  analytics: boolean
  /** Which payment methods the checkout offers with the SDK doubles (applied when the page loads). */
  paymentMethods: DemoPaymentMethods
}

/** Demo-only key for the switches the shop itself does not store (the locale uses the shop's `lang` key). */
export const SETTINGS_KEY = 'museum-demo.settings'

/**
 * Query parameters that belong to the demo (fake API knobs, see test/msw/knobs.ts, `paypalClientId`, and the
 * elements' own `shop-debug`). They are carried along when navigating between demo pages; all other parameters
 * belong to the page (e.g. `token`).
 */
export const DEMO_QUERY_PARAMS = [
  'latency',
  'slow',
  'fail',
  'perPage',
  'orderError',
  'captureStatus',
  'errorBody',
  'rejectPerPage',
  'busy',
  'retryAfter',
  'busyTimes',
  'rotateAuth',
  'captureFault',
  'detailsStatus',
  'enrollment',
  'authentication',
  'ticketDay',
  'availability',
  'places',
  'seats',
  'tourLeft',
  'ticketPrice',
  'refuseHolds',
  'holdSeconds',
  'holdLimitSeconds',
  'fixtures',
  'paypalClientId',
  'shop-debug',
] as const

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function storeText(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage disabled: the switch still works for this page.
  }
}

/** The stored switches, with defaults for anything missing or unreadable. */
export function readSettings(): DemoSettings {
  let stored: Partial<Record<keyof DemoSettings, unknown>> = {}
  try {
    const parsed: unknown = JSON.parse(storedText(SETTINGS_KEY) ?? '{}')
    if (typeof parsed === 'object' && parsed !== null) stored = parsed
  } catch {
    // Unreadable: defaults.
  }
  return {
    // The shop may have stored it JSON-quoted ('"en"'), see src/domain/browser/language.ts.
    locale: storedText(DEMO_SHOP.storageKeys.language)?.replace(/"/g, '').startsWith('en') ? 'en' : 'de',
    mobile: stored.mobile === true,
    shopType: stored.shopType === 'second' ? 'second' : 'hash',
    analytics: stored.analytics === true,
    paymentMethods: stored.paymentMethods === 'all' ? 'all' : 'typical',
  }
}

/** Stores the switches; the locale under the shop's own language key, like a real shop would. */
export function saveSettings(settings: DemoSettings): void {
  storeText(DEMO_SHOP.storageKeys.language, settings.locale)
  storeText(
    SETTINGS_KEY,
    JSON.stringify({
      mobile: settings.mobile,
      shopType: settings.shopType,
      analytics: settings.analytics,
      paymentMethods: settings.paymentMethods,
    }),
  )
}

/** The demo's parameters of a query (default: the current page's), without the page's own. */
export function demoQuery(search: string = window.location.search): URLSearchParams {
  const all = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of DEMO_QUERY_PARAMS) {
    const value = all.get(name)
    if (value !== null) kept.set(name, value)
  }
  return kept
}

// PayPal client ids are long base64url-like strings; anything else is a typo and is ignored.
const CLIENT_ID_SHAPE = /^[A-Za-z0-9_-]{10,120}$/

/** The real PayPal sandbox client id from `?paypalClientId=…`, or null (then the SDK test double is used). */
export function paypalSandboxClientId(): string | null {
  const value = demoQuery().get('paypalClientId')
  if (value === null) return null
  if (CLIENT_ID_SHAPE.test(value)) return value
  console.warn('[demo] ignored paypalClientId: expected letters, digits, "-" and "_"')
  return null
}
