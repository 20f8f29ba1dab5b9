/**
 * What the lazily loaded opt-ins (analytics, self-diagnosis) use of the code every page loads anyway, handed to them
 * as one value instead of imported. The bundler groups modules by the set of chunks that import them: imported from
 * the opt-ins' chunks too, these modules would be cut out of the start-up code into more chunks, which the nav page
 * would load and which compress worse. The opt-ins import only types from here.
 */
import { shopCurrency } from '../../../src/api/schemas/shop'
import { learnedPerPageOf } from '../../../src/api/paging'
import { dispatchShopEvent, type ShopEventName } from '../../../src/domain/host/events'
import { fieldOf } from '../../../src/domain/values/fieldOf'
import { readStoredLanguage } from '../../../src/domain/browser/language'
import { readText } from '../../../src/domain/browser/storage'
import { resolveStorageKeys } from '../../../src/domain/shop/storageKeys'
import { SHOP_REQUEST } from '../../../src/services/requests'
import { apiClientFor, apiQuery } from '../../../src/store/apiQuery'
import { loadShop } from '../../../src/store/config'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { shopStore } from '../../../src/store/shopStore'
import { SHOP_PAYMENT } from '../../shop-payment/element'

export const optInHost = {
  shopStore,
  loadShop,
  /** The request cache's key of the shop of `config`. */
  shopKey: (config: ShopConfig) => apiQuery(config, SHOP_REQUEST).key,
  shopCurrency,
  apiClientFor,
  learnedPerPageOf,
  readStoredLanguage,
  readText,
  resolveStorageKeys,
  dispatchShopEvent,
  fieldOf,
  paymentTag: SHOP_PAYMENT.tag,
}

export type OptInHost = typeof optInHost

/** The shop events the analytics listens to. */
export const ANALYTICS_EVENTS = [
  'shop-donation-added',
  'shop-cart-changed',
  'shop-checkout-shown',
  'shop-payment-method-chosen',
  'shop-order-completed',
] as const satisfies readonly ShopEventName[]

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]
