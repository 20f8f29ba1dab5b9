/**
 * What the server says of a cart line's rules now: a ticket line's room on its day's places (and whether its ticket
 * asks for names), an event line's room among its event's dates. The rules themselves are pure
 * (`src/domain/cart/lineRules.ts`); the cart asks here before a line grows, the checkout before it orders.
 */
import type { CartSummaryItem } from '../domain/cart/storedCart'
import { LINE_ONLY, type LineFacts } from '../domain/cart/lineRules'
import { ticketLineAsk, ticketLineFacts } from '../domain/cart/ticketLineRoom'
import { eventLineAsk, eventLineRoom } from '../domain/cart/eventLineRoom'
import { storedLineField } from '../domain/cart/lineChanges'
import type { ShopConfig } from '../domain/shop/config'
import { UnknownEventError } from '../domain/eventDates/errors'
import { TicketAvailabilityError } from '../domain/tickets/errors'
import { DAY_OFFER_REQUEST, type HeldPlaces } from '../services/tickets'
import { EVENT_DATES_REQUEST } from '../services/eventDates'
import { apiQuery } from './apiQuery'
import { fetchQuery } from './query'

/** A line whose ticket or event the server no longer offers: nothing fits. */
const GONE: LineFacts = { room: { least: 1, most: 0, mostBy: 'places' }, namesRequired: false }

export interface LineFactsAsk {
  /** Past the cache (before a line grows or is ordered: others may have booked since); else as cached. */
  fresh: boolean
  /** The visitor's open holds, whose places count as free for them. */
  held?: HeldPlaces
}

/**
 * The facts of `line`, `others` being the cart's other lines (their places count). A line nothing can be asked about
 * (an article, a tour, an event line without its event) has only its own (`LINE_ONLY`).
 * @throws ShopError when the server cannot be asked; the caller keeps the line as it is.
 */
export async function askLineFacts(
  config: ShopConfig,
  line: CartSummaryItem,
  others: readonly CartSummaryItem[],
  { fresh, held = {} }: LineFactsAsk,
): Promise<LineFacts> {
  const ask = fresh ? 'fresh' : 'again'
  const ticket = ticketLineAsk(line)
  if (ticket) {
    const params = { type: ticket.type, date: ticket.date, ticketIds: [ticket.ticketId], ...held }
    try {
      return ticketLineFacts(await fetchQuery(apiQuery(config, DAY_OFFER_REQUEST, params), ask), line, others)
    } catch (error) {
      if (error instanceof TicketAvailabilityError && error.problem === 'no_tickets') return GONE
      throw error
    }
  }
  const event = eventLineAsk(line, storedLineField(config.variant, config.storageKeys, line, 'event_id'))
  if (!event) return LINE_ONLY
  try {
    const dates = await fetchQuery(apiQuery(config, EVENT_DATES_REQUEST, event.eventId), ask)
    return { room: eventLineRoom(dates, line, others), namesRequired: false }
  } catch (error) {
    if (error instanceof UnknownEventError) return GONE
    throw error
  }
}
