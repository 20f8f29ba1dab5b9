/**
 * What the stand-in shop reads from the (fake) v4 API, like the museum's real shop: every call carries X-Shop-Url and
 * the locale query. Answers are validated: they are foreign data, and a failure knob may make them anything.
 */
import * as z from 'zod/mini'
import { DEMO_SHOP, type DemoLocale } from '../settings'

const API = `${DEMO_SHOP.apiUrl}/api/v4`

/** A failed call, with a short reason for the page ("HTTP 500", "unexpected answer"). */
export class CatalogError extends Error {}

const pictureSchema = z.optional(z.looseObject({ preview: z.optional(z.string()) }))
const eventSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  category: z.optional(z.looseObject({ id: z.number(), name: z.string() })),
  picture: pictureSchema,
})
const eventDateSchema = z.looseObject({
  id: z.number(),
  event_id: z.number(),
  start_time: z.string(),
  bookable: z.boolean(),
  language: z.optional(z.looseObject({ name: z.string() })),
  seats: z.optional(z.looseObject({ available: z.number() })),
  // Prices as the single-date answer has them: a title only where the shop staff gave one.
  prices: z._default(
    z.array(
      z.looseObject({
        title: z.optional(z.nullable(z.string())),
        price_cents: z.number().check(z.int(), z.gte(0)),
      }),
    ),
    [],
  ),
})
const merchandiseSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  price_cents: z.number().check(z.int(), z.gte(0)),
  article_number: z.optional(z.string()),
  vat_pct: z.optional(z.number()),
  picture: pictureSchema,
})
const campaignsSchema = z.looseObject({
  shop: z.looseObject({
    config: z.looseObject({
      donations: z.optional(
        z.looseObject({ campaigns: z.array(z.looseObject({ id: z.number(), name: z.string() })) }),
      ),
    }),
  }),
})

export type CatalogEvent = z.infer<typeof eventSchema>
export type EventDate = z.infer<typeof eventDateSchema>
export type Merchandise = z.infer<typeof merchandiseSchema>

async function get<T>(
  path: string,
  locale: DemoLocale,
  schema: z.ZodMiniType<T>,
  params: Record<string, string> = {},
): Promise<T | null> {
  const url = new URL(API + path)
  for (const [name, value] of Object.entries({ ...params, locale })) url.searchParams.set(name, value)
  let response: Response
  try {
    response = await fetch(url, {
      headers: { 'X-Shop-Url': DEMO_SHOP.shopDomain, Accept: 'application/json' },
    })
  } catch {
    throw new CatalogError('network error')
  }
  if (response.status === 404) return null
  if (!response.ok) throw new CatalogError(`HTTP ${response.status}`)
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new CatalogError('unexpected answer')
  return parsed.data
}

const LIST = { per_page: '1000' }

/** All event products (GET /events). */
export async function loadEvents(locale: DemoLocale): Promise<CatalogEvent[]> {
  const answer = await get('/events', locale, z.looseObject({ events: z.array(eventSchema) }), LIST)
  return answer?.events ?? []
}

/** An event product (GET /events/{id}) and its dates (GET /events/{id}/dates); null when the event does not exist. */
export async function loadEventOffer(
  id: number,
  locale: DemoLocale,
): Promise<{ event: CatalogEvent; dates: EventDate[] } | null> {
  const [found, answer] = await Promise.all([
    get(`/events/${id}`, locale, z.looseObject({ event: eventSchema })),
    get(`/events/${id}/dates`, locale, z.looseObject({ dates: z.array(eventDateSchema) }), LIST),
  ])
  if (!found) return null
  return { event: found.event, dates: (answer?.dates ?? []).filter((date) => date.event_id === id) }
}

/** All articles of the museum shop (GET /merchandises; the v4 API has no single-article call). */
export async function loadMerchandise(locale: DemoLocale): Promise<Merchandise[]> {
  const answer = await get(
    '/merchandises',
    locale,
    z.looseObject({ merchandises: z.array(merchandiseSchema) }),
    LIST,
  )
  return answer?.merchandises ?? []
}

/** Donation campaign names by id, for the cart; empty when the shop cannot be loaded. */
export async function loadCampaignNames(locale: DemoLocale): Promise<Map<number, string>> {
  try {
    const answer = await get('/shop', locale, campaignsSchema)
    return new Map((answer?.shop.config.donations?.campaigns ?? []).map((c) => [c.id, c.name]))
  } catch {
    return new Map()
  }
}

/** A picture address safe for `<img src>`: inline images or https only. */
export function pictureUrl(picture: { preview?: string | undefined } | undefined): string | null {
  const url = picture?.preview
  return url && (url.startsWith('data:image/') || url.startsWith('https://')) ? url : null
}
