/**
 * Apple Pay and Google Pay components of the PayPal SDK double (`paypal.Applepay()`, `paypal.Googlepay()`),
 * installed on top of the core (paypalSdk.ts) and self-contained like it, so serve.ts can serialise it.
 * They stand in for PayPal's side of the wallet flows; the wallets themselves are applePay.ts and googlePay.ts.
 */
import type { PayPalDoubleNamespace } from './paypalSdk'

/** `paypal.Applepay()` as the double offers it (the published v5 types do not describe it). */
export interface PayPalApplepayDouble {
  config: () => Promise<{
    isEligible: boolean
    countryCode: string
    currencyCode: string
    merchantCapabilities: string[]
    supportedNetworks: string[]
  }>
  validateMerchant: (request: {
    validationUrl: string
    displayName?: string
  }) => Promise<{ merchantSession: unknown }>
  confirmOrder: (request: { orderId: string; token?: unknown }) => Promise<void>
}

/** `paypal.Googlepay()` as the double offers it (the published v5 types do not describe it). */
export interface PayPalGooglepayDouble {
  config: () => Promise<{
    isEligible: boolean
    apiVersion: number
    apiVersionMinor: number
    countryCode: string
    allowedPaymentMethods: { type: string; parameters: unknown; tokenizationSpecification: unknown }[]
    merchantInfo: { merchantId: string; merchantName: string }
  }>
  confirmOrder: (request: {
    orderId: string
    paymentMethodData?: unknown
  }) => Promise<{ id: string; status: string }>
  initiatePayerAction: (request: { orderId: string }) => Promise<void>
}

/**
 * Adds `paypal.Applepay()` (config, validateMerchant, confirmOrder) and `paypal.Googlepay()` (config,
 * confirmOrder, initiatePayerAction). Throws when the core double is not installed.
 */
export function installPayPalWalletsDouble(win: Window): void {
  const paypal = win.paypal as PayPalDoubleNamespace | null | undefined
  const kit = paypal?.__doubleKit
  if (!paypal || !kit) throw new Error('PayPal double: install the core (installPayPalDouble) first')
  const { state, record, eligible } = kit
  const failIfAsked = (): void => {
    if (state().outcome === 'error') throw new Error('PayPal double error')
  }

  const Applepay = (): PayPalApplepayDouble => ({
    config: async () => {
      record('Applepay.config')
      return {
        isEligible: eligible('applepay'),
        countryCode: 'DE',
        currencyCode: 'EUR',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      }
    },
    validateMerchant: async (request) => {
      record('Applepay.validateMerchant', request.validationUrl)
      if (state().validateMerchantFails) throw new Error('PayPal double: merchant validation failed')
      return { merchantSession: { double: 'museum-shop-sdk-double' } }
    },
    confirmOrder: async (request) => {
      record('Applepay.confirmOrder', request.orderId)
      failIfAsked()
    },
  })

  const Googlepay = (): PayPalGooglepayDouble => ({
    config: async () => {
      record('Googlepay.config')
      const tokenizationSpecification = {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'paypalppcp', gatewayMerchantId: 'DOUBLE-MERCHANT' },
      }
      const parameters = {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['MASTERCARD', 'VISA'],
      }
      return {
        isEligible: eligible('googlepay'),
        apiVersion: 2,
        apiVersionMinor: 0,
        countryCode: 'DE',
        allowedPaymentMethods: [{ type: 'CARD', parameters, tokenizationSpecification }],
        merchantInfo: { merchantId: 'DOUBLE-MERCHANT', merchantName: 'Museum shop (test double)' },
      }
    },
    confirmOrder: async (request) => {
      record('Googlepay.confirmOrder', request.orderId)
      failIfAsked()
      return { id: request.orderId, status: state().googleConfirmStatus ?? 'APPROVED' }
    },
    initiatePayerAction: async (request) => {
      record('Googlepay.initiatePayerAction', request.orderId)
    },
  })

  Object.assign(paypal, { Applepay, Googlepay })
  state().marker = 'museum-shop-sdk-double'
}
