/**
 * The self-diagnosis report of `<shop-init debug>`: its shape (the `shop-diagnostics` event's detail) and the checks
 * that only look at the configuration and the browser's storage. Every check says whether it found a problem
 * (`ok: false`), found none (`ok: true`) or had nothing to check here (`ok: null`), in one line for the console.
 */
// Types only: this module loads with the self-diagnosis and takes what it needs of the start-up code as arguments.
import type { ConfigState, InitInput } from '../shop/config'
import type { StorageKeyName, StorageKeys, StorageKeysResult } from '../shop/storageKeys'
import type { CartOriginCheck } from './cartOrigin'

export interface CheckResult {
  /** true: fine; false: a problem; null: not applicable on this page. */
  ok: boolean | null
  summary: string
}

/** Where one configuration value came from: an attribute's name, or a rule. */
export interface ResolvedValue {
  value: string
  from: string
}

export interface ConfigCheck extends CheckResult {
  element: string
  values: Record<
    'apiUrl' | 'shopDomain' | 'locale' | 'shopUrl' | 'shopType' | 'variant',
    ResolvedValue
  > | null
  /** Which step of the locale chain gave the locale. */
  localeStep: 'attribute' | 'stored language' | 'default' | null
  /** Storage keys set by `storage-keys` (the others keep their defaults). */
  storageKeyOverrides: Partial<Record<StorageKeyName, string>>
}

export interface ApiCheck extends CheckResult {
  url: string | null
  /** The HTTP status of GET /shop, or null when no answer could be read. */
  status: number | null
  cors: 'ok' | 'blocked' | 'unreachable' | null
  /** Whether the server served a shop for the X-Shop-Url header sent. */
  shopUrlAccepted: boolean | null
  /** The page size the server insisted on after refusing a larger one; null when it never refused. */
  perPageAllowed: number | null
}

export interface StorageCheck extends CheckResult {
  keys: { name: StorageKeyName; key: string; holdsData: boolean }[]
  pageOrigin: string
  shopOrigin: string | null
  shopOnOtherOrigin: boolean
}

export interface CspCheck extends CheckResult {
  violations: { directive: string; blockedUri: string }[]
}

export interface MethodDiagnosis {
  name: string
  eligibility: 'eligible' | 'ineligible' | 'pending'
  reason?: string
}

export interface PaymentCheck extends CheckResult {
  onPage: boolean
  paypalScript: 'loaded' | 'not loaded' | null
  methods: MethodDiagnosis[]
}

export interface ApplePayDomainCheck extends CheckResult {
  url: string
  status: number | null
}

export interface GooglePayCheck extends CheckResult {
  ready: boolean | null
}

/** The detail of `shop-diagnostics`. */
export interface DiagnosticsReport {
  /** false when any check found a problem. */
  ok: boolean
  config: ConfigCheck
  api: ApiCheck
  storage: StorageCheck
  cart: CartOriginCheck
  csp: CspCheck
  payment: PaymentCheck
  applePayDomain: ApplePayDomainCheck
  googlePay: GooglePayCheck
}

/** The text an element sees when no payment element is on the page. */
export const NOT_ON_THIS_PAGE = 'not on this page'

const given = (value: string | null | undefined): boolean => Boolean(value?.trim())

/** The `storage-keys` entries that took effect (the others keep their defaults). */
function overridesOf(input: InitInput, keys: StorageKeys): ConfigCheck['storageKeyOverrides'] {
  const value = input.storageKeys?.ok ? input.storageKeys.value : null
  if (typeof value !== 'object' || value === null) return {}
  const overrides: ConfigCheck['storageKeyOverrides'] = {}
  for (const [name, key] of Object.entries(value)) {
    if (name in keys && typeof key === 'string' && keys[name as StorageKeyName] === key.trim()) {
      overrides[name as StorageKeyName] = key.trim()
    }
  }
  return overrides
}

/**
 * How the init element's attributes became the page's configuration (`state`, as configureShop resolved it): which
 * attribute or rule gave each value and which step of the locale chain. `storage` is the `storage-keys` resolution,
 * `storedLanguage` the language stored under the configured key.
 */
export function checkConfig(
  element: string,
  input: InitInput,
  state: ConfigState,
  storage: StorageKeysResult,
  storedLanguage: string | null,
): ConfigCheck {
  const base = { element, storageKeyOverrides: overridesOf(input, storage.keys) }
  if (state.status !== 'ready') {
    const summary = state.status === 'error' ? state.error.message : 'not configured yet'
    return { ...base, ok: false, summary, values: null, localeStep: null }
  }
  const { config } = state
  const localeStep = given(input.locale) ? 'attribute' : given(storedLanguage) ? 'stored language' : 'default'
  const localeFrom = {
    attribute: 'locale',
    'stored language': `stored language (localStorage "${config.storageKeys.language}")`,
    default: `default (${config.locale})`,
  } as const
  const values: NonNullable<ConfigCheck['values']> = {
    apiUrl: { value: config.apiUrl, from: given(input.apiUrl) ? 'api-url' : 'api-domain' },
    shopDomain: { value: config.shopDomain, from: 'shop-domain' },
    locale: { value: config.locale, from: localeFrom[localeStep] },
    shopUrl: { value: config.shopUrl, from: given(input.shopUrl) ? 'shop-url' : 'https://<shop-domain>/' },
    shopType: { value: config.shopType, from: input.shopType === 'second' ? 'shop-type' : 'default (hash)' },
    variant: {
      value: config.variant,
      from:
        input.variant === 'special' || input.variant === 'default' ? 'variant' : 'detected from the API host',
    },
  }
  const summary =
    storage.problem ?? `${config.apiUrl} for ${config.shopDomain}, locale ${config.locale} (${localeStep})`
  return { ...base, ok: storage.problem === null, summary, values, localeStep }
}

/**
 * Which storage keys hold data (`read` gives a key's stored text), and whether the shop's address is on this page's
 * origin: browser storage is per origin, so a shop elsewhere never sees what the elements store here.
 */
export function checkStorage(
  keys: StorageKeys,
  shopUrl: string | null,
  pageOrigin: string,
  read: (key: string) => string | null,
  ownCartPages = false,
): StorageCheck {
  const rows = (Object.keys(keys) as StorageKeyName[]).map((name) => ({
    name,
    key: keys[name],
    holdsData: read(keys[name]) !== null,
  }))
  // A resolved configuration's shop address is always a valid http(s) address.
  const shopOrigin = shopUrl === null ? null : new URL(shopUrl).origin
  const other = shopOrigin !== null && shopOrigin !== pageOrigin
  const filled = rows.filter((row) => row.holdsData).map((row) => row.key)
  const keysWithData = `keys with data: ${filled.length > 0 ? filled.join(', ') : 'none'}`
  const summary = !other
    ? keysWithData
    : ownCartPages
      ? `the shop (${shopOrigin}) is on another origin; the cart and checkout are this site's pages; ${keysWithData}`
      : `the shop (${shopOrigin}) is on another origin than this page (${pageOrigin}): it cannot see what is stored here`
  // With the museum's own cart and checkout pages on this origin, a shop elsewhere misses nothing that is sold here.
  return { ok: !other || ownCartPages, summary, keys: rows, pageOrigin, shopOrigin, shopOnOtherOrigin: other }
}

/** The Content-Security-Policy violations seen since the page started. */
export function checkCsp(violations: CspCheck['violations']): CspCheck {
  const summary =
    violations.length === 0
      ? 'no violations seen'
      : violations.map((v) => `${v.directive} blocked ${v.blockedUri || '(inline)'}`).join('; ')
  return { ok: violations.length === 0, summary, violations }
}

/** The report's verdict: no check found a problem. */
export function reportOk(report: Omit<DiagnosticsReport, 'ok'>): boolean {
  return Object.values(report).every((check) => check.ok !== false)
}
