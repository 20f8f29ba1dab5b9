/**
 * The last look at held places before the next step (the checkout's order, the cart's way to the checkout). A line
 * whose hold has ended goes on without its token, and its places are asked again past the cache: the lines whose
 * places others took meanwhile are named. Lines with an open hold, or without one, are the server's to judge when it
 * takes the order.
 */
import type { CartSummaryItem } from '../../domain/cart/storedCart'
import type { ShopConfig } from '../../domain/shop/config'
import { toShopError } from '../../domain/errors'
import { logOnce } from '../../page/logOnce'
import { holdTokensIn, holdTokensOf, ticketBookingsIn } from '../../domain/cart/ticketLines'
import { hasHoldEnded, openHoldTokens, type HoldRecords } from '../../domain/holds/records'
import { maxQuantity } from '../../domain/tickets/quantities'
import { parseWallClock } from '../../domain/tickets/wallClock'
import { DAY_OFFER_REQUEST } from '../../services/tickets'
import { apiQuery } from '../apiQuery'
import { fetchQuery } from '../query'

/** A line whose places others took after its hold ended, with the places of its ticket still free at its time. */
export interface GoneLine<T extends CartSummaryItem = CartSummaryItem> {
  item: T
  left: number
}

/** The lines as they go on, and those whose places are gone. */
export interface HeldLinesCheck<T extends CartSummaryItem> {
  items: T[]
  gone: GoneLine<T>[]
}

/** `item` without the tokens of holds that have ended. */
function withoutEnded<T extends CartSummaryItem>(item: T, ended: (token: string) => boolean): T {
  const tokens = holdTokensOf(item)
  const kept = tokens.filter((token) => !ended(token))
  if (kept.length === tokens.length) return item
  const { reservations: _ended, ...attributes } = item.attributes
  return { ...item, attributes: kept.length > 0 ? { ...attributes, reservations: kept } : attributes }
}

/**
 * How many places of `item`'s ticket are still free for the visitor at its time, with the rest of the cart (`all`)
 * and their open holds (`open`). Null when that cannot be known: a check without an answer leaves the line to the
 * server.
 */
async function placesFree(
  config: ShopConfig,
  item: CartSummaryItem,
  all: readonly CartSummaryItem[],
  open: readonly string[],
): Promise<number | null> {
  const wall = typeof item.attributes.time === 'string' ? parseWallClock(item.attributes.time) : null
  const id = item.attributes.id
  if (!wall || typeof id !== 'number') return null
  const type = item.ticketType === 'normal' ? 'normal' : 'time_slot'
  const params = { type, date: wall.date, ticketIds: [id], reservations: open } as const
  try {
    const offer = await fetchQuery(apiQuery(config, DAY_OFFER_REQUEST, params), 'fresh')
    const cart = ticketBookingsIn(all.filter((other) => other !== item))
    return maxQuantity({ offer, cart }, id, wall.minutes)
  } catch (error) {
    logOnce(
      'held lines check',
      `Could not ask again for places no longer held: ${toShopError(error).message}`,
    )
    return null
  }
}

/**
 * Checks the holds of `items` (`records`: the page's, currentHoldRecords()) at `now`: ended tokens left out, the
 * places of lines no longer held asked again.
 */
export async function recheckHeldLines<T extends CartSummaryItem>(
  config: ShopConfig,
  items: readonly T[],
  records: HoldRecords,
  now = Date.now(),
): Promise<HeldLinesCheck<T>> {
  const ended = (token: string) => hasHoldEnded(records, token, now)
  const open = openHoldTokens(records, holdTokensIn(items), now)
  const lapsed = items.filter((item) => holdTokensOf(item).length > 0 && holdTokensOf(item).every(ended))
  const free = await Promise.all(lapsed.map((item) => placesFree(config, item, items, open)))
  return {
    items: items.map((item) => withoutEnded(item, ended)),
    gone: lapsed.flatMap((item, index) => {
      const left = free[index] ?? null
      return left !== null && left < item.quantity ? [{ item, left }] : []
    }),
  }
}
