/**
 * Days far bigger than a museum's usual ones, as the tickets-and-quotas answer would bring them: 1,440 one-minute
 * times for 50 tickets, or 10,000 tickets on one quota. Tickets spread the documented ticket, so every field is real.
 * The unit tests count the work they cause; the bench times it in the browser.
 */
import { ticketsAndQuotasSchema } from '../../src/api/schemas/tickets'
import { dayOfferFrom } from '../../src/domain/tickets/dayOffer'
import type { SlotContext } from '../../src/domain/tickets/slots'
import { documented } from '../msw/fixtures/documented'

export const BIG_DAY = '2026-05-30'
const QUOTA_ID = 9001

/** `HH:MM` of the big day as the server writes it. */
const isoAt = (minutes: number) =>
  `${BIG_DAY}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+02:00`

export interface BigDayShape {
  tickets: number
  /** One-minute times from midnight. */
  times: number
}

/** The raw answer of a big day: `tickets` timed tickets on one quota with `times` one-minute times. */
export function bigDayAnswer({ tickets, times }: BigDayShape): unknown {
  const [example] = documented('tickets').tickets
  const list = Array.from({ length: tickets }, (_, index) => ({
    ...example,
    id: 100_000 + index,
    title: `Ticket ${index + 1}`,
    quota_ids: [QUOTA_ID],
    first_entry: 0,
    entry_duration: 1,
    last_entry: times - 1,
  }))
  const slots = Array.from({ length: times }, (_, minutes) => isoAt(minutes))
  const quota = {
    ticket_ids: list.map((ticket) => ticket.id),
    capacities: Object.fromEntries(slots.map((iso) => [iso, 40])),
    total_capacities: Object.fromEntries(slots.map((iso) => [iso, 50])),
  }
  return { tickets: list, quotas: { [QUOTA_ID]: quota } }
}

/** The big day read as the element reads it, with an empty cart. */
export function bigDayContext(shape: BigDayShape): SlotContext {
  return { offer: dayOfferFrom(ticketsAndQuotasSchema.parse(bigDayAnswer(shape)), BIG_DAY), cart: [] }
}
