/**
 * Test double of Google's pay.js (`google.payments.api.PaymentsClient`), served instead of the real script in
 * browser tests and the demo. It never ships in dist. Like every double it is one self-contained function (see
 * paypalSdk.ts). Knobs and the call log live on `window.__googlePayDouble` (globals.d.ts).
 */

/** The options of PaymentsClient.createButton the double uses. */
interface GoogleButtonOptionsLike {
  onClick: (event: Event) => void
  buttonRootNode?: Document | ShadowRoot
  buttonColor?: string
  buttonType?: string
}

/** What loadPaymentData resolves with (Google's PaymentData, reduced to what a PayPal integration reads). */
interface GooglePaymentDataLike {
  apiVersion: number
  apiVersionMinor: number
  email: string
  paymentMethodData: {
    type: string
    description: string
    info: { cardNetwork: string; cardDetails: string }
    tokenizationData: { type: string; token: string }
  }
}

/**
 * Installs `google.payments.api.PaymentsClient` on `win`, keeping other `google.*` namespaces. isReadyToPay()
 * follows the `ready` knob; loadPaymentData() resolves payment data or, when the buyer cancels, rejects with
 * statusCode 'CANCELED' like pay.js.
 */
export function installGooglePayDouble(win: Window): void {
  const marker = 'museum-shop-sdk-double'
  const state = (): GooglePayDoubleState => (win.__googlePayDouble ??= {})
  const record = (name: string, detail?: string): void => {
    const calls = (state().calls ??= [])
    calls.push(detail === undefined ? { name } : { name, detail })
  }

  class PaymentsClient {
    constructor(options: { environment?: string } = {}) {
      record('PaymentsClient', options.environment ?? 'TEST')
    }

    isReadyToPay(_request?: unknown): Promise<{ result: boolean }> {
      record('isReadyToPay')
      return Promise.resolve({ result: state().ready ?? true })
    }

    /** The detail says where the button's styles go: 'shadow-root', 'document' or 'none'. */
    createButton(options: GoogleButtonOptionsLike): HTMLElement {
      const root = options.buttonRootNode
      record('createButton', !root ? 'none' : root.nodeType === 11 ? 'shadow-root' : 'document')
      const button = win.document.createElement('button')
      button.type = 'button'
      button.textContent = 'Google Pay (test double)'
      button.setAttribute('data-testid', 'googlepay-double-button')
      button.setAttribute('data-double', marker)
      button.addEventListener('click', (event) => options.onClick(event))
      return button
    }

    loadPaymentData(_request?: unknown): Promise<GooglePaymentDataLike> {
      record('loadPaymentData', state().outcome ?? 'pay')
      if (state().outcome === 'cancel') {
        const canceled = Object.assign(new Error('User closed the Payment Request UI.'), {
          statusCode: 'CANCELED',
        })
        return Promise.reject(canceled)
      }
      return Promise.resolve({
        apiVersion: 2,
        apiVersionMinor: 0,
        email: state().email ?? 'buyer@example.com',
        paymentMethodData: {
          type: 'CARD',
          description: 'Visa 1111',
          info: { cardNetwork: 'VISA', cardDetails: '1111' },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify({ double: marker }) },
        },
      })
    }

    prefetchPaymentData(_request?: unknown): void {
      record('prefetchPaymentData')
    }
  }

  const existing: unknown = Reflect.get(win, 'google')
  const google = typeof existing === 'object' && existing !== null ? existing : {}
  Reflect.set(win, 'google', Object.assign(google, { payments: { api: { PaymentsClient } } }))
  state().marker = marker
}
