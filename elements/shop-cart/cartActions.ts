/**
 * What the cart's controls do, apart from React: a new quantity (for a ticket line only within the room its day has
 * now, asked past the cache when it grows; its hold changed with it), a line or donation removed (its holds
 * released). Every write goes through the shared storage functions, which announce it to the page's other elements; a
 * change is told to the host page. Nothing here throws; every outcome is a value the element shows.
 */
import { DONATION_TYPE } from '../../src/domain/host/analytics'
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import { removeCartLine, removeDonation, setCartLineQuantity } from '../../src/domain/cart/lineChanges'
import type { ShopConfig } from '../../src/domain/shop/config'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit, ShopEventMap } from '../../src/domain/host/events'
import { TicketAvailabilityError } from '../../src/domain/tickets/errors'
import { ticketLineAsk, ticketLineRoom, type LineRoom } from '../../src/domain/cart/ticketLineRoom'
import { DAY_OFFER_REQUEST } from '../../src/services/tickets'
import { apiQuery } from '../../src/store/apiQuery'
import { fetchQuery } from '../../src/store/query'
import { heldPlacesOf, holdQuantity, releaseHoldsOf } from './cartHolds'
import type { ViewLine } from './cartView'

export type LineOutcome =
  | { kind: 'changed'; quantity: number }
  | { kind: 'removed' }
  /** A ticket line would hold more than its time has room for (`most`, 0 when none is left). */
  | { kind: 'tooMany'; most: number }
  /** A ticket line would hold fewer than one booking of its ticket must. */
  | { kind: 'tooFew'; least: number }
  /** The line is no longer stored as shown: another tab changed it meanwhile. */
  | { kind: 'gone' }
  /** The places could not be asked; nothing changed. */
  | { kind: 'failed'; error: ShopError }
  | { kind: 'storageFailed'; error: ShopError }

/**
 * The room of a ticket line on its day's places: asked `fresh` before it grows (others may have booked since), else
 * as cached. A ticket the server no longer sells that day has none. Null for a line whose places cannot be asked.
 */
async function roomOf(
  config: ShopConfig,
  line: CartSummaryItem,
  others: readonly CartSummaryItem[],
  growing: boolean,
): Promise<LineRoom | null> {
  const ask = ticketLineAsk(line)
  if (!ask) return null
  const query = apiQuery(config, DAY_OFFER_REQUEST, {
    type: ask.type,
    date: ask.date,
    ticketIds: [ask.ticketId],
    ...heldPlacesOf(config, [line, ...others]),
  })
  try {
    return ticketLineRoom(await fetchQuery(query, growing ? 'fresh' : 'again'), line, others)
  } catch (error) {
    if (error instanceof TicketAvailabilityError && error.problem === 'no_tickets')
      return { least: 1, most: 0 }
    throw error
  }
}

/** What the host page hears of `line` changed to `quantity`. */
function changeOf(line: ViewLine, quantity: number): ShopEventMap['shop-cart-changed'] {
  const { name, unitCents: priceCents, quantity: previousQuantity } = line
  const [type, id] =
    line.kind === 'item'
      ? [line.item.type, Number(line.item.attributes.id)]
      : [DONATION_TYPE, line.donation.campaign_id]
  return { type, id, name, priceCents, previousQuantity, quantity }
}

/** Runs a storage write: true/false as it said, or the storage failure. */
function written(write: () => boolean): LineOutcome | true {
  try {
    return write() || { kind: 'gone' }
  } catch (error) {
    console.warn('[museum-shop] <shop-cart> could not change the cart', error)
    return { kind: 'storageFailed', error: toShopError(error) }
  }
}

export interface QuantityChange {
  config: ShopConfig
  line: Extract<ViewLine, { kind: 'item' }>
  /** The cart's other items now: their tickets take places too. */
  others: readonly CartSummaryItem[]
  quantity: number
  emit: Emit
}

/**
 * Sets a line's quantity, after asking its day's places when it is a ticket line; a held line's hold changes before
 * the write, which stores a new token with the quantity.
 */
export async function changeQuantity({
  config,
  line,
  others,
  quantity,
  emit,
}: QuantityChange): Promise<LineOutcome> {
  const growing = quantity > line.quantity
  let room: LineRoom | null
  try {
    room = await roomOf(config, line.item, others, growing)
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  if (room && growing && quantity > room.most) return { kind: 'tooMany', most: room.most }
  if (room && quantity < room.least) return { kind: 'tooFew', least: room.least }
  const patch = await holdQuantity(config, line.item, quantity)
  const result = written(() =>
    setCartLineQuantity(config.variant, config.storageKeys, line.item, quantity, patch),
  )
  if (result !== true) return result
  emit('shop-cart-changed', changeOf(line, quantity))
  return { kind: 'changed', quantity }
}

/** Removes a line (releasing its holds) or a donation. */
export function removeLine(config: ShopConfig, line: ViewLine, emit: Emit): LineOutcome {
  const result = written(() =>
    line.kind === 'item'
      ? removeCartLine(config.variant, config.storageKeys, line.item)
      : removeDonation(config.storageKeys, line.donation),
  )
  if (result !== true) return result
  if (line.kind === 'item') releaseHoldsOf(line.item)
  emit('shop-cart-changed', changeOf(line, 0))
  return { kind: 'removed' }
}
