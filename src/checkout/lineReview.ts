/**
 * The checkout's look at its ticket and event lines before the order, past the cache: the same calls the ticket and
 * event dates elements make before they add to the cart (one day's tickets with their places, an event's dates with
 * their seats), which answer each line's price and places together. Loaded on demand, only for a cart that holds such
 * lines, so the checkout page without them does not carry the ticket code. An annual ticket, which has no time, is
 * asked by its id among the shop's annual tickets; a ticket line of another kind kept without a readable time by its id
 * alone (its price, persons and names: without a time its places are not judged). An event line that names no event
 * cannot be asked (the API lists dates only by their event): it is answered `noEvent` and left out. A call that fails
 * rejects the whole review. The rules that judge the answers are not imported here: they stay in the checkout's own
 * chunk.
 */
import type { CartSummaryItem } from '../domain/cart/storedCart'
import type { ShopConfig } from '../domain/shop/config'
import { ticketBookingsIn, holdTokensIn, TICKET_LINE_TYPE } from '../domain/cart/ticketLines'
import { EVENT_LINE_TYPE, placesInCart } from '../domain/cart/eventCart'
import { withEventPrice } from '../domain/eventDates/dateList'
import type { EventDate } from '../domain/eventDates/types'
import { openHoldTokens } from '../domain/holds/records'
import { hasSafePrice, unitPriceCents } from '../domain/tickets/prices'
import { fitsSelection, minQuantity } from '../domain/tickets/quantities'
import type { DayOffer, Ticket } from '../domain/tickets/types'
import { parseWallClock } from '../domain/tickets/wallClock'
import { EVENT_DATES_REQUEST, EVENT_REQUEST } from '../services/eventDates'
import { DAY_OFFER_REQUEST, TICKETS_REQUEST, type TicketListParams } from '../services/tickets'
import type { ApiRequest } from '../services/requests'
import { apiQuery } from '../store/apiQuery'
import { currentHoldRecords } from '../store/holds'
import { fetchQuery } from '../store/query'
import type { LineAnswer, LineFacts } from './lineRules'

/** Asks one request of the table past the cache. */
type Ask = <T, P>(request: ApiRequest<T, P>, params: P) => Promise<T>

const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null

/** The event of an event date line: beside its attributes as the event dates element writes it, or among them. */
const eventIdOf = (item: CartSummaryItem): number | null => item.eventId ?? whole(item.attributes.event_id)

/** What `ticket` says of a line: price, persons, names; `fits` judges its places (null: not here). */
function ticketFacts(ticket: Ticket | undefined, fits: LineFacts['fits']): LineFacts {
  if (!ticket)
    return { priceCents: null, minPersons: 1, maxPersons: null, perBooking: null, fits, namesRequired: false }
  return {
    priceCents: ticket.bookable && hasSafePrice(ticket) ? unitPriceCents(ticket) : null,
    minPersons: minQuantity(ticket),
    maxPersons: ticket.maxPersons,
    perBooking: null,
    fits,
    namesRequired: ticket.attendeesRequired,
  }
}

/** The facts of a timed or day ticket line from its day's offer, the rest of the cart taking its places. */
function dayTicketFacts(
  item: CartSummaryItem,
  offer: DayOffer,
  all: readonly CartSummaryItem[],
): LineFacts | null {
  const id = whole(item.attributes.id)
  const wall = typeof item.attributes.time === 'string' ? parseWallClock(item.attributes.time) : null
  if (id === null || !wall) return null
  const ticket = [...offer.tickets, ...offer.combinations].find((candidate) => candidate.id === id)
  // A combination ticket's places are its parts', asked apart when it is added: not judged here.
  const combination = ticket !== undefined && ticket.subTicketIds.length > 0
  const cart = ticketBookingsIn(all.filter((other) => other !== item))
  const fits = combination
    ? null
    : (persons: number) => fitsSelection({ offer, cart }, wall.minutes, { [id]: persons })
  return ticketFacts(ticket, fits)
}

/** What a booking line at several prices costs by the date's prices now; null when a price it counts is gone. */
function scaleBookingCents(date: EventDate, quantities: unknown): number | null {
  if (typeof quantities !== 'object' || quantities === null) return date.priceCents
  let cents = 0
  for (const [scaleId, count] of Object.entries(quantities)) {
    const price = date.scalePrices?.find((scale) => String(scale.id) === scaleId)
    if (!price || typeof count !== 'number') return null
    cents += price.priceCents * count
  }
  return cents
}

/** The facts of an event line from its event's dates: price, seats, the most per registration. */
function eventFacts(
  item: CartSummaryItem,
  dates: readonly EventDate[],
  all: readonly CartSummaryItem[],
): LineFacts {
  const date = dates.find((candidate) => candidate.id === item.attributes.id)
  const others = placesInCart(
    all.filter((other) => other !== item),
    date?.id ?? -1,
  )
  return {
    priceCents: date?.bookable ? scaleBookingCents(date, item.attributes.quantities) : null,
    minPersons: 1,
    maxPersons: null,
    perBooking: date?.maxPerRegistration ?? null,
    fits: date ? (persons) => persons + others <= date.seatsAvailable : null,
    namesRequired: false,
  }
}

const isAnnual = (item: CartSummaryItem): boolean => item.ticketType === 'annual'

/** A ticket line's day and kind of offer, or null when it has no readable time (an annual ticket has none). */
function dayOf(item: CartSummaryItem): { date: string; type: 'normal' | 'time_slot' } | null {
  const wall = typeof item.attributes.time === 'string' ? parseWallClock(item.attributes.time) : null
  return wall && { date: wall.date, type: item.ticketType === 'normal' ? 'normal' : 'time_slot' }
}

/** The tickets of `ids` by their ids alone, no day asked; `types` narrows them (none: every type). */
const ticketsById = (ask: Ask, ids: number[], types: TicketListParams['types']): Promise<Ticket[]> | null =>
  ids.length > 0 ? ask(TICKETS_REQUEST, { types, ticketIds: ids }) : null

/**
 * Asks once per day and kind, per event, once for the annual tickets and once for the other tickets without a time;
 * rejects when a call fails.
 */
async function factsOfLines(items: readonly CartSummaryItem[], ask: Ask): Promise<LineAnswer[]> {
  const open = openHoldTokens(currentHoldRecords(), holdTokensIn(items), Date.now())
  const tickets = items.filter((item) => item.type === TICKET_LINE_TYPE && whole(item.attributes.id) !== null)
  const days = new Map<string, Promise<DayOffer>>()
  const eventsOf = new Map<number, Promise<EventDate[]>>()
  const untimed = tickets.filter((item) => !dayOf(item))
  const idsOf = (lines: CartSummaryItem[]) => lines.map((item) => item.attributes.id as number)
  const annual = ticketsById(ask, idsOf(untimed.filter(isAnnual)), ['annual'])
  const timeless = ticketsById(ask, idsOf(untimed.filter((item) => !isAnnual(item))), [])
  for (const item of tickets) {
    const day = dayOf(item)
    if (!day || days.has(`${day.type}|${day.date}`)) continue
    const ticketIds = tickets
      .filter((other) => dayOf(other)?.date === day.date)
      .map((other) => other.attributes.id as number)
    days.set(`${day.type}|${day.date}`, ask(DAY_OFFER_REQUEST, { ...day, ticketIds, reservations: open }))
  }
  for (const item of items) {
    const eventId = eventIdOf(item)
    if (item.type !== EVENT_LINE_TYPE || eventId === null || eventsOf.has(eventId)) continue
    const dates = Promise.all([ask(EVENT_DATES_REQUEST, eventId), ask(EVENT_REQUEST, eventId)])
    eventsOf.set(
      eventId,
      dates.then(([list, event]) => withEventPrice(list, event)),
    )
  }
  return Promise.all(
    items.map(async (item): Promise<LineAnswer> => {
      if (item.type === EVENT_LINE_TYPE) {
        const events = eventsOf.get(eventIdOf(item) ?? -1)
        return events ? eventFacts(item, await events, items) : 'noEvent'
      }
      if (item.type !== TICKET_LINE_TYPE) return null
      const day = dayOf(item)
      if (day && days.has(`${day.type}|${day.date}`))
        return dayTicketFacts(item, await days.get(`${day.type}|${day.date}`)!, items) ?? 'notOffered'
      const listed = await (isAnnual(item) ? annual : timeless)
      const ticket = listed?.find((candidate) => candidate.id === whole(item.attributes.id))
      return listed ? ticketFacts(ticket, null) : 'notOffered'
    }),
  )
}

/**
 * What the API says now about each line of `items`, asked past the cache (null for a line that is no ticket or event);
 * `reviewLines` (lineRules.ts) judges them. Rejects when a call fails.
 */
export function askLineFacts(config: ShopConfig, items: readonly CartSummaryItem[]): Promise<LineAnswer[]> {
  const ask: Ask = <T, P>(request: ApiRequest<T, P>, params: P) =>
    fetchQuery(apiQuery<T, P>(config, request, ...([params] as P extends void ? [] : [P])), 'fresh')
  return factsOfLines(items, ask)
}
