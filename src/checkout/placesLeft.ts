/**
 * What the checkout offers for a line whose places were taken after its hold ended, without leaving the page: the
 * places still free (the line's quantity becomes them, held anew) or the line removed (its holds released). The
 * checkout follows the stored cart, so the summary and the next order show the change. Never throws.
 */
import type { CartSummaryItem } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { removeCartLine, setCartLineQuantity } from '../domain/cart/lineChanges'
import { holdTokensOf } from '../domain/cart/ticketLines'
import { logOnce } from '../page/logOnce'
import { toShopError } from '../domain/errors'
import { holdCartLine, releaseHold } from '../store/holds'

/** A cart write that failed (storage refused): one console line; false. */
function refused(error: unknown): false {
  logOnce('places left write', `Could not change the cart: ${toShopError(error).message}`)
  return false
}

/** Sets `item`'s quantity to `quantity`, holding the places anew. False when the cart could not be changed. */
export async function takePlacesLeft(
  config: ShopConfig,
  item: CartSummaryItem,
  quantity: number,
): Promise<boolean> {
  const tokens = holdTokensOf(item)
  const { id, time } = item.attributes
  const held =
    typeof id === 'number' && typeof time === 'string'
      ? await holdCartLine({ ticketId: id, quantity, startAt: time, token: tokens.at(-1) })
      : null
  try {
    const patch = held === null ? {} : { reservations: [held] }
    return setCartLineQuantity(config.variant, config.storageKeys, item, quantity, patch)
  } catch (error) {
    if (held !== null) void releaseHold(held)
    return refused(error)
  }
}

/** Removes `item` from the cart and releases its holds. False when the cart could not be changed. */
export function removeGoneLine(config: ShopConfig, item: CartSummaryItem): boolean {
  try {
    if (!removeCartLine(config.variant, config.storageKeys, item)) return false
  } catch (error) {
    return refused(error)
  }
  for (const token of holdTokensOf(item)) void releaseHold(token)
  return true
}
