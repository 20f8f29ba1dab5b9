/**
 * Turns the payment SDK test doubles into script bodies, to be served in place of the real SDK scripts in
 * browser tests and the demo (the msw handlers do the serving). Nothing here ships in dist.
 */
import { installApplePayDouble } from './applePay'
import { installGooglePayDouble } from './googlePay'
import { installPayPalCardFieldsDouble } from './paypalCardFields'
import { installPayPalDouble } from './paypalSdk'
import { installPayPalWalletsDouble } from './paypalWallets'

/** Found in every double's script; a test checks that dist never contains it. */
export const DOUBLE_MARKER = 'museum-shop-sdk-double'

/** The globals the payment SDKs, and so their doubles, put on a page: the SDKs' own and the doubles' knobs and logs. */
export const SDK_GLOBALS = [
  'paypal',
  'ApplePaySession',
  'google',
  '__paypalDouble',
  '__applePayDouble',
  '__googlePayDouble',
] as const

/** Installs a double on a window. Must be self-contained: it is serialised with `toString()`. */
export type DoubleInstaller = (win: Window) => void

/** A script body that runs `install` on the page's window. */
export function doubleScript(install: DoubleInstaller): string {
  return `(${install.toString()})(window);`
}

/** The PayPal double's parts, in install order: the core, then what builds on it. */
export const PAYPAL_DOUBLE_PARTS: readonly DoubleInstaller[] = [
  installPayPalDouble,
  installPayPalCardFieldsDouble,
  installPayPalWalletsDouble,
]

/**
 * Installs the whole PayPal double (all parts) on `win`, for jsdom tests. Not serialisable itself: to serve the
 * double, use `SDK_DOUBLES` or `PAYPAL_DOUBLE_PARTS.map(doubleScript)`.
 */
export function installFullPayPalDouble(win: Window): void {
  for (const install of PAYPAL_DOUBLE_PARTS) install(win)
}

const paypalScript = PAYPAL_DOUBLE_PARTS.map(doubleScript).join('\n')

/** Script URL (without query) → script body of its double. */
export const SDK_DOUBLES: Record<string, string> = {
  'https://www.paypal.com/sdk/js': paypalScript,
  'https://www.sandbox.paypal.com/sdk/js': paypalScript,
  'https://applepay.cdn-apple.com/jsapi/v1/apple-pay-sdk.js': doubleScript(installApplePayDouble),
  'https://pay.google.com/gp/p/js/pay.js': doubleScript(installGooglePayDouble),
}
