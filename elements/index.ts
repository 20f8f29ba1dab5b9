import '../src/api/schemas/zodConfig'
/**
 * The bundle's entry: importing it registers every element of the product, once. This is all a museum's page loads:
 * `<script type="module" src=".../shop-elements.js"></script>`.
 */
import { defineShopDonations, type ShopDonationsAttributes } from './shop-donations'
import { defineShopInit, type ShopInitAttributes } from './shop-init'
import { defineShopInitDomain, type ShopInitDomainAttributes } from './shop-init-domain'
import { defineShopNav, type ShopNavAttributes } from './shop-nav'
import { defineShopPayment, type ShopPaymentAttributes } from './shop-payment'
import { checkConfigurationSoon } from './presence'

export type { ShopInitAttributes } from './shop-init'
export type { ShopInitDomainAttributes } from './shop-init-domain'
export type { ShopNavAttributes } from './shop-nav'
export type { ShopDonationsAttributes } from './shop-donations'
export type { ShopPaymentAttributes } from './shop-payment'
export type { ShopEventMap, ShopEventName } from '../src/events'
export { STORAGE_KEYS } from '../src/domain/storageKeys'

/** Every tag this bundle defines, in registration order. */
export const SHOP_TAGS = [
  'shop-init',
  'shop-init-domain',
  'shop-nav',
  'shop-donations',
  'shop-payment',
] as const

// Init elements first: when the features upgrade, the configuration is already known.
defineShopInit()
defineShopInitDomain()
defineShopNav()
defineShopDonations()
defineShopPayment()
checkConfigurationSoon()

declare global {
  interface HTMLElementTagNameMap {
    'shop-init': HTMLElement & ShopInitAttributes
    'shop-init-domain': HTMLElement & ShopInitDomainAttributes
    'shop-nav': HTMLElement & ShopNavAttributes
    'shop-donations': HTMLElement & ShopDonationsAttributes
    'shop-payment': HTMLElement & ShopPaymentAttributes
  }
}
