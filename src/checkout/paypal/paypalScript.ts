/**
 * PayPal's script, loaded by the elements' own loader (loadVendorScript.ts) instead of @paypal/react-paypal-js's:
 * that one sets `<script src>` from a plain string, which a page enforcing Trusted Types refuses. The address and
 * the tag's attributes are made from the provider's options exactly as that loader makes them (the SDK reads its
 * `data-` attributes from its own tag), so the provider and the buttons find the script they expect.
 */
import { loadVendorScript } from '../loadVendorScript'

/** The provider's options: camelCase keys; `data…` ones and `crossorigin` become attributes, the rest the query. */
export type PayPalScriptOptions = Readonly<Record<string, unknown>>

const PRODUCTION = 'https://www.paypal.com/sdk/js'
const SANDBOX = 'https://www.sandbox.paypal.com/sdk/js'

const kebab = (key: string): string =>
  key.replace(/[A-Z]+(?![a-z])|[A-Z]/g, (match, index: number) => (index ? '-' : '') + match.toLowerCase())

/** The script's address and its tag's attributes for `options`. */
export function paypalScriptTag(options: PayPalScriptOptions): {
  url: string
  attributes: Record<string, string>
} {
  const query: Record<string, string> = {}
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(options)) {
    if (name === 'environment' || value === undefined || value === null || value === '') continue
    const key = kebab(name)
    if (key.startsWith('data') || key === 'crossorigin') attributes[key] = String(value)
    else query[key] = String(value)
  }
  // Several merchants go into an attribute, the query names them with '*'.
  if (query['merchant-id']?.includes(',')) {
    attributes['data-merchant-id'] = query['merchant-id']
    query['merchant-id'] = '*'
  }
  const nonce = attributes['data-csp-nonce']
  if (nonce) attributes.nonce = nonce
  const base = options.environment === 'sandbox' ? SANDBOX : PRODUCTION
  const search = Object.entries(query).map(([key, value]) => `${key}=${value}`)
  return { url: `${base}?${search.join('&')}`, attributes }
}

/**
 * Loads PayPal's script for `options` (at once when this very script already ran), through the elements' Trusted
 * Types policy. Rejects with a PaymentSdkError when it does not load or leaves no `paypal` global.
 */
export function loadPayPalScript(options: PayPalScriptOptions): Promise<void> {
  const { url, attributes } = paypalScriptTag(options)
  const loaded = () =>
    'paypal' in window && Array.from(document.scripts).some((script) => script.getAttribute('src') === url)
  return loadVendorScript(url, { isReady: loaded, attributes })
}
