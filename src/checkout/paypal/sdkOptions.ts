/**
 * The options of PayPal's script and of its buttons, built from the shop and the element's attributes. Pure: the
 * elements' PayPal loader (paypalScript.ts) turns them into the script address and attributes — kebab-case
 * query parameters, `data-*` and `crossorigin` attributes, and `merchant-id=*` plus `data-merchant-id` for a list of
 * merchant ids. Nothing here loads anything.
 */
import type { PayPalButtonStyle, PayPalScriptOptions } from '@paypal/paypal-js'
import { shopCurrency, type PaymentMode, type Shop } from '../../api/schemas/shop'
import { payPalMode } from './payPalMode'

/** Where PayPal's script comes from (production or sandbox). */
export type PayPalEnvironment = 'production' | 'sandbox'

/** The default environment: a museum's live shop. Sandbox is opt-in with `environment="sandbox"`. */
export const DEFAULT_ENVIRONMENT: PayPalEnvironment = 'production'

/** The locales PayPal is told; other languages let PayPal choose from the buyer's browser. */
export const PAYPAL_LOCALES: Readonly<Record<string, string>> = { de: 'de_DE', en: 'en_US', fr: 'fr_FR' }

/** What the options are built from. Attribute values arrive raw (strings or absent). */
export interface SdkOptionsInput {
  shop: Shop
  /** The element's locale ('de', 'en', …). */
  locale: string
  /** The SDK components the offered methods need (`sdkComponents` of each). */
  components: readonly string[]
  /** Funding sources to enable (`enableFunding` of each method), e.g. local methods. */
  enableFunding?: readonly string[]
  /** The `environment` attribute; absent or empty means production. */
  environment?: string
  /** The `csp-nonce` attribute: the page's CSP nonce, handed to PayPal's script as `data-csp-nonce`. */
  cspNonce?: string
  /** The `crossorigin` attribute of the script tag, when set to a valid value. */
  crossorigin?: string
}

/** Why no options could be built; each has a message of its own (payment.error.*). */
export type SdkOptionsProblem = 'client-missing' | 'environment' | 'options-missing'

/** The script options plus the PayPal payment mode they belong to (its id goes into every order). */
export type SdkOptionsResult =
  | { ok: true; options: PayPalScriptOptions; paymentModeId: string }
  | { ok: false; problem: SdkOptionsProblem }

/** The union of `lists`, first occurrence first, without empty entries. */
export function unionOf(lists: readonly (readonly string[] | undefined)[]): string[] {
  const seen = new Set<string>()
  for (const list of lists) for (const entry of list ?? []) if (entry.trim()) seen.add(entry.trim())
  return [...seen]
}

/** The PayPal locale for an element locale ('de' → 'de_DE'), or undefined when PayPal should choose. */
export function payPalLocale(locale: string): string | undefined {
  return PAYPAL_LOCALES[locale.trim().slice(0, 2).toLowerCase()]
}

/** The environment of an attribute value; null when it is neither production nor sandbox. */
export function parseEnvironment(raw: string | undefined): PayPalEnvironment | null {
  const value = raw?.trim().toLowerCase() || DEFAULT_ENVIRONMENT
  return value === 'production' || value === 'sandbox' ? value : null
}

/** The mode's merchant ids as a list (a text may hold several, comma-separated); undefined when there are none. */
export function merchantIdsOf(mode: PaymentMode): string[] | undefined {
  const raw = mode.merchant_id
  const ids = unionOf([typeof raw === 'string' ? raw.split(',') : (raw ?? [])])
  return ids.length > 0 ? ids : undefined
}

function crossoriginOf(raw: string | undefined): PayPalScriptOptions['crossorigin'] {
  const value = raw?.trim().toLowerCase()
  return value === 'anonymous' || value === 'use-credentials' ? value : undefined
}

/**
 * Builds the script options: client id of the shop's PayPal payment mode, shop currency, mapped locale, the union of
 * the components, environment, CSP nonce and merchant ids. Values that are absent are left out entirely, so the
 * loader sends no empty parameters.
 */
export function buildSdkOptions(input: SdkOptionsInput): SdkOptionsResult {
  const mode = payPalMode(input.shop)
  const clientId = mode?.client_id?.trim()
  if (!mode || !clientId) return { ok: false, problem: 'client-missing' }
  const environment = parseEnvironment(input.environment)
  if (!environment) return { ok: false, problem: 'environment' }
  const components = unionOf([input.components])
  if (components.length === 0) return { ok: false, problem: 'options-missing' }

  const options: PayPalScriptOptions = {
    clientId,
    currency: shopCurrency(input.shop).toUpperCase(),
    components,
    environment,
  }
  const locale = payPalLocale(input.locale)
  if (locale) options.locale = locale
  const enableFunding = unionOf([input.enableFunding])
  if (enableFunding.length > 0) options.enableFunding = enableFunding
  // A list: the loader sends one id as is, and several as merchant-id=* with the list in data-merchant-id.
  const merchantIds = merchantIdsOf(mode)
  if (merchantIds) options.merchantId = merchantIds
  const nonce = input.cspNonce?.trim()
  if (nonce) options.dataCspNonce = nonce
  const crossorigin = crossoriginOf(input.crossorigin)
  if (crossorigin) options.crossorigin = crossorigin
  return { ok: true, options, paymentModeId: String(mode.id) }
}

/** PayPal accepts button heights from 25 to 55 px; other values are brought into that range. */
export const BUTTON_HEIGHT_RANGE = { min: 25, max: 55 } as const

/** The default corner radius of the PayPal button. */
export const DEFAULT_BORDER_RADIUS = 4

/** The PayPal button style of the element's `border-radius` and `height` attributes. */
export function buttonStyle(borderRadius: number, height: number | undefined): PayPalButtonStyle {
  const style: PayPalButtonStyle = { layout: 'vertical', borderRadius }
  if (height !== undefined && Number.isFinite(height)) {
    style.height = Math.round(Math.min(BUTTON_HEIGHT_RANGE.max, Math.max(BUTTON_HEIGHT_RANGE.min, height)))
  }
  return style
}
