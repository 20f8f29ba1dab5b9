/**
 * Holding the places of the chosen tickets when others may be quicker: two visitors can both see the last places and
 * add at the same moment; the server holds the first one's and refuses the second one's hold (422, no room). Then the
 * second one's places are asked again and the element shows what is still possible, as for any change of the places
 * before adding; nothing goes into the cart, and holding goes on for the page.
 */
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { TicketCartLine } from '../../src/domain/cart/ticketLines'
import { recheckSelection, type RecheckResult } from '../../src/domain/tickets/recheck'
import type { DayOffer, Ticket, TicketBooking, TicketSelection } from '../../src/domain/tickets/types'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { fetchQuery, type Query } from '../../src/store/query'
import { holdTicketLines, undoTicketHolds } from './holdTickets'

export type RoomOutcome =
  | { kind: 'held'; lines: TicketCartLine[] }
  | { kind: 'changed'; recheck: Extract<RecheckResult, { status: 'changed' }> }
  | { kind: 'failed'; error: ShopError }

/** What is held: the chosen lines at `minutes` of the day `dayOffer` asks, with the cart's lines beside them. */
export interface RoomRequest {
  dayOffer: Query<DayOffer>
  minutes: number
  selection: TicketSelection
  cart: readonly TicketBooking[]
}

/** A server refusing again although the places were asked in between holds nothing: holds are then off. */
const MOST_ATTEMPTS = 3

/**
 * Holds the places of `lines` (of `tickets`). A hold refused for want of room gives back what was held for the
 * other lines and asks the places again past the cache: when the choice no longer fits, the element's notice says
 * what is still possible; when it still fits (the refusal was not about room), holding is tried again.
 */
export async function holdWithRoom(
  request: RoomRequest,
  lines: readonly TicketCartLine[],
  tickets: readonly Ticket[],
): Promise<RoomOutcome> {
  for (let attempt = 1; attempt < MOST_ATTEMPTS; attempt++) {
    const held = await holdTicketLines(lines, tickets, request.cart)
    if (!held.noRoom) return { kind: 'held', lines: held.lines }
    await undoTicketHolds(held.lines, request.cart)
    let offer: DayOffer
    try {
      offer = await fetchQuery(request.dayOffer, 'fresh')
    } catch (error) {
      return { kind: 'failed', error: toShopError(error) }
    }
    const context = { offer, cart: request.cart }
    const recheck = recheckSelection(context, request.minutes, request.selection, museumNow())
    if (recheck.status === 'changed') return { kind: 'changed', recheck }
  }
  // The second refusal in a row has turned holds off: the lines go in without.
  return { kind: 'held', lines: (await holdTicketLines(lines, tickets, request.cart)).lines }
}
