/**
 * "In den Warenkorb", apart from React: the day's places are asked again past the cache, the visitor's choice is held
 * against them, and only a choice that still fits is written to the cart (with the names typed for tickets that ask
 * for them; with `hold-places`, its places held at the server first), announced to the host page and, when the page
 * asks for it, followed to the cart. Nothing here throws; every outcome is a value the element shows.
 */
import type { ShopConfig } from '../../src/domain/shop/config'
import type { AttendeeNames } from '../../src/domain/tickets/attendees'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit } from '../../src/domain/host/events'
import { ticketCartLines } from '../../src/domain/cart/ticketLines'
import { ticketCartKey } from '../../src/domain/cart/ticketCart'
import { canWrite } from '../../src/domain/browser/storageUpdates'
import { recheckSelection, type RecheckResult } from '../../src/domain/tickets/recheck'
import { daySlots } from '../../src/domain/tickets/slots'
import type { DayOffer, TicketBooking, TicketSelection } from '../../src/domain/tickets/types'
import { museumNow, parseWallClock } from '../../src/domain/tickets/wallClock'
import { fetchQuery, type Query } from '../../src/store/query'
import { storeFailed, storeTicketLines, type StoreOutcome } from './storeLines'
import { heldForMs, undoTicketHolds } from './holdTickets'
import { holdWithRoom } from './holdWithRoom'

export type AddOutcome =
  | StoreOutcome
  /** `part`: for a combination ticket, the part (in visiting order) whose time changed. */
  | { kind: 'changed'; recheck: Extract<RecheckResult, { status: 'changed' }>; part?: number }
  | { kind: 'failed'; error: ShopError }

export interface AddRequest {
  config: ShopConfig
  /** The chosen day's tickets and places: asked again `fresh`, which also updates what the element shows. */
  dayOffer: Query<DayOffer>
  minutes: number
  selection: TicketSelection
  /** The cart's ticket lines now: they take places too. */
  cart: readonly TicketBooking[]
  /** The names typed for the tickets that ask for them. */
  names: AttendeeNames
  emit: Emit
  goToCart: boolean
}

export async function addTicketsToCart(request: AddRequest): Promise<AddOutcome> {
  const { config, minutes, selection, emit } = request
  let offer: DayOffer
  try {
    offer = await fetchQuery(request.dayOffer, 'fresh')
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  const context = { offer, cart: request.cart }
  const now = museumNow()
  const recheck = recheckSelection(context, minutes, selection, now)
  if (recheck.status === 'changed') return { kind: 'changed', recheck }
  const slot = daySlots(context, now).find((candidate) => candidate.minutes === minutes)
  if (!slot || !parseWallClock(slot.iso))
    return { kind: 'failed', error: toShopError(new Error('The chosen time is gone')) }
  const chosen = ticketCartLines(offer.tickets, selection, slot.iso, request.names)
  if (!config.holdPlaces)
    return storeTicketLines({ config, lines: chosen, time: slot.iso, emit, goToCart: request.goToCart })
  // Places are held only for lines that can be written: a storage that refuses writes is known before holding.
  if (!canWrite(ticketCartKey(config.variant, config.storageKeys))) return storeFailed()
  const held = await holdWithRoom(request, chosen, offer.tickets)
  if (held.kind !== 'held') return held
  const { lines } = held
  const stored = storeTicketLines({ config, lines, time: slot.iso, emit, goToCart: request.goToCart })
  // Full storage takes the probe but not the lines: the holds made for them end at once.
  if (stored.kind === 'storageFailed') await undoTicketHolds(lines, request.cart)
  return stored.kind === 'added' ? { ...stored, heldMs: heldForMs(lines) } : stored
}
