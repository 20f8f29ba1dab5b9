import type { Variant } from '../shop/urls'
import type { StorageKeys } from '../shop/storageKeys'

/**
 * Which stored cart a configuration reads, as one text: its variant and its storage keys. An element showing the cart
 * starts afresh when it changes (another init element, other keys), instead of mixing two carts' state. Apart from
 * the storage keys, which the start-up carries: only the elements that show the cart need it.
 */
export function cartIdentity(config: { variant: Variant; storageKeys: StorageKeys }): string {
  return [config.variant, ...Object.values(config.storageKeys)].join('|')
}
