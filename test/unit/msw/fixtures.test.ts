import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { shopFixture } from '../../msw/fixtures/shop'
import { museumsFixture } from '../../msw/fixtures/museums'
import { exhibitionsFixture } from '../../msw/fixtures/exhibitions'
import { eventsFixture } from '../../msw/fixtures/events'
import { upcomingEventDatesFixture } from '../../msw/fixtures/eventDates'
import { toursFixture } from '../../msw/fixtures/tours'
import { merchandisesFixture } from '../../msw/fixtures/merchandises'
import { ticketsFixture, ticketsListAndQuotasFixture } from '../../msw/fixtures/tickets'
import { wrongTypesBody } from '../../msw/fixtures/brokenBodies'
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

const allFixtures = () => [
  shopFixture('de'),
  shopFixture('en'),
  museumsFixture('de'),
  exhibitionsFixture(),
  eventsFixture(),
  upcomingEventDatesFixture(),
  toursFixture(),
  merchandisesFixture(),
  ticketsFixture(),
]

describe('fixtures', () => {
  it('return a fresh copy on every call', () => {
    const first = shopFixture()
    first.shop.config.donations.campaigns[0]!.options.push(99)
    first.shop.translations['nav.home'] = 'changed'
    expect(shopFixture().shop.config.donations.campaigns[0]?.options).toEqual([500, 1000, 2500])
    expect(shopFixture().shop.translations['nav.home']).toBe('Startseite')
    museumsFixture()[0]!.picture.teaser = 'changed'
    expect(museumsFixture()[0]?.picture.teaser).toMatch(/^data:image\/svg\+xml,/)
  })

  it('load nothing from outside: every picture is a data: URI and no text is a web address', () => {
    const strings = allFixtures().flatMap(stringsIn)
    expect(strings.filter((text) => /^(https?:)?\/\//.test(text))).toEqual([])
    const pictures = strings.filter((text) => text.startsWith('data:'))
    expect(pictures.length).toBeGreaterThan(50)
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml,%3Csvg/)
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
      ...upcomingEventDatesFixture().flatMap((date) => date.prices.map((price) => price.price_cents)),
      ...shopFixture().shop.config.donations.campaigns.flatMap((c) => [...c.options, c.guest_limit]),
    ]
    for (const amount of cents) expect(Number.isInteger(amount) && amount >= 0).toBe(true)
  })

  it('refer to each other consistently', () => {
    const { settings } = shopFixture().shop
    const eventIds = eventsFixture().map((event) => event.id)
    const dates = upcomingEventDatesFixture()
    for (const date of dates) expect(eventIds).toContain(date.event_id)
    const dateCategories = dates.map((date) => date.category.id)
    for (const id of settings.multipleEventsMenuItems.event_groups['1']) expect(dateCategories).toContain(id)
    const bookableTourCategories = toursFixture()
      .filter((tour) => tour.bookable)
      .map((tour) => tour.category.id)
    for (const id of settings.multipleToursMenuItems.tour_groups['2'])
      expect(bookableTourCategories).toContain(id)
    const tickets = ticketsFixture()
    for (const [quotaId, quota] of Object.entries(ticketsListAndQuotasFixture().data)) {
      for (const ticketId of quota.tickets) {
        expect(tickets.find((ticket) => ticket.id === ticketId)?.quota_ids).toContain(Number(quotaId))
      }
    }
    const combi = tickets.find((ticket) => 'sub_ticket_ids' in ticket)
    const parts = tickets.filter((ticket) => ticket.is_sub_ticket)
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
    ['upcoming events', upcomingEventDatesFixture, eventSchema],
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
