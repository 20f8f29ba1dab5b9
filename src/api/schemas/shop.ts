import * as z from 'zod/mini'
import { firstOf } from '../../domain/values/firstOf'
import { orDefault } from '../../domain/values/orDefault'
import { idSchema, listOrKeyedSchema, textMapSchema } from './common'

/** The PayPal payment mode (payment_modes keyed by id; one of them is PayPal's). */
export const paymentModeSchema = z.looseObject({
  id: idSchema,
  name: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  client_id: z.optional(z.nullable(z.string())),
  merchant_id: z.optional(z.nullable(firstOf([z.string(), z.array(z.string())]))),
  settings: z.optional(z.nullable(z.looseObject({ acdc_enabled: z.optional(z.nullable(z.boolean())) }))),
})
export type PaymentMode = z.infer<typeof paymentModeSchema>

/** Payment modes arrive keyed by id (or as a list); malformed modes are left out. */
const paymentModesSchema = listOrKeyedSchema(paymentModeSchema)

/**
 * The shop (GET /shop, wrapper key `shop`). Campaigns stay `unknown[]` here: each one is validated on its own by the
 * donations element, so one bad campaign never takes down the shop.
 */
export const shopSchema = z.looseObject({
  name: z.string(),
  translations: orDefault(textMapSchema, () => ({})),
  config: orDefault(
    z.looseObject({
      currency: z.optional(z.nullable(z.string())),
      donations: z.optional(
        z.nullable(
          z.looseObject({
            enabled: z.optional(z.nullable(z.boolean())),
            campaigns: z.optional(z.nullable(z.array(z.unknown()))),
          }),
        ),
      ),
    }),
    () => ({}),
  ),
  settings: orDefault(z.looseObject({ currency: z.optional(z.nullable(z.string())) }), () => ({})),
  payment_modes: orDefault(paymentModesSchema, () => []),
  content: z.optional(z.unknown()),
})
export type Shop = z.infer<typeof shopSchema>

/** The response may carry the shop under `shop` (documented) or bare. */
export const shopResponseSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((value) => (value && typeof value === 'object' && 'shop' in value ? value.shop : value)),
  ),
  shopSchema,
)

/** The shop's currency: config first, then settings, then EUR. */
export function shopCurrency(shop: Shop | undefined): string {
  // Before the shop has answered (or when it failed), the checkout still shows the cart: in the default currency.
  return shop?.config.currency || shop?.settings.currency || 'EUR'
}
