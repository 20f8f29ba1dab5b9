/**
 * Knobs and logs of the payment SDK test doubles (test/doubles). A test sets the knobs on `window` before it
 * acts — before the script loads or afterwards, the doubles read them at the moment they need them — and reads
 * the logs afterwards. Every field is optional so `window.__paypalDouble = { outcome: 'cancel' }` is enough.
 */
export {}

declare global {
  /** One recorded call: which SDK method or merchant callback ran, with a short detail (id, funding source). */
  interface SdkDoubleCall {
    name: string
    detail?: string
  }

  /** Knobs and call log of the PayPal SDK double. */
  interface PayPalDoubleState {
    /** What happens after createOrder; default 'approve'. 'approve-twice' calls onApprove twice at once. */
    outcome?: 'approve' | 'cancel' | 'error' | 'approve-twice'
    /** Eligible funding sources (lower case, e.g. 'paypal', 'card', 'googlepay'); default all. */
    eligible?: string[]
    /** Status that Googlepay().confirmOrder resolves with; default 'APPROVED'. */
    googleConfirmStatus?: string
    /** Makes Applepay().validateMerchant reject. */
    validateMerchantFails?: boolean
    /** Every SDK call and every merchant callback the double ran, in order. */
    calls?: SdkDoubleCall[]
    /** Set to 'museum-shop-sdk-double' by the double. */
    marker?: string
  }

  /** What the Apple Pay double recorded about one `new ApplePaySession(version, request)`. */
  interface ApplePayDoubleSession {
    version: number
    request: unknown
    /** Whether the page had user activation at `new ApplePaySession`; null where unknown (jsdom). */
    userActivation: boolean | null
    began: boolean
    aborted: boolean
    /** The argument of completeMerchantValidation, null until it is called. */
    merchantSession: unknown
    /** The status of every completePayment call (0 success, 1 failure). */
    completions: number[]
  }

  /** Knobs and log of the Apple Pay double. */
  interface ApplePayDoubleState {
    /** Result of ApplePaySession.canMakePayments(); default true. */
    canPay?: boolean
    /** What the buyer does once the merchant is validated; default 'authorize'. */
    outcome?: 'authorize' | 'cancel'
    sessions?: ApplePayDoubleSession[]
    /** Number of completePayment calls over all sessions. */
    completePaymentCount?: number
    marker?: string
  }

  /** Knobs and call log of the Google Pay double. */
  interface GooglePayDoubleState {
    /** Result of isReadyToPay(); default true. */
    ready?: boolean
    /** What the buyer does in the payment sheet; default 'pay'. 'cancel' rejects with statusCode CANCELED. */
    outcome?: 'pay' | 'cancel'
    /** E-mail in the payment data; default 'buyer@example.com'. */
    email?: string
    calls?: SdkDoubleCall[]
    marker?: string
  }

  interface Window {
    __paypalDouble?: PayPalDoubleState
    __applePayDouble?: ApplePayDoubleState
    __googlePayDouble?: GooglePayDoubleState
  }
}
