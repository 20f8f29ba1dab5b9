import * as z from 'zod/mini'
import { idSchema, pickTitle } from './common'

/** Museum (GET /museums): only what the elements show; unknown fields are ignored. */
export const museumSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
  }),
  z.transform((m) => ({ id: m.id, title: pickTitle(m) })),
)
export type Museum = z.infer<typeof museumSchema>

/** Exhibition (GET /exhibitions). */
export const exhibitionSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: z.string(),
    museum_id: z.optional(z.nullable(idSchema)),
  }),
  z.transform((e) => ({ id: e.id, title: e.title.trim(), museumId: e.museum_id ?? null })),
)
export type Exhibition = z.infer<typeof exhibitionSchema>

/**
 * Event product (GET /events): the navigation links to /product/event/{id}. Its dates are a separate resource, so a
 * product has no start time; one whose `bookable` is false is left out of the navigation.
 */
export const eventSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: z.string(),
    bookable: z.optional(z.nullable(z.boolean())),
  }),
  z.transform((e) => ({ id: e.id, title: e.title.trim(), bookable: e.bookable !== false })),
)
export type ShopEvent = z.infer<typeof eventSchema>

/** Tour (GET /tours): only bookable tours are listed in the navigation. */
export const tourSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    bookable: z.optional(z.nullable(z.boolean())),
  }),
  z.transform((t) => ({ id: t.id, title: pickTitle(t), bookable: t.bookable === true })),
)
export type Tour = z.infer<typeof tourSchema>

/** Merchandise (GET /merchandises). */
export const merchandiseSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    title: z.optional(z.nullable(z.string())),
    name: z.optional(z.nullable(z.string())),
    price_cents: z.optional(z.nullable(z.int())),
  }),
  z.transform((m) => ({ id: m.id, title: pickTitle(m), priceCents: m.price_cents ?? null })),
)
export type Merchandise = z.infer<typeof merchandiseSchema>
