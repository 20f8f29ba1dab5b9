/**
 * What the cart's controls do, apart from React: a new quantity (within the rules the choosing elements keep: a ticket
 * line within the room its day has now, an event line within its date's seats and most per booking, both asked past
 * the cache when it grows; the names of a line that names its persons changed with it; a held line's hold changed
 * too), a person's names given, a line or donation removed (its holds released). Every write goes through the shared
 * storage functions, which announce it to the page's other elements; a change is told to the host page. Nothing here
 * throws; every outcome is a value the element shows.
 */
import { DONATION_TYPE } from '../../src/domain/host/analytics'
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import { removeCartLine, removeDonation, setCartLineQuantity } from '../../src/domain/cart/lineChanges'
import type { ShopConfig } from '../../src/domain/shop/config'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit, ShopEventMap } from '../../src/domain/host/events'
import type { Attendee } from '../../src/domain/tickets/attendees'
import {
  namesForQuantity,
  needsNames,
  stepViolation,
  type LineViolation,
} from '../../src/domain/cart/lineRules'
import { askLineFacts } from '../../src/store/lineFacts'
import { heldPlacesOf, holdQuantity, releaseHoldsOf } from './cartHolds'
import type { ViewLine } from './cartView'

export type LineOutcome =
  | { kind: 'changed'; quantity: number }
  | { kind: 'removed' }
  /** The step would break a rule of the line: its limit, with the sentence the choosing element says. */
  | { kind: 'refused'; violation: LineViolation }
  /** A step up of a line that names its persons may happen: the new person's names are asked first. */
  | { kind: 'askName' }
  /** The line is no longer stored as shown: another tab changed it meanwhile. */
  | { kind: 'gone' }
  /** The places could not be asked; nothing changed. */
  | { kind: 'failed'; error: ShopError }
  | { kind: 'storageFailed'; error: ShopError }

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
  /** The names of the person a step up adds, for a line that names its persons; absent: ask for them first. */
  added?: Attendee
}

/**
 * Sets a line's quantity after holding it against the line's rules (asked fresh when it grows). A line that names its
 * persons keeps one name per person: a step down takes the last person off; a step up without `added` writes nothing
 * and asks for the new person's names. A held line's hold changes before the write, which stores a new token with the
 * quantity.
 */
export async function changeQuantity({
  config,
  line,
  others,
  quantity,
  emit,
  added,
}: QuantityChange): Promise<LineOutcome> {
  const growing = quantity > line.quantity
  let facts
  try {
    const held = heldPlacesOf(config, [line.item, ...others])
    facts = await askLineFacts(config, line.item, others, { fresh: growing, held })
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  const violation = stepViolation(line.item, quantity, facts.room)
  if (violation) return { kind: 'refused', violation }
  const named = needsNames(line.item, facts)
  if (named && growing && !added) return { kind: 'askName' }
  const patch = {
    ...(await holdQuantity(config, line.item, quantity)),
    ...(named && { attendees: namesForQuantity(line.item, Math.min(quantity, line.quantity), added) }),
  }
  const result = written(() =>
    setCartLineQuantity(config.variant, config.storageKeys, line.item, quantity, patch),
  )
  if (result !== true) return result
  emit('shop-cart-changed', changeOf(line, quantity))
  return { kind: 'changed', quantity }
}

/** Stores `names` as the names of a line's persons, its quantity unchanged (a missing name given). */
export function nameLine(
  config: ShopConfig,
  line: Extract<ViewLine, { kind: 'item' }>,
  names: readonly Attendee[],
): LineOutcome {
  const result = written(() =>
    setCartLineQuantity(config.variant, config.storageKeys, line.item, line.quantity, { attendees: names }),
  )
  return result === true ? { kind: 'changed', quantity: line.quantity } : result
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
