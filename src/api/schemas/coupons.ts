/**
 * The vouchers a shop sells (GET /coupons), one article (GET /merchandises/{id}) and the cart priced with discount codes
 * (POST /cart). Read tolerantly: these calls are partly undocumented, so every field but the id may be missing.
 */
import * as z from 'zod/mini'
import { fieldOf } from '../../domain/values/fieldOf'
import { idSchema, pickTitle } from './common'
import { wholeNumber } from '../../domain/values/wholeNumbers'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))
const text = optional(z.string())
const cents = optional(wholeNumber)

/** A voucher the shop sells online. */
export interface Voucher {
  id: number
  title: string
  subtitle: string
  /** The shop's description, HTML as the back office wrote it: shown as text only. */
  description: string
  /** What the buyer pays. */
  priceCents: number
  /** What it is worth; more than the price when the shop gives a bonus. */
  valueCents: number
  /** An article (its shipping) ordered with every voucher; null: none. */
  shippedWithId: number | null
}

export const voucherSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: text,
    name: text,
    description: text,
    price_cents: cents,
    value_cents: cents,
    online_available: optional(z.boolean()),
    shipped_with_merchandise_id: optional(idSchema),
    content: optional(z.looseObject({ shop_title: text, shop_sub_title: text, shop_description: text })),
  }),
  z.transform((raw): Voucher & { online: boolean } => ({
    id: raw.id,
    title: raw.content?.shop_title?.trim() || pickTitle(raw),
    subtitle: raw.content?.shop_sub_title?.trim() ?? '',
    description: raw.content?.shop_description || raw.description || '',
    priceCents: raw.price_cents ?? raw.value_cents ?? 0,
    valueCents: raw.value_cents ?? raw.price_cents ?? 0,
    shippedWithId: raw.shipped_with_merchandise_id ?? null,
    online: raw.online_available !== false,
  })),
)

/** One article as GET /merchandises/{id} answers it (wrapped or bare). */
export const articleSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((raw) => fieldOf(raw, 'merchandise') ?? raw),
  ),
  z.pipe(
    z.looseObject({ id: idSchema, title: text, name: text, price_cents: cents }),
    z.transform((m) => ({ id: m.id, title: pickTitle(m), priceCents: m.price_cents ?? 0 })),
  ),
)
export type Article = z.infer<typeof articleSchema>

/** POST /cart: each line's price with the codes, by the uuid it was sent with (in the cart's order when absent). */
export const cartPricesSchema = z.pipe(
  z.looseObject({
    data: optional(
      z.looseObject({
        items: optional(
          z.array(
            z.looseObject({
              attributes: optional(z.looseObject({ uuid: optional(z.unknown()), price_cents: cents })),
            }),
          ),
        ),
      }),
    ),
  }),
  z.transform((raw) =>
    (raw.data?.items ?? []).map((item) => ({
      uuid: typeof item.attributes?.uuid === 'string' ? item.attributes.uuid : null,
      priceCents: item.attributes?.price_cents ?? null,
    })),
  ),
)
