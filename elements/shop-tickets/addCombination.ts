/**
 * "In den Warenkorb" for combination tickets, apart from React: every part's places and the tickets' own are asked
 * again past the cache; a choice that no longer fits stays, with the part whose time changed and the nearest times
 * of that part where it fits; a choice that fits becomes lines with a time per part.
 */
import { toShopError } from '../../src/domain/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { Emit } from '../../src/domain/host/events'
import type { AttendeeNames } from '../../src/domain/tickets/attendees'
import { combinationCartLines } from '../../src/domain/cart/ticketLines'
import { partTimes, type CombinationContext } from '../../src/domain/tickets/combination'
import { recheckCombination } from '../../src/domain/tickets/combinationRecheck'
import type { Ticket, TicketSelection } from '../../src/domain/tickets/types'
import type { AddOutcome } from './addTickets'
import { storeTicketLines } from './storeLines'

export interface CombinationAddRequest {
  config: ShopConfig
  /** The fresh places of the parts and the tickets, with the parts as chosen. */
  freshContext: () => Promise<CombinationContext>
  tickets: readonly Ticket[]
  selection: TicketSelection
  names: AttendeeNames
  partMinutes: number
  emit: Emit
  goToCart: boolean
}

export async function addCombinationToCart(request: CombinationAddRequest): Promise<AddOutcome> {
  let context: CombinationContext
  try {
    context = await request.freshContext()
  } catch (error) {
    return { kind: 'failed', error: toShopError(error) }
  }
  const recheck = recheckCombination(context, request.selection, request.partMinutes)
  if (recheck.status === 'changed') {
    const { part, placesLeft, alternatives } = recheck
    return { kind: 'changed', recheck: { status: 'changed', placesLeft, limits: {}, alternatives }, part }
  }
  const times = partTimes(context.parts)
  if (!times) return { kind: 'failed', error: toShopError(new Error('A part has no time')) }
  const lines = combinationCartLines(request.tickets, request.selection, times, request.names)
  const { config, emit, goToCart } = request
  return storeTicketLines({ config, lines, time: times.time, emit, goToCart })
}
