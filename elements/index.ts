import '../src/api/schemas/zodConfig'
/**
 * The bundle's entry: importing it registers every element of the product, once. This is all a museum's page loads:
 * `<script type="module" src=".../shop-elements.js"></script>`.
 */
import { handOverToCanonicalEntry } from './base/canonicalEntry'
import { defineElement } from './base/defineElement'
import { checkConfigurationSoon } from './base/presence'
import { SHOP_ELEMENTS, type ShopElementsTagNameMap } from './registry'

export { SHOP_TAGS } from './registry'
// Every public type of the registry (tags, attributes per tag, JSX and tag-name maps), derived there.
export type * from './registry'
export type { ShopEventMap, ShopEventName } from '../src/domain/host/events'
export { DEFAULT_STORAGE_KEYS } from '../src/domain/shop/storageKeys'
export type { StorageKeyName, StorageKeys } from '../src/domain/shop/storageKeys'

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
