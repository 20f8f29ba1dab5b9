/**
 * Test double of Apple's Apple Pay JS (apple-pay-sdk.js and Safari's `ApplePaySession`), served instead of the
 * real script in browser tests and the demo. It never ships in dist. Like every double it is one self-contained
 * function (see paypalSdk.ts). Knobs and the session log live on `window.__applePayDouble` (globals.d.ts).
 */

/** The parts of Apple's ApplePayPayment the double hands to onpaymentauthorized. */
interface ApplePayPaymentLike {
  token: { paymentData: unknown; paymentMethod: Record<string, string>; transactionIdentifier: string }
  billingContact: Record<string, unknown>
  shippingContact: Record<string, unknown>
}

/**
 * Installs `ApplePaySession` and the `<apple-pay-button>` element on `win`. The session follows Safari's order:
 * begin() fires onvalidatemerchant; once the merchant calls completeMerchantValidation(), the buyer authorizes
 * (onpaymentauthorized) or cancels (oncancel) as the outcome knob says. abort() ends the session silently.
 */
export function installApplePayDouble(win: Window): void {
  const realm = win as Window & typeof globalThis
  const marker = 'museum-shop-sdk-double'
  const state = (): ApplePayDoubleState => (win.__applePayDouble ??= {})
  // Events arrive asynchronously, as from the real payment sheet.
  const later = (run: () => void): void => void Promise.resolve().then(run)
  const payment: ApplePayPaymentLike = {
    token: {
      paymentData: {
        version: 'EC_v1',
        data: marker,
        signature: 'double',
        header: { transactionId: 'double' },
      },
      paymentMethod: { displayName: 'Visa 0224', network: 'Visa', type: 'credit' },
      transactionIdentifier: 'DOUBLE-APPLE-PAY-TRANSACTION',
    },
    // Apple sends the e-mail address with the shipping contact only, even when billing asks for it.
    billingContact: {
      givenName: 'Erika',
      familyName: 'Mustermann',
      addressLines: ['Museumsinsel 1'],
      locality: 'Berlin',
      postalCode: '10178',
      countryCode: 'DE',
    },
    shippingContact: { givenName: 'Erika', familyName: 'Mustermann', emailAddress: 'erika@example.com' },
  }

  class ApplePaySession {
    declare onvalidatemerchant: ((event: { validationURL: string }) => void) | null
    declare onpaymentauthorized: ((event: { payment: ApplePayPaymentLike }) => void) | null
    declare oncancel: ((event: object) => void) | null
    declare session: ApplePayDoubleSession

    static get STATUS_SUCCESS(): number {
      return 0
    }
    static get STATUS_FAILURE(): number {
      return 1
    }
    static canMakePayments(): boolean {
      return state().canPay ?? true
    }
    static supportsVersion(version: number): boolean {
      return Number.isInteger(version) && version >= 1 && version <= 14
    }

    constructor(version: number, request: unknown) {
      if (!ApplePaySession.supportsVersion(version)) throw new TypeError(`Unsupported version ${version}`)
      this.onvalidatemerchant = null
      this.onpaymentauthorized = null
      this.oncancel = null
      // Safari demands the session be created inside the click handler; record whether it was.
      const userActivation = win.navigator.userActivation?.isActive ?? null
      this.session = {
        version,
        request,
        userActivation,
        began: false,
        aborted: false,
        merchantSession: null,
        completions: [],
      }
      const sessions = (state().sessions ??= [])
      sessions.push(this.session)
    }

    begin(): void {
      this.session.began = true
      const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession'
      later(() => {
        if (!this.session.aborted) this.onvalidatemerchant?.({ validationURL })
      })
    }

    completeMerchantValidation(merchantSession: unknown): void {
      this.session.merchantSession = merchantSession
      later(() => {
        if (this.session.aborted) return
        if (state().outcome === 'cancel') this.oncancel?.({})
        else this.onpaymentauthorized?.({ payment })
      })
    }

    abort(): void {
      this.session.aborted = true
    }

    completePayment(result: number | { status: number }): void {
      this.session.completions.push(typeof result === 'number' ? result : result.status)
      state().completePaymentCount = (state().completePaymentCount ?? 0) + 1
    }
  }

  // apple-pay-sdk.js defines this element; the double renders it as a plain labelled button.
  if (!realm.customElements.get('apple-pay-button')) {
    class ApplePayButton extends realm.HTMLElement {
      connectedCallback(): void {
        this.setAttribute('role', 'button')
        this.setAttribute('tabindex', '0')
        this.setAttribute('aria-label', 'Apple Pay (test double)')
        this.setAttribute('data-double', marker)
      }
    }
    realm.customElements.define('apple-pay-button', ApplePayButton)
  }
  Reflect.set(win, 'ApplePaySession', ApplePaySession)
  state().marker = marker
}
