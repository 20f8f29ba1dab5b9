/**
 * Apple Pay's two halves as the method uses them: Apple's `ApplePaySession` (Safari, or Apple's script elsewhere)
 * and PayPal's `paypal.Applepay()` (merchant validation, config, order confirmation). Neither is described by the
 * published PayPal types, so the parts used are declared here and checked at run time.
 */
import type { PayPalNamespace } from '@paypal/paypal-js'
import { APPLE_PAY_SCRIPT_URL, loadVendorScript } from '../loadVendorScript'
import { paypalFunction, perNamespace } from '../paypal/paypalNamespace'

/** Apple's contact fields (only those the flow reads). */
export interface ApplePayContact {
  emailAddress?: string
  [field: string]: unknown
}

/** The authorized payment Apple hands to onpaymentauthorized. */
export interface ApplePayPayment {
  token: unknown
  billingContact?: ApplePayContact
  shippingContact?: ApplePayContact
}

/** The payment request of `new ApplePaySession(version, request)`. */
export interface ApplePayPaymentRequest {
  countryCode: string
  currencyCode: string
  merchantCapabilities: string[]
  supportedNetworks: string[]
  requiredShippingContactFields: string[]
  requiredBillingContactFields: string[]
  total: { label: string; amount: string; type: 'final' }
}

/** One Apple Pay session (the payment sheet). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null
  oncancel: ((event: unknown) => void) | null
  begin(): void
  abort(): void
  completeMerchantValidation(merchantSession: unknown): void
  completePayment(status: number): void
}

/** The `ApplePaySession` class. */
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike
  canMakePayments(): boolean
  readonly STATUS_SUCCESS: number
  readonly STATUS_FAILURE: number
}

/** What `paypal.Applepay().config()` answers (the fields used). */
export interface PayPalApplePayConfig {
  isEligible: boolean
  merchantCapabilities?: string[]
  supportedNetworks?: string[]
}

/** `paypal.Applepay()`. */
export interface PayPalApplePay {
  config(): Promise<PayPalApplePayConfig>
  validateMerchant(request: {
    validationUrl: string
    displayName?: string
  }): Promise<{ merchantSession: unknown }>
  confirmOrder(request: {
    orderId: string
    token: unknown
    billingContact?: ApplePayContact
    shippingContact?: ApplePayContact
  }): Promise<unknown>
}

/** Everything a click needs, resolved before the button is shown (the session must start synchronously). */
export interface ApplePaySetup {
  Session: ApplePaySessionClass
  applepay: PayPalApplePay
  config: PayPalApplePayConfig
}

/** `window.ApplePaySession`, when the page has one. */
export function applePaySessionClass(): ApplePaySessionClass | null {
  const value: unknown = Reflect.get(window, 'ApplePaySession')
  return typeof value === 'function' ? (value as ApplePaySessionClass) : null
}

async function setUp(paypal: PayPalNamespace): Promise<ApplePaySetup | null> {
  const create = paypalFunction(paypal, 'Applepay')
  if (!create) return null
  await loadVendorScript(APPLE_PAY_SCRIPT_URL, { isReady: () => applePaySessionClass() !== null })
  const Session = applePaySessionClass()
  if (!Session?.canMakePayments()) return null
  const applepay = create() as PayPalApplePay
  const config = await applepay.config()
  return config?.isEligible === true ? { Session, applepay, config } : null
}

/**
 * Loads Apple's script and asks both sides: null — the method is silently absent — unless this device
 * can pay (ApplePaySession.canMakePayments()) and PayPal's config says eligible. Once per loaded PayPal script.
 */
export const applePaySetup = perNamespace((paypal: PayPalNamespace): Promise<ApplePaySetup | null> =>
  setUp(paypal).catch(() => null),
)
