import '../src/api/schemas/zodConfig'
/**
 * The bundle's entry: importing it registers every element of the product, once. This is all a museum's page loads:
 * `<script type="module" src=".../shop-elements.js"></script>`.
 */
import { handOverToCanonicalEntry } from './canonicalEntry'
import type { ShopElementsTagNameMap } from './catalog'
import { checkConfigurationSoon } from './presence'
import { defineShopCartLink } from './shop-cart-link'
import { defineShopDonations } from './shop-donations'
import { defineShopInit } from './shop-init'
import { defineShopNav } from './shop-nav'
import { defineShopPayment } from './shop-payment'

export { SHOP_TAGS } from './catalog'
export type {
  ShopCartLinkAttributes,
  ShopDonationsAttributes,
  ShopElementsIntrinsicElements,
  ShopInitAttributes,
  ShopInitDomainAttributes,
  ShopNavAttributes,
  ShopPaymentAttributes,
  ShopTag,
} from './catalog'
export type { ShopEventMap, ShopEventName } from '../src/domain/events'
export { DEFAULT_STORAGE_KEYS } from '../src/domain/storageKeys'
export type { StorageKeyName, StorageKeys } from '../src/domain/storageKeys'

function defineAll(): void {
  // Init elements first: when the features upgrade, the configuration is already known.
  defineShopInit()
  defineShopNav()
  defineShopDonations()
  defineShopPayment()
  defineShopCartLink()
  checkConfigurationSoon()
}

// A copy loaded under another URL (`?v=2`) leaves the defining to the plain URL, which the lazy chunks import.
if (!handOverToCanonicalEntry(import.meta.url, defineAll)) defineAll()

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends ShopElementsTagNameMap {}
}
