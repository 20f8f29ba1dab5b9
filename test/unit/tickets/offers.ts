/**
 * Day offers and tickets for the domain tests, read from the fake API's fixtures through the product's schema, so the
 * domain is tested on the data the element gets, without a request.
 */
import { ticketCapacitySchema, ticketSchema, ticketsAndQuotasSchema } from '../../../src/api/schemas/tickets'
import type { TicketCapacity } from '../../../src/domain/tickets/combination'
import { dayOfferFrom } from '../../../src/domain/tickets/dayOffer'
import type { SlotContext } from '../../../src/domain/tickets/slots'
import type { DayOffer, Ticket, TicketBooking } from '../../../src/domain/tickets/types'
import type { DayKey } from '../../../src/domain/tickets/wallClock'
import { ticketsFixture, TICKET_IDS } from '../../msw/fixtures/tickets'
import { quotasOnDay, TICKET_REFERENCE_DAY } from '../../msw/fixtures/ticketDays'
import { capacityOn } from '../../msw/ticketPartHandlers'

export { TICKET_IDS, TICKET_REFERENCE_DAY }

/** Our ticket `id` as the element reads it. */
export function ticket(id: number): Ticket {
  const raw = ticketsFixture().find((candidate) => candidate.id === id)
  return ticketSchema.parse(raw)
}

/** The offer of `day` for the tickets `ids` (default: the museum's three timed tickets). */
export function offerOn(day: DayKey = TICKET_REFERENCE_DAY, ids: readonly number[] = timedIds()): DayOffer {
  const tickets = ticketsFixture().filter((candidate) => ids.includes(candidate.id))
  const quotas = Object.fromEntries(
    Object.entries(quotasOnDay(day)).filter(([, quota]) => quota.ticket_ids.some((id) => ids.includes(id))),
  )
  return dayOfferFrom(ticketsAndQuotasSchema.parse({ tickets, quotas }), day)
}

/** The places of ticket `id` on `day` as its capacity call answers them. */
export function capacityOf(id: number, day: DayKey = TICKET_REFERENCE_DAY): TicketCapacity {
  const raw = ticketsFixture().find((candidate) => candidate.id === id)
  if (!raw) throw new Error(`no ticket ${id} in the fixtures`)
  return ticketCapacitySchema.parse({ data: capacityOn(raw, day) })
}

export const timedIds = (): number[] => [TICKET_IDS.adult, TICKET_IDS.reduced, TICKET_IDS.family]

/** The context for places: the offer and the cart's bookings. */
export function contextOf(offer: DayOffer, cart: readonly TicketBooking[] = []): SlotContext {
  return { offer, cart }
}

/** The ISO time of `hhmm` on the reference day, as the fake writes it (summer time). */
export const at = (hhmm: string, day: DayKey = TICKET_REFERENCE_DAY): string => `${day}T${hhmm}:00+02:00`

/** Minutes after midnight of 'HH:MM'. */
export const minutesOf = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  return hours * 60 + minutes
}
