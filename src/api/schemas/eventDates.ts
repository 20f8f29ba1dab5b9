/**
 * GET /events/{id} and GET /events/{id}/dates, read tolerantly. A date needs its id, a start time with a date and its
 * seats left; everything else has a safe default. A price is the first one per person (not a group price, not an
 * optional extra) of the date's `prices`, else of the event's.
 */
import * as z from 'zod/mini'
import { wholeNumber } from '../../domain/values/wholeNumbers'
import type { EventDate, EventProduct, EventScalePrice } from '../../domain/eventDates/types'
import { parseWallClock } from '../../domain/tickets/wallClock'
import { fieldOf } from '../../domain/values/fieldOf'
import { idSchema } from './common'

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema))

const priceSchema = z.looseObject({
  price_cents: wholeNumber,
  group: optional(z.boolean()),
  optional: optional(z.boolean()),
})

const pricesSchema = optional(z.array(z.unknown()))

/** The price of one place in `prices`, or null when none is per person. */
function perPersonCents(prices: readonly unknown[] | null | undefined): number | null {
  for (const raw of prices ?? []) {
    const price = priceSchema.safeParse(raw)
    if (price.success && price.data.group !== true && price.data.optional !== true)
      return price.data.price_cents
  }
  return null
}

const perPersonPrice = z.pipe(
  pricesSchema,
  z.transform((prices: unknown[] | null | undefined) => perPersonCents(prices)),
)

const scalePriceSchema = z.looseObject({
  price_cents: wholeNumber,
  scale_price_id: idSchema,
  title: optional(z.string()),
  description: optional(z.string()),
  group: optional(z.boolean()),
  optional: optional(z.boolean()),
})

/** The scale prices of a place in `prices` when there are two or more; else none (one price is the date's price). */
function scalePricesOf(prices: readonly unknown[] | null | undefined): EventScalePrice[] | undefined {
  const found: EventScalePrice[] = []
  for (const raw of prices ?? []) {
    const price = scalePriceSchema.safeParse(raw)
    if (!price.success || price.data.group === true || price.data.optional === true) continue
    const title = (price.data.title || price.data.description || '').trim()
    found.push({ id: price.data.scale_price_id, title, priceCents: price.data.price_cents })
  }
  // A price without a name cannot be told apart from the others on screen.
  return found.length > 1 && found.every((price) => price.title) ? found : undefined
}

const withScalePrices = (scalePrices: EventScalePrice[] | undefined) => (scalePrices ? { scalePrices } : {})

/** An ISO start time with its date, read on the museum's clock; anything else fails the date. */
const startSchema = z.pipe(
  z.string(),
  z.transform((iso, context) => {
    const start = parseWallClock(iso)
    if (start) return { iso, start }
    context.issues.push({ code: 'custom', message: 'start_time is no date and time', input: iso })
    return z.NEVER
  }),
)

/** GET /events/{id}: the event product, under `event` (or bare). */
export const eventAnswerSchema = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((body) => fieldOf(body, 'event') ?? body),
  ),
  z.pipe(
    z.looseObject({ id: idSchema, title: z.string(), prices: perPersonPrice }),
    z.transform((event): EventProduct => ({
      id: event.id,
      title: event.title.trim(),
      priceCents: event.prices,
    })),
  ),
)

/** A date of GET /events/{id}/dates. */
export const eventDateSchema = z.pipe(
  z.looseObject({
    id: idSchema,
    start_time: startSchema,
    duration: optional(wholeNumber),
    bookable: optional(z.boolean()),
    seats: z.looseObject({ available: wholeNumber, max_per_registration: optional(wholeNumber) }),
    language: optional(z.looseObject({ name: optional(z.string()) })),
    prices: pricesSchema,
  }),
  z.transform((date): EventDate => ({
    id: date.id,
    startTime: date.start_time.iso,
    start: date.start_time.start,
    durationMinutes: date.duration || null,
    bookable: date.bookable !== false,
    seatsAvailable: date.seats.available,
    // 0 would forbid every booking: a server that sends it means "no limit of its own".
    maxPerRegistration: date.seats.max_per_registration || null,
    language: date.language?.name?.trim() || null,
    priceCents: perPersonCents(date.prices),
    ...withScalePrices(scalePricesOf(date.prices)),
  })),
)
