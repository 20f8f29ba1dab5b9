/**
 * The cart's part in held places (`hold-places`): the visitor's open holds sent with each places call, so their own
 * held places count as free for them; a line's hold changed with its quantity; the holds of a removed line released.
 * Nothing here throws or alarms the visitor: a hold that cannot be changed leaves the line as the server judges it.
 */
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { AttributePatch } from '../../src/domain/cart/lineChanges'
import type { ShopConfig } from '../../src/domain/shop/config'
import { holdTokensIn, holdTokensOf } from '../../src/domain/cart/ticketLines'
import { openStoredHolds } from '../../src/domain/holds/storage'
import { ticketLineAsk } from '../../src/domain/cart/ticketLineRoom'
import type { HeldPlaces } from '../../src/services/tickets'
import { holdCartLine, releaseHold } from '../../src/store/holds'

/** The places call's holds for a cart of `items`: their open holds while the page holds places, else none. */
export function heldPlacesOf(config: ShopConfig, items: readonly CartSummaryItem[]): HeldPlaces {
  return config.holdPlaces ? { reservations: openStoredHolds(holdTokensIn(items)) } : {}
}

/**
 * Changes the hold of the ticket line `item` to `quantity` places (a hold that has ended is made anew). What the
 * line's stored attributes take with the new quantity: its tokens when the hold got a new one, else nothing.
 */
export async function holdQuantity(
  config: ShopConfig,
  item: CartSummaryItem,
  quantity: number,
): Promise<AttributePatch> {
  const tokens = holdTokensOf(item)
  const token = tokens.at(-1)
  const ask = ticketLineAsk(item)
  const startAt = item.attributes.time
  if (!config.holdPlaces || token === undefined || !ask || typeof startAt !== 'string') return {}
  const held = await holdCartLine({ ticketId: ask.ticketId, quantity, startAt, token })
  if (held === null || held === token) return {}
  return { reservations: tokens.map((each) => (each === token ? held : each)) }
}

/** Releases the holds of the removed line `item` (none for a line without). */
export function releaseHoldsOf(item: CartSummaryItem): void {
  for (const token of holdTokensOf(item)) void releaseHold(token)
}
