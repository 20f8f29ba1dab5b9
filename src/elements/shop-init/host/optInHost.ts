/**
 * What the lazily loaded opt-ins (analytics, self-diagnosis) use of the code every page loads anyway, handed to them
 * as one value instead of imported. The bundler groups modules by the set of chunks that import them: imported from
 * the opt-ins' chunks too, these modules would be cut out of the start-up code into more chunks, which the nav page
 * would load and which compress worse. The opt-ins import only types from here.
 */
import { shopCurrency } from '../../../api/schemas/shop'
import { learnedPerPageOf } from '../../../api/paging'
import { dispatchShopEvent, type ShopEventName } from '../../../domain/events'
import { fieldOf } from '../../../domain/fieldOf'
import { readStoredLanguage } from '../../../domain/language'
import { readText } from '../../../domain/storage'
import { resolveStorageKeys } from '../../../domain/storageKeys'
import { SHOP_REQUEST } from '../../../services/requests'
import { apiClientFor, apiQuery } from '../../../store/apiQuery'
import { loadShop } from '../../../store/config'
import type { ShopConfig } from '../../../domain/config'
import { shopStore } from '../../../store/shopStore'
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
  'shop-order-created',
  'shop-payment-succeeded',
] as const satisfies readonly ShopEventName[]

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]
