import './api/schemas/zodConfig'
/**
 * The bundle's entry: importing it registers every element of the product, once. This is all a museum's page loads:
 * `<script type="module" src=".../shop-elements.js"></script>`.
 */
import { handOverToCanonicalEntry } from './elements/base/canonicalEntry'
import { defineElement } from './elements/base/defineElement'
import { checkConfigurationSoon } from './elements/base/presence'
import { SHOP_ELEMENTS, type ShopElementsTagNameMap } from './elements/registry'

export { SHOP_TAGS } from './elements/registry'
export type {
  ShopCartLinkAttributes,
  ShopDonationsAttributes,
  ShopElementAttributes,
  ShopElementsIntrinsicElements,
  ShopInitAttributes,
  ShopInitDomainAttributes,
  ShopNavAttributes,
  ShopPaymentAttributes,
  ShopTag,
  ShopTicketsAttributes,
} from './elements/registry'
export type { ShopEventMap, ShopEventName } from './domain/events'
export { DEFAULT_STORAGE_KEYS } from './domain/storageKeys'
export type { StorageKeyName, StorageKeys } from './domain/storageKeys'

function defineAll(): void {
  for (const row of SHOP_ELEMENTS) defineElement(row)
  checkConfigurationSoon()
}

// A copy loaded under another URL (`?v=2`) leaves the defining to the plain URL, which the lazy chunks import.
if (!handOverToCanonicalEntry(import.meta.url, defineAll)) defineAll()

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends ShopElementsTagNameMap {}
}
