/**
 * "In den Warenkorb", apart from React: the day's places are asked again past the cache, the visitor's choice is held
 * against them, and only a choice that still fits is written to the cart, announced to the host page and, when the
 * page asks for it, followed to the cart. Nothing here throws; every outcome is a value the element shows.
 */
import type { ShopConfig } from '../../domain/config'
import { toShopError, type ShopError } from '../../domain/errors'
import type { Emit } from '../../domain/events'
import { pageNavigation } from '../../domain/navigation'
import { ticketCartLines } from '../../domain/tickets/cartLines'
import { recheckSelection, type RecheckResult } from '../../domain/tickets/recheck'
import { daySlots } from '../../domain/tickets/slots'
import { addTicketLines } from '../../domain/tickets/ticketCart'
import type { DayOffer, TicketBooking, TicketSelection } from '../../domain/tickets/types'
import { museumNow, parseWallClock, type WallClock } from '../../domain/tickets/wallClock'
import { cartAddress } from '../../domain/shopPages'
import { fetchQuery, type Query } from '../../store/query'

export type AddOutcome =
  | { kind: 'added'; count: number; when: WallClock }
  | { kind: 'changed'; recheck: Extract<RecheckResult, { status: 'changed' }> }
  | { kind: 'failed'; error: ShopError }
  | { kind: 'storageFailed' }

export interface AddRequest {
  config: ShopConfig
  /** The chosen day's tickets and places: asked again `fresh`, which also updates what the element shows. */
  dayOffer: Query<DayOffer>
  minutes: number
  selection: TicketSelection
  /** The cart's ticket lines now: they take places too. */
  cart: readonly TicketBooking[]
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
  const when = slot && parseWallClock(slot.iso)
  if (!slot || !when) return { kind: 'failed', error: toShopError(new Error('The chosen time is gone')) }
  const lines = ticketCartLines(offer.tickets, selection, slot.iso)
  try {
    addTicketLines(config.variant, config.storageKeys, lines)
  } catch (error) {
    console.warn('[museum-shop] <shop-tickets> could not store the tickets', error)
    return { kind: 'storageFailed' }
  }
  const tickets = lines.map(({ attributes }) => ({ ticketId: attributes.id, quantity: attributes.quantity }))
  emit('shop-tickets-added', { tickets, time: slot.iso })
  if (request.goToCart) {
    try {
      pageNavigation.assign(cartAddress(config))
    } catch (error) {
      // A sandboxed frame may forbid navigation: the confirmation with its cart link stays instead.
      console.error('[museum-shop] <shop-tickets> could not open the cart', error)
    }
  }
  return { kind: 'added', count: tickets.reduce((sum, line) => sum + line.quantity, 0), when }
}
