/**
 * The answers the personalization reads: an order's annual ticket sales (`GET /annual/order`) and the countries
 * (`GET /countries`). Read tolerantly: a sale or a holder that does not parse is left out, fields missing or of
 * another type get a safe default, unknown fields are ignored. What the server knows of a holder becomes the start of
 * the holder's form, in the form's own field names.
 */
import * as z from 'zod/mini'
import type { AnnualOrder, Holder, HolderValues, TicketSale } from '../../domain/personalization/types'
import { dayParts, parseWallClock, type DayKey } from '../../domain/tickets/wallClock'
import { idSchema, listOrKeyedSchema, pickTitle } from './common'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
const text = optional(z.string())

const addressSchema = z.looseObject({
  id: optional(idSchema),
  street: text,
  zip: text,
  city: text,
  country_id: optional(idSchema),
})

const customerSchema = z.looseObject({
  name: text,
  surname: text,
  email: text,
  salutation_id: optional(idSchema),
  addresses: optional(listOrKeyedSchema(addressSchema)),
})

type KnownCustomer = z.infer<typeof customerSchema>

/** The form's start from what the server knows: the holder's address is the one named, else the first. */
function knownValues(customer: KnownCustomer | null | undefined, addressId: number | null | undefined) {
  if (!customer) return {}
  const addresses = customer.addresses ?? []
  const address = addresses.find((candidate) => candidate.id === addressId) ?? addresses[0]
  const known: Partial<HolderValues> = {
    name: customer.name ?? undefined,
    surname: customer.surname ?? undefined,
    email: customer.email ?? undefined,
    customer_salutation_id: customer.salutation_id?.toString(),
    addr_street: address?.street ?? undefined,
    addr_zip: address?.zip ?? undefined,
    addr_city: address?.city ?? undefined,
    addr_country_id: address?.country_id?.toString(),
  }
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined))
}

const holderSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    ready: optional(z.boolean()),
    customer: optional(customerSchema),
    address_id: optional(idSchema),
  }),
  z.transform((p): Holder => ({
    id: p.id,
    ready: p.ready === true,
    known: knownValues(p.customer, p.address_id),
  })),
)

/** The museum's day of a start time ('2026-06-01T00:00:00+02:00') or of a day alone ('2026-06-01'). */
function startDayOf(startAt: string | null | undefined): DayKey | null {
  if (!startAt) return null
  return parseWallClock(startAt)?.date ?? (dayParts(startAt.trim()) ? startAt.trim() : null)
}

const saleSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: text,
    name: text,
    start_at: text,
    is_personalizable: optional(z.boolean()),
    personalizations: optional(listOrKeyedSchema(holderSchema)),
  }),
  z.transform((sale): TicketSale => ({
    id: sale.id,
    title: pickTitle(sale),
    startDay: startDayOf(sale.start_at),
    personalizable: sale.is_personalizable !== false,
    holders: sale.personalizations ?? [],
  })),
)

/** `{order: {…, ticket_sales: [...]}}`; an order without annual tickets has no sales. */
export const annualOrderSchema = z.pipe(
  z.looseObject({
    order: z.looseObject({ ticket_sales: optional(listOrKeyedSchema(saleSchema)) }),
  }),
  z.transform((answer): AnnualOrder => ({ sales: answer.order.ticket_sales ?? [] })),
)

/** A country of `GET /countries`: its id and its name in the requested locale. */
export const countrySchema = z.looseObject({ id: idSchema, name: z.string() })
