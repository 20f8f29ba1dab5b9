/**
 * The self-diagnosis report of `<shop-init debug>`: its shape (the `shop-diagnostics` event's detail) and the checks
 * that only look at the configuration and the browser's storage. Every check says whether it found a problem
 * (`ok: false`), found none (`ok: true`) or had nothing to check here (`ok: null`), in one line for the console.
 */
import { crossOriginWarning, DEFAULT_LOCALE, resolveShopConfig, type InitInput } from './config'
import { ConfigError } from './errors'
import { readText } from './storage'
import {
  DEFAULT_STORAGE_KEYS,
  resolveStorageKeys,
  STORAGE_KEY_NAMES,
  type StorageKeyName,
} from './storageKeys'

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
  csp: CspCheck
  payment: PaymentCheck
  applePayDomain: ApplePayDomainCheck
  googlePay: GooglePayCheck
}

/** The text an element sees when no payment element is on the page. */
export const NOT_ON_THIS_PAGE = 'not on this page'

const given = (value: string | null | undefined): boolean => Boolean(value?.trim())

/** How the init element's attributes became the configuration, step by step (the same rules configureShop uses). */
export function checkConfig(
  element: string,
  input: InitInput,
  readLanguage: (key: string) => string | null,
): ConfigCheck {
  const storage = resolveStorageKeys(input.storageKeys)
  const overrides: ConfigCheck['storageKeyOverrides'] = {}
  for (const name of STORAGE_KEY_NAMES) {
    if (storage.keys[name] !== DEFAULT_STORAGE_KEYS[name]) overrides[name] = storage.keys[name]
  }
  const resolved = resolveShopConfig(input, storage.keys, readLanguage)
  const base = { element, storageKeyOverrides: overrides }
  if (resolved instanceof ConfigError) {
    return { ...base, ok: false, summary: resolved.message, values: null, localeStep: null }
  }
  const stored = readLanguage(storage.keys.language)
  const localeStep = given(input.locale) ? 'attribute' : given(stored) ? 'stored language' : 'default'
  const values: NonNullable<ConfigCheck['values']> = {
    apiUrl: { value: resolved.apiUrl, from: given(input.apiUrl) ? 'api-url' : 'api-domain' },
    shopDomain: { value: resolved.shopDomain, from: 'shop-domain' },
    locale: {
      value: resolved.locale,
      from:
        localeStep === 'attribute'
          ? 'locale'
          : localeStep === 'stored language'
            ? `stored language (localStorage "${storage.keys.language}")`
            : `default (${DEFAULT_LOCALE})`,
    },
    shopUrl: { value: resolved.shopUrl, from: given(input.shopUrl) ? 'shop-url' : 'https://<shop-domain>/' },
    shopType: {
      value: resolved.shopType,
      from: input.shopType === 'second' ? 'shop-type' : 'default (hash)',
    },
    variant: {
      value: resolved.variant,
      from:
        input.variant === 'special' || input.variant === 'default' ? 'variant' : 'detected from the API host',
    },
  }
  const problem = storage.problem
  const summary =
    problem ?? `${resolved.apiUrl} for ${resolved.shopDomain}, locale ${resolved.locale} (${localeStep})`
  return { ...base, ok: problem === null, summary, values, localeStep }
}

/** Which storage keys hold data, and whether the shop's address is on this page's origin (storage is per origin). */
export function checkStorage(
  keys: Readonly<Record<StorageKeyName, string>>,
  shopUrl: string | null,
  pageOrigin: string,
): StorageCheck {
  const rows = STORAGE_KEY_NAMES.map((name) => ({
    name,
    key: keys[name],
    holdsData: readText(keys[name]) !== null,
  }))
  // A resolved configuration's shop address is always a valid http(s) address.
  const shopOrigin = shopUrl === null ? null : new URL(shopUrl).origin
  const warning = shopUrl === null ? null : crossOriginWarning(shopUrl, pageOrigin)
  const filled = rows.filter((row) => row.holdsData).map((row) => row.key)
  const summary = warning ?? `keys with data: ${filled.length > 0 ? filled.join(', ') : 'none'}`
  return {
    ok: warning === null,
    summary,
    keys: rows,
    pageOrigin,
    shopOrigin,
    shopOnOtherOrigin: warning !== null,
  }
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
