/**
 * The tour calls' answers, read tolerantly: GET /tours/{id} (its languages as its limitations allow them),
 * GET /tours/{id}/start_times/{date} (per time the participants that can still book) and GET /tours/{id}/prices.
 * The days of GET /tours/{id}/start_times (`depth=any`) read like the ticket calendar's.
 */
import * as z from 'zod/mini'
import { wholeNumber } from '../../domain/values/wholeNumbers'
import { firstOf } from '../../domain/values/firstOf'
import { fieldOf } from '../../domain/values/fieldOf'
import { parseWallClock } from '../../domain/tickets/wallClock'
import type { TourLanguage, TourPrice, TourPrices, TourProduct, TourTime } from '../../domain/tours/types'
import { idSchema, listOrKeyedSchema } from './common'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))

const languageSchema = z.pipe(
  z.looseObject({ id: idSchema, name: z.string() }),
  z.transform((language): TourLanguage => ({ id: language.id, name: language.name.trim() })),
)

/**
 * A `language` limitation: `false` (none: every language of the tour), or the languages (ids or `{id}`) allowed.
 * Null stands for "no limitation".
 */
const languageLimit = z.pipe(
  z.unknown(),
  z.transform((value): number[] | null => {
    if (!Array.isArray(value)) return null
    return value.flatMap((entry) => {
      const parsed = idSchema.safeParse(typeof entry === 'object' ? fieldOf(entry, 'id') : entry)
      return parsed.success ? [parsed.data] : []
    })
  }),
)

const limitationsSchema = optional(z.looseObject({ language: z.optional(languageLimit) }))

/** GET /tours/{id}: the tour under `tour`, or bare. */
export const tourDetailSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((body) => fieldOf(body, 'tour') ?? body),
  ),
  z.pipe(
    z.looseObject({
      id: idSchema,
      title: z.string(),
      languages: listOrKeyedSchema(languageSchema),
      limitations: limitationsSchema,
    }),
    z.transform((tour): TourProduct => {
      const allowed = tour.limitations?.language ?? null
      return {
        id: tour.id,
        title: tour.title.trim(),
        languages: allowed ? tour.languages.filter((l) => allowed.includes(l.id)) : tour.languages,
      }
    }),
  ),
)

const timeSchema = z.pipe(
  z.looseObject({
    start_time: z.string(),
    participants: z.looseObject({ min: optional(wholeNumber), max: wholeNumber, bookable: wholeNumber }),
    limitations: limitationsSchema,
  }),
  z.transform((time, context): TourTime => {
    const start = parseWallClock(time.start_time)
    if (!start) {
      context.issues.push({
        code: 'custom',
        message: 'start_time is no date and time',
        input: time.start_time,
      })
      return z.NEVER
    }
    return {
      startTime: time.start_time,
      start,
      min: time.participants.min ?? 0,
      max: time.participants.max,
      bookable: time.participants.bookable,
      languageIds: time.limitations?.language ?? null,
    }
  }),
)

/** GET /tours/{id}/start_times/{date}: the day's times under `data`; times that cannot be read are left out. */
const timesListSchema = listOrKeyedSchema(timeSchema)
export const tourTimesSchema = z.pipe(
  z.unknown(),
  z.transform((body): TourTime[] => timesListSchema.parse(fieldOf(body, 'data') ?? [])),
)

const priceSchema = z.pipe(
  z.looseObject({
    title: optional(z.string()),
    description: optional(z.string()),
    group: optional(z.boolean()),
    optional: optional(z.boolean()),
    price_cents: wholeNumber,
    vat_pct: optional(firstOf([z.number(), z.string()])),
    scale_price_id: optional(idSchema),
    price_surcharge_id: optional(idSchema),
  }),
  z.transform((price): TourPrice => ({
    title: price.title?.trim() ?? '',
    description: price.description?.trim() ?? '',
    group: price.group === true,
    optional: price.optional === true,
    priceCents: price.price_cents,
    vatPct: Number(price.vat_pct ?? 0) || 0,
    scalePriceId: price.scale_price_id ?? null,
    surchargeId: price.price_surcharge_id ?? null,
  })),
)

/** GET /tours/{id}/prices: prices that cannot be read are left out; prices include VAT unless said otherwise. */
export const tourPricesSchema = z.pipe(
  z.looseObject({ prices: listOrKeyedSchema(priceSchema), tax_included: optional(z.boolean()) }),
  z.transform((answer): TourPrices => ({
    prices: answer.prices,
    taxIncluded: answer.tax_included !== false,
  })),
)
