import { SHOP_PAYMENT } from '../src/components/Payment/paymentElement'
import { defineOnce, toCustomElement } from './define'
import { lazyOnConnect, startOnConnect } from './lazyElement'
import { trackPresence } from './presence'

// Loaded on demand with the PayPal wrappers and wallets: a page without a payment element loads none of it. The
// download starts when the element connects, alongside the shop request, so PayPal's script can follow right after.
const ShopPayment = lazyOnConnect(() => import('../src/components/Payment/ShopPayment'))

// Light DOM on purpose: PayPal renders its buttons and card fields in iframes, which cannot live inside a shadow root
// that itself sits in another shadow root (README "DOM strategy").
export const ShopPaymentElement = trackPresence(
  startOnConnect(toCustomElement(SHOP_PAYMENT, ShopPayment.Component), ShopPayment.start),
  'feature',
)

export const defineShopPayment = () => defineOnce(SHOP_PAYMENT.tag, ShopPaymentElement)
