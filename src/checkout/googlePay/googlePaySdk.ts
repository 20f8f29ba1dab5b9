/**
 * Google Pay's two halves as the method uses them: Google's pay.js (`google.payments.api.PaymentsClient`) and
 * PayPal's `paypal.Googlepay()` (config, order confirmation, 3-D Secure payer action). Neither is described by the
 * published PayPal types, so the parts used are declared here and checked at run time.
 */
import type { PayPalNamespace } from '@paypal/paypal-js'
import { fieldOf } from '../../domain/values/fieldOf'
import { GOOGLE_PAY_SCRIPT_URL, VENDOR_SCRIPT_TIMEOUT_MS, loadVendorScript } from '../loadVendorScript'
import { paypalFunction } from '../paypal/paypalNamespace'

/** The options of PaymentsClient.createButton that the method sets. */
export interface GoogleButtonOptions {
  onClick: () => void
  buttonRootNode?: Document | ShadowRoot
  buttonColor?: 'default' | 'black' | 'white'
  buttonType?: string
  buttonSizeMode?: 'static' | 'fill'
  buttonLocale?: string
  allowedPaymentMethods?: unknown[]
}

/** What loadPaymentData resolves with (the fields used). */
export interface GooglePaymentData {
  email?: string
  paymentMethodData: unknown
}

/** A `google.payments.api.PaymentsClient`. */
export interface GooglePaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>
  createButton(options: GoogleButtonOptions): HTMLElement
  loadPaymentData(request: unknown): Promise<GooglePaymentData>
}

type PaymentsClientClass = new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClient

/** What `paypal.Googlepay().config()` answers (the fields used). */
export interface PayPalGooglePayConfig {
  isEligible: boolean
  apiVersion: number
  apiVersionMinor: number
  countryCode?: string
  allowedPaymentMethods: unknown[]
  merchantInfo: unknown
}

/** `paypal.Googlepay()`. */
export interface PayPalGooglePay {
  config(): Promise<PayPalGooglePayConfig>
  confirmOrder(request: { orderId: string; paymentMethodData: unknown }): Promise<{ status: string }>
  initiatePayerAction(request: { orderId: string }): Promise<unknown>
}

/** Everything a click needs, resolved before the button is shown. */
export interface GooglePaySetup {
  client: GooglePaymentsClient
  googlepay: PayPalGooglePay
  config: PayPalGooglePayConfig
}

/** `google.payments.api.PaymentsClient`, once pay.js has run. */
export function paymentsClientClass(): PaymentsClientClass | null {
  const client = fieldOf(window, 'google', 'payments', 'api', 'PaymentsClient')
  return typeof client === 'function' ? (client as PaymentsClientClass) : null
}

/**
 * Waits for pay.js's global by the script's load event, giving up after 1000 polls × 10 ms with a logged error.
 * Resolves whether the global is there.
 */
export async function waitForGooglePay(): Promise<boolean> {
  try {
    await loadVendorScript(GOOGLE_PAY_SCRIPT_URL, { isReady: () => paymentsClientClass() !== null })
    return true
  } catch (error) {
    console.error(
      `[museum-shop] Google Pay SDK not found after ${VENDOR_SCRIPT_TIMEOUT_MS / 10} attempts of 10 ms`,
      error,
    )
    return false
  }
}

async function setUp(paypal: PayPalNamespace, environment: string): Promise<GooglePaySetup | null> {
  const create = paypalFunction(paypal, 'Googlepay')
  if (!create || !(await waitForGooglePay())) return null
  const PaymentsClient = paymentsClientClass()
  if (!PaymentsClient) return null
  const googlepay = create() as PayPalGooglePay
  const config = await googlepay.config()
  if (config?.isEligible !== true) return null
  const client = new PaymentsClient({ environment: environment === 'sandbox' ? 'TEST' : 'PRODUCTION' })
  const { apiVersion, apiVersionMinor, allowedPaymentMethods } = config
  const ready = await client.isReadyToPay({ apiVersion, apiVersionMinor, allowedPaymentMethods })
  return ready?.result === true ? { client, googlepay, config } : null
}

const setups = new WeakMap<object, Promise<GooglePaySetup | null>>()

/**
 * Loads pay.js and asks both sides: null — the method is not shown — unless PayPal's config says eligible and
 * Google's isReadyToPay agrees. Once per loaded PayPal script; the Google environment follows PayPal's
 * (sandbox → TEST, else PRODUCTION).
 */
export function googlePaySetup(paypal: PayPalNamespace, environment: string): Promise<GooglePaySetup | null> {
  let setup = setups.get(paypal)
  if (!setup) {
    setup = setUp(paypal, environment).catch(() => null)
    setups.set(paypal, setup)
  }
  return setup
}
