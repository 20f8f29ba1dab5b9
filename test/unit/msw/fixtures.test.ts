import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopFixture } from '../../msw/fixtures/shop'
import { museumsFixture } from '../../msw/fixtures/museums'
import { exhibitionsFixture } from '../../msw/fixtures/exhibitions'
import { eventsFixture, upcomingEventsFixture } from '../../msw/fixtures/events'
import { datesFixture } from '../../msw/fixtures/dates'
import { toursFixture } from '../../msw/fixtures/tours'
import { merchandisesFixture } from '../../msw/fixtures/merchandises'
import { ticketsFixture } from '../../msw/fixtures/tickets'
import { countriesFixture } from '../../msw/fixtures/countries'
import { quotasOnDay } from '../../msw/fixtures/ticketDays'
import { wrongTypesBody } from '../../msw/fixtures/brokenBodies'
import { documented, DOCUMENTED_FILES } from '../../msw/fixtures/documented'
import { shopResponseSchema } from '../../../src/api/schemas/shop'
import {
  eventSchema,
  exhibitionSchema,
  merchandiseSchema,
  museumSchema,
  tourSchema,
} from '../../../src/api/schemas/listings'

/** Every string anywhere in a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** A value's shape: field names with the JSON type of each value, arrays by their first item. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : []
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]))
  return value === null ? 'null' : typeof value
}

/**
 * Where `ours` departs from the documented shape, as "path: documented ≠ ours" lines. The documentation shows empty
 * values too (exhibition_id or max_per_registration null on a date, empty lists on an event): a documented null or
 * empty list takes any value, and our null or empty list fits any documented type.
 */
function shapeMismatches(documented: unknown, ours: unknown, path = ''): string[] {
  if (documented === 'null' || ours === 'null') return []
  if (Array.isArray(documented) && Array.isArray(ours))
    return documented.length && ours.length ? shapeMismatches(documented[0], ours[0], `${path}[0]`) : []
  if (typeof documented === 'object' && documented && typeof ours === 'object' && ours) {
    const own = ours as Record<string, unknown>
    return Object.entries(documented).flatMap(([field, type]) =>
      field in own ? shapeMismatches(type, own[field], `${path}.${field}`) : [`${path}.${field}: missing`],
    )
  }
  return documented === ours ? [] : [`${path}: ${JSON.stringify(documented)} ≠ ${JSON.stringify(ours)}`]
}

const allFixtures = () => [
  shopFixture('de'),
  shopFixture('en'),
  museumsFixture('de'),
  exhibitionsFixture(),
  eventsFixture(),
  datesFixture(),
  toursFixture(),
  merchandisesFixture(),
  ticketsFixture(),
]

// Tests run from the repository's root.
const COPIES = resolve('test/msw/fixtures/v4-examples') + '/'
const REFERENCE = resolve('../shared/reference/v4-examples') + '/'

describe('the documented v4 examples in the repository', () => {
  it('are exactly the files the fixtures load', () => {
    const files = readdirSync(COPIES).filter((name) => name.endsWith('.json'))
    expect(files.sort()).toEqual(Object.values(DOCUMENTED_FILES).sort())
  })

  it('are what the fixtures load, unchanged', () => {
    for (const [name, file] of Object.entries(DOCUMENTED_FILES)) {
      const text = readFileSync(COPIES + file, 'utf8')
      expect(documented(name as keyof typeof DOCUMENTED_FILES)).toEqual(JSON.parse(text))
    }
  })
})

// The reference folder sits beside the repository on the development machines; elsewhere there is nothing to compare.
describe.runIf(existsSync(REFERENCE))('the copied examples against the reference folder', () => {
  it.each(Object.values(DOCUMENTED_FILES))('%s is byte-identical', (file) => {
    expect(readFileSync(COPIES + file)).toEqual(readFileSync(REFERENCE + file))
  })
})

describe('fixtures', () => {
  it('return a fresh copy on every call', () => {
    const first = shopFixture()
    first.shop.config.donations.campaigns[0]!.options.push(99)
    first.shop.translations['nav.annualTickets'] = 'changed'
    expect(shopFixture().shop.config.donations.campaigns[0]?.options).toEqual([500, 1000, 2500])
    expect(shopFixture().shop.translations['nav.annualTickets']).toBe('[Shop] Jahreskarten')
    museumsFixture()[1]!.picture.teaser = 'changed'
    expect(museumsFixture()[1]?.picture.teaser).toMatch(/^data:image\/svg\+xml,/)
    museumsFixture()[0]!.title = 'changed'
    expect(museumsFixture()[0]?.title).toBe('Intro Museum')
    expect(documented('museums').museums[0]?.title).toBe('Intro Museum')
  })

  it.each([
    ['museums', () => museumsFixture(), documented('museums').museums],
    ['exhibitions', exhibitionsFixture, documented('exhibitions').exhibitions],
    ['events', eventsFixture, documented('events').events],
    ['tours', toursFixture, documented('tours').tours],
    ['tickets', ticketsFixture, documented('tickets').tickets],
    ['dates', datesFixture, documented('eventDates').dates],
    ['countries', () => countriesFixture(), documented('countries').countries],
  ])(
    '%s start with the documented item, and ours have its field names and types',
    (_name, items, example) => {
      const [first, ...ours] = items()
      expect(first).toEqual(example[0])
      const documentedShape = shapeOf(example[0])
      for (const item of ours) expect(shapeMismatches(documentedShape, shapeOf(item))).toEqual([])
    },
  )

  it('give exhibitions full ISO timestamps with offsets', () => {
    const frames = exhibitionsFixture().flatMap((exhibition) => exhibition.time_frames)
    for (const frame of frames) {
      expect(frame.start_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
      expect(frame.end_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
      expect(Date.parse(frame.end_at)).toBeGreaterThan(Date.parse(frame.start_at))
    }
  })

  it('load nothing from outside: pictures are data: URIs or the documented relative paths', () => {
    const strings = allFixtures().flatMap(stringsIn)
    expect(strings.filter((text) => /^(https?:)?\/\//.test(text))).toEqual([])
    const pictures = strings.filter((text) => text.startsWith('data:'))
    expect(pictures.length).toBeGreaterThan(50)
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    const files = strings.filter((text) => /\.(jpe?g|png|gif|svg)$/.test(text))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(file).toMatch(/^\.\.\//)
  })

  it('contain umlauts and characters outside the BMP', () => {
    const strings = allFixtures().flatMap(stringsIn)
    expect(strings.some((text) => /[äöüÄÖÜß]/.test(text))).toBe(true)
    expect(strings.some((text) => /[\u{10000}-\u{10FFFF}]/u.test(text))).toBe(true)
  })

  it('keep amounts in integer cents', () => {
    const cents = [
      ...merchandisesFixture().map((item) => item.price_cents),
      ...ticketsFixture().map((ticket) => ticket.price_cents),
      ...datesFixture().flatMap((date) => ('prices' in date ? date.prices : []).map((p) => p.price_cents)),
      ...shopFixture().shop.config.donations.campaigns.flatMap((c) => [...c.options, c.guest_limit]),
    ]
    expect(cents.length).toBeGreaterThan(20)
    for (const amount of cents) expect(Number.isInteger(amount) && amount >= 0).toBe(true)
  })

  it('list each event product once, and the upcoming ones are the bookable products', () => {
    const ids = eventsFixture().map((event) => event.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(upcomingEventsFixture().map((event) => event.id)).toEqual(ids.filter((id) => id !== 25))
    for (const event of eventsFixture()) expect(event).not.toHaveProperty('start_time')
  })

  it('refer to each other consistently', () => {
    const { settings } = shopFixture().shop
    const museumIds = museumsFixture().map((museum) => museum.id)
    for (const item of [...exhibitionsFixture(), ...eventsFixture(), ...toursFixture()])
      expect(museumIds).toContain(item.museum_id)
    const products = eventsFixture()
    // The documented date belongs to an event the documentation does not show; ours belong to our products.
    for (const date of datesFixture().slice(1)) {
      const product = products.find((event) => event.id === date.event_id)
      expect(product?.category.id).toBe(date.category.id)
    }
    const bookableCategories = upcomingEventsFixture().map((event) => event.category.id)
    for (const id of settings.multipleEventsMenuItems.event_groups['1'])
      expect(bookableCategories).toContain(id)
    const bookableTourCategories = toursFixture()
      .filter((tour) => tour.bookable)
      .map((tour) => tour.category.id)
    for (const id of settings.multipleToursMenuItems.tour_groups['2'])
      expect(bookableTourCategories).toContain(id)
    const tickets = ticketsFixture()
    for (const [quotaId, quota] of Object.entries(quotasOnDay('2026-05-30'))) {
      for (const ticketId of quota.ticket_ids) {
        expect(tickets.find((ticket) => ticket.id === ticketId)?.quota_ids).toContain(Number(quotaId))
      }
    }
    const combi = tickets.find((ticket) => 'sub_ticket_ids' in ticket)
    const parts = tickets.filter((ticket) => 'is_sub_ticket' in ticket && ticket.is_sub_ticket)
    expect(combi && 'sub_ticket_ids' in combi ? combi.sub_ticket_ids : []).toEqual(
      parts.map((part) => part.id),
    )
    for (const part of parts) expect(part.price_cents).toBe(0)
  })
})

describe('fixtures against the product’s schemas', () => {
  const lists: [string, () => unknown[], z.ZodMiniType][] = [
    ['museums', () => museumsFixture(), museumSchema],
    ['exhibitions', exhibitionsFixture, exhibitionSchema],
    ['events', eventsFixture, eventSchema],
    ['tours', toursFixture, tourSchema],
    ['merchandises', merchandisesFixture, merchandiseSchema],
  ]

  it('the shop answer parses', () => {
    expect(shopResponseSchema.safeParse(shopFixture()).success).toBe(true)
  })

  it.each(lists)('every %s item parses', (_name, items, schema) => {
    for (const item of items()) expect(schema.safeParse(item).error).toBeUndefined()
  })

  it('the wrongTypes shop does not parse', () => {
    expect(shopResponseSchema.safeParse(wrongTypesBody('shop')).success).toBe(false)
  })

  it('the wrongTypes exhibitions keep only their one valid item', () => {
    const body = wrongTypesBody('exhibitions') as { exhibitions: unknown[] }
    expect(body.exhibitions.filter((item) => exhibitionSchema.safeParse(item).success)).toHaveLength(1)
  })
})
