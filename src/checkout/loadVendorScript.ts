/**
 * Loads a vendor's script — PayPal's, Apple Pay JS, Google's pay.js — with a plain script tag and waits for its
 * global by the tag's load and error events. The address goes through the elements' Trusted Types policy.
 */
import { pageMap } from '../page/pageState'
import { PaymentSdkError } from './errors'
import { scriptAddress } from './trustedScripts'

/** Apple's Apple Pay JS (defines `ApplePaySession` outside Safari and the `<apple-pay-button>` element). */
export const APPLE_PAY_SCRIPT_URL = 'https://applepay.cdn-apple.com/jsapi/v1/apple-pay-sdk.js'
/** Google's pay.js (defines `google.payments.api.PaymentsClient`). */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js'

/**
 * How long to wait for a vendor's global before giving up: 1000 polls × 10 ms, kept as one timer instead of
 * polling, since the global appears when the script has run, i.e. at its load event.
 */
export const VENDOR_SCRIPT_TIMEOUT_MS = 1000 * 10

/** What `loadVendorScript` checks and how long it waits. */
export interface VendorScriptOptions {
  /** Whether the vendor's global is usable; checked before loading and at the load event. */
  isReady: () => boolean
  /** Give up after this many ms (default `VENDOR_SCRIPT_TIMEOUT_MS`). */
  timeoutMs?: number
  /** Attributes of the script tag (PayPal's script reads its own `data-` attributes). */
  attributes?: Readonly<Record<string, string>>
}

// Loads in flight, by URL: elements that ask at the same time share one script tag. Settled loads are forgotten,
// so a later call checks the global again (and a failed load can be retried with a fresh tag).
const inFlight = pageMap<string, Promise<void>>()

function load(
  url: string,
  src: string,
  { isReady, timeoutMs, attributes }: Required<VendorScriptOptions>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.src = src
    script.async = true
    const settle = (error: PaymentSdkError | null): void => {
      clearTimeout(timer)
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
      inFlight.delete(url)
      if (!error) return resolve()
      script.remove()
      reject(error)
    }
    const onLoad = (): void =>
      settle(isReady() ? null : new PaymentSdkError(`${url} loaded, but its global is missing`))
    const onError = (): void => settle(new PaymentSdkError(`Could not load ${url}`))
    const timer = setTimeout(
      () => settle(new PaymentSdkError(`${url} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    )
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
    document.head.append(script)
  })
}

/**
 * Resolves once the vendor's global is usable: at once when it already is (the page loaded the script itself),
 * else after adding `<script src=url async>` and its load event. Rejects with a PaymentSdkError when the script
 * fails to load, loads without the global, or takes longer than the timeout. Never throws synchronously.
 * The page's Content Security Policy must allow the vendor's host in script-src.
 */
export function loadVendorScript(
  url: string,
  { isReady, timeoutMs = VENDOR_SCRIPT_TIMEOUT_MS, attributes = {} }: VendorScriptOptions,
): Promise<void> {
  try {
    if (isReady()) return Promise.resolve()
    // Made before the tag: an address the Trusted Types policy refuses is a failed load, never a stuck one.
    const pending = inFlight.get(url) ?? load(url, scriptAddress(url), { isReady, timeoutMs, attributes })
    inFlight.set(url, pending)
    return pending
  } catch (error) {
    return Promise.reject(new PaymentSdkError(`Could not load ${url}`, { cause: error }))
  }
}
