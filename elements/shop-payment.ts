import { lazy } from 'react'
import type { ShopPaymentProps } from '../src/components/Payment/ShopPayment'
import { boolean, nonNegativeNumber, string } from './converters'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

/**
 * `<shop-payment border-radius="4" height="45" environment="sandbox" csp-nonce="…" crossorigin layout="column" test>` —
 * checkout: what is paid for, and the payment methods.
 */
export type ShopPaymentAttributes = ShopPaymentProps

export const SHOP_PAYMENT_TAG = 'shop-payment'

// Loaded on demand with the PayPal wrappers and wallets: a page without a payment element loads none of it.
const ShopPayment = lazy(() => import('../src/components/Payment/ShopPayment'))

// Light DOM on purpose: PayPal renders its buttons and card fields in iframes, which cannot live inside a shadow root
// that itself sits in another shadow root (README "DOM strategy").
export const ShopPaymentElement = trackPresence(
  toCustomElement<ShopPaymentProps>(SHOP_PAYMENT_TAG, ShopPayment, {
    borderRadius: nonNegativeNumber,
    height: nonNegativeNumber,
    environment: string,
    cspNonce: string,
    crossorigin: string,
    layout: string,
    test: boolean,
  }),
  'feature',
)

export const defineShopPayment = () => defineOnce(SHOP_PAYMENT_TAG, ShopPaymentElement)
