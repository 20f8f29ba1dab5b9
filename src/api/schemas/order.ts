/**
 * The answer of `GET /orders/{token}`: the order with its items and donations. Read tolerantly: an item that does not
 * parse is left out, missing fields get a safe default, unknown fields are ignored. Item ids follow the documented
 * shape: the order item's own `id` on top, the sale's or booking's id as `attributes.id`.
 */
import * as z from 'zod/mini'
import type { Order, OrderBarcode, OrderLine, OrderLineKind } from '../../domain/shop/order'
import { idSchema, listOrKeyedSchema, pickTitle } from './common'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
const text = optional(z.string())
const count = optional(z.pipe(z.number(), z.transform(Math.round)))

const barcodeSchema = z.pipe(
  z.looseObject({ id: idSchema, barcode: z.string(), passbook_url: text }),
  z.transform((raw): OrderBarcode => ({
    id: raw.id,
    barcode: raw.barcode,
    passbookUrl: raw.passbook_url || null,
  })),
)

const KINDS: readonly OrderLineKind[] = ['Ticket', 'Event', 'Tour', 'Coupon', 'Merchandise']

const kindOf = (type: string): OrderLineKind =>
  KINDS.find((kind) => kind.toLowerCase() === type.toLowerCase()) ?? 'Other'

const itemSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    type: z.string(),
    price_cents: count,
    attributes: z.looseObject({
      id: idSchema,
      ticket_id: optional(idSchema),
      date_id: optional(idSchema),
      tour_id: optional(idSchema),
      coupon_id: optional(idSchema),
      title: text,
      name: text,
      quantity: count,
      ticket_type: text,
      start_time: text,
      barcodes: optional(listOrKeyedSchema(barcodeSchema)),
      after_sale_information: text,
      ical_url: text,
    }),
  }),
  z.transform(({ id, type, price_cents, attributes: a }): OrderLine => {
    const annual = a.ticket_type === 'annual'
    return {
      itemId: id,
      kind: kindOf(type),
      type,
      saleId: a.id,
      productId: a.ticket_id ?? a.date_id ?? a.tour_id ?? a.coupon_id ?? a.id,
      title: pickTitle(a),
      quantity: a.quantity ?? 1,
      priceCents: price_cents ?? 0,
      startTime: annual ? null : a.start_time || null,
      annual,
      barcodes: a.barcodes ?? [],
      afterSaleInformation: a.after_sale_information?.trim() || null,
      icalUrl: a.ical_url || null,
    }
  }),
)

const donationSchema = z.pipe(
  z.looseObject({ donation_cents: z.number(), donation_campaign_id: idSchema }),
  z.transform((raw) => ({ campaignId: raw.donation_campaign_id, cents: Math.round(raw.donation_cents) })),
)

const orderFields = z.looseObject({
  id: idSchema,
  token: z.string(),
  is_valid: optional(z.boolean()),
  total_price_cents: count,
  invoice: optional(z.boolean()),
  email: text,
  ical_url: text,
  items: optional(listOrKeyedSchema(itemSchema)),
  donations: optional(listOrKeyedSchema(donationSchema)),
})

const unwrapped = z.pipe(
  z.unknown(),
  z.transform((value) =>
    value && typeof value === 'object' && 'order' in value ? (value as { order: unknown }).order : value,
  ),
)

/** The order, whether the server wraps it in `order` or not. */
export const orderSchema = z.pipe(
  z.pipe(unwrapped, orderFields),
  z.transform((raw): Order => {
    return {
      id: raw.id,
      token: raw.token,
      isValid: raw.is_valid !== false,
      totalCents: raw.total_price_cents ?? 0,
      invoice: raw.invoice === true,
      email: raw.email || null,
      icalUrl: raw.ical_url || null,
      lines: raw.items ?? [],
      donations: raw.donations ?? [],
    }
  }),
)
