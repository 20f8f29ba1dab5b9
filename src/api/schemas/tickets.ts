/**
 * The ticket answers, read tolerantly: tickets as a list or keyed by id, quotas naming their tickets as `ticket_ids`
 * or `tickets` (the documented capacities answer), the calendar as true/false or a status text per day. Fields
 * missing or of another type get a safe default where one exists; whether the result is complete enough to sell
 * from is the domain's judgement (src/domain/tickets/dayOffer.ts).
 */
import * as z from 'zod/mini'
import { wholeNumber } from '../../domain/values/wholeNumbers'
import { firstOf } from '../../domain/values/firstOf'
import { dayStatusOf } from '../../domain/tickets/availability'
import type {
  DayStatus,
  Ticket,
  TicketCalendar,
  TicketQuota,
  TicketsAndQuotas,
} from '../../domain/tickets/types'
import { dayParts } from '../../domain/tickets/wallClock'
import { uniqueById } from '../../domain/values/uniqueById'
import { idSchema, listOrKeyedSchema, pickTitle } from './common'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
const ids = optional(z.array(idSchema))
// Any JSON object, its fields read later. A loose object rather than a record: the start-up file already carries
// the object schema, and nothing here needs the record's key checks.
const anyObject = z.looseObject({})

/** A VAT rate as a number or as text ("0.0", "7"). */
const percentSchema = z.pipe(
  firstOf([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
  z.transform(Number),
)

/** A ticket of GET /tickets and of the tickets-and-quotas answer. */
export const ticketSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: optional(z.string()),
    name: optional(z.string()),
    ticket_type: optional(z.string()),
    bookable: optional(z.boolean()),
    museum_ids: ids,
    exhibition_ids: ids,
    quota_ids: ids,
    price_cents: wholeNumber,
    vat_pct: optional(percentSchema),
    tax_included: optional(z.boolean()),
    entry_duration: optional(wholeNumber),
    min_persons: optional(wholeNumber),
    max_persons: optional(wholeNumber),
    first_entry: optional(wholeNumber),
    last_entry: optional(wholeNumber),
    sub_ticket_ids: optional(z.array(idSchema)),
    is_sub_ticket: optional(z.boolean()),
    attendees: optional(z.string()),
  }),
  z.transform((t): Ticket => ({
    id: t.id,
    title: pickTitle(t),
    ticketType: t.ticket_type ?? 'normal',
    bookable: t.bookable !== false,
    museumIds: t.museum_ids ?? [],
    exhibitionIds: t.exhibition_ids ?? [],
    quotaIds: t.quota_ids ?? [],
    priceCents: t.price_cents,
    vatPct: t.vat_pct ?? 0,
    taxIncluded: t.tax_included !== false,
    entryDuration: t.entry_duration ?? 0,
    minPersons: t.min_persons ?? 0,
    // 0 would forbid every booking: a server that sends it means "no limit of its own".
    maxPersons: t.max_persons || null,
    firstEntry: t.first_entry ?? null,
    lastEntry: t.last_entry ?? null,
    subTicketIds: t.sub_ticket_ids ?? [],
    isSubTicket: t.is_sub_ticket === true,
    attendeesRequired: t.attendees === 'required',
  })),
)

/** Tickets as a list or keyed by id; a ticket that does not parse is left out, one named twice is read once. */
export const ticketListSchema = z.pipe(
  listOrKeyedSchema(ticketSchema),
  z.transform((tickets) => uniqueById(tickets)),
)

/** Places per ISO time; entries that are not whole numbers are left out. */
const placesSchema = z.pipe(
  anyObject,
  z.transform((places): Record<string, number> =>
    Object.fromEntries(
      Object.entries(places).filter(
        (entry): entry is [string, number] => Number.isSafeInteger(entry[1]) && Number(entry[1]) >= 0,
      ),
    ),
  ),
)

/** One quota, without its id (the key it arrives under). */
const quotaBodySchema = z.looseObject({
  id: z.optional(idSchema),
  ticket_ids: optional(z.array(idSchema)),
  tickets: optional(z.array(idSchema)),
  capacities: placesSchema,
  total_capacities: optional(placesSchema),
})

/** Quotas keyed by id (or a list of quotas with ids); a quota that does not parse is left out, one named twice read once. */
export const quotasSchema = z.pipe(
  z.unknown(),
  z.transform((value): TicketQuota[] => {
    if (!value || typeof value !== 'object') return []
    // A list names each quota's id inside it; an object names it by key.
    const entries: [string | null, unknown][] = Array.isArray(value)
      ? value.map((item) => [null, item])
      : Object.entries(value)
    const quotas = entries.flatMap(([key, raw]) => {
      const parsed = quotaBodySchema.safeParse(raw)
      const id = parsed.success ? (parsed.data.id ?? key) : null
      if (!parsed.success || id === null) return []
      const quota = parsed.data
      return [
        {
          id: String(id),
          ticketIds: quota.ticket_ids ?? quota.tickets ?? [],
          capacities: quota.capacities,
          totals: quota.total_capacities ?? null,
        },
      ]
    })
    return uniqueById(quotas)
  }),
)

/** The body under `data` when the answer wraps it so, else the answer itself. */
function unwrapData(value: unknown): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) && 'data' in value ? value.data : value
}

/**
 * GET /tickets/list_and_quotas: `{tickets, quotas}`, bare or under `data`. The documented capacities answer
 * (`{data: {"<quota id>": {...}}}`) reads as quotas without tickets.
 */
export const ticketsAndQuotasSchema = z.pipe(
  z.pipe(z.unknown(), z.transform(unwrapData)),
  z.pipe(
    anyObject,
    z.transform((body): TicketsAndQuotas => {
      const named = 'tickets' in body || 'quotas' in body
      return {
        tickets: named ? ticketListSchema.parse(body.tickets) : [],
        quotas: quotasSchema.parse(named ? body.quotas : body),
      }
    }),
  ),
)

/** GET /tickets/calendar: `{data: {"2026-05-30": true | "available" | …}}`; keys that are no days are left out. */
export const ticketCalendarSchema = z.pipe(
  z.pipe(z.unknown(), z.transform(unwrapData)),
  z.pipe(
    anyObject,
    z.transform((days): TicketCalendar =>
      Object.fromEntries(
        Object.entries(days)
          .filter(([day]) => dayParts(day) !== null)
          .map(([day, value]): [string, DayStatus] => [day, dayStatusOf(value)]),
      ),
    ),
  ),
)

/**
 * GET /tickets/{id}/capacity?date=…: places left per ISO time with all the ticket's quotas applied, under `data` (the
 * tickets documentation) or bare (the reseller documentation's example).
 */
export const ticketCapacitySchema = z.pipe(z.pipe(z.unknown(), z.transform(unwrapData)), placesSchema)

/** GET /tickets/{id}: the ticket under `ticket`, or bare. */
export const ticketDetailSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((value) => (value && typeof value === 'object' && 'ticket' in value ? value.ticket : value)),
  ),
  ticketSchema,
)
