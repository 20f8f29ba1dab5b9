import * as z from 'zod/mini'
import type { ApiClient, Query } from '../api/clientTypes'
import { idSchema } from '../api/schemas/common'

/** Ticket (GET /tickets): the documented fields the shop uses; unknown fields are kept. */
export const ticketSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  ticket_type: z.optional(z.nullable(z.string())),
  bookable: z.optional(z.nullable(z.boolean())),
  price_cents: z.optional(z.nullable(z.int())),
})
export type Ticket = z.infer<typeof ticketSchema>

/** `{data: {...}}` answers of the calendar and capacity calls. */
const dataSchema = z.looseObject({ data: z._default(z.record(z.string(), z.unknown()), {}) })

/** GET /tickets/calendar — which days have tickets (cached 60 s). */
export async function fetchTicketsCalendar(
  client: ApiClient,
  query?: Query,
): Promise<Record<string, boolean>> {
  const response = await client.get('/tickets/calendar', z.nullable(dataSchema), { query })
  return Object.fromEntries(Object.entries(response?.data ?? {}).map(([day, open]) => [day, open === true]))
}

/** GET /tickets/list_and_quotas — capacities per quota (cached 60 s). */
export async function fetchTicketsListAndQuotas(
  client: ApiClient,
  query?: Query,
): Promise<Record<string, unknown>> {
  const response = await client.get('/tickets/list_and_quotas', z.nullable(dataSchema), { query })
  return response?.data ?? {}
}

/** GET /tickets — the ticket list (cached 60 s). */
export const fetchTickets = (client: ApiClient, query?: Query): Promise<Ticket[]> =>
  client.list('/tickets', 'tickets', ticketSchema, query)
