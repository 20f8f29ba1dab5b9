/**
 * The translator of the card, wallet and local methods: the shop's texts, then the built-in texts of the locale
 * (the payment element registers the methods' table when its chunk loads), then English.
 */
import { useShopContext } from '../../base/useShopContext'
import type { Translator } from '../../../src/domain/messages/translations'

/** `(key, vars) => text` for the payment methods' keys, in the element's locale. */
export function useMethodText(): Translator {
  return useShopContext().t
}
