import { describe, expect, it } from 'vitest'
import { tourPricesSchema, tourTimesSchema, tourDetailSchema } from '../../../src/api/schemas/tours'
import {
  bookingCents,
  choiceWithin,
  languagesAt,
  NO_CHOICE,
  participantLimit,
  participantsOf,
} from '../../../src/domain/tours/booking'
import { recheckTour } from '../../../src/domain/tours/recheck'
import { tourAttributes, tourCartLine } from '../../../src/domain/tours/tourCart'
import { fromStoredItem } from '../../../src/domain/cart/storedCart'
import { tourFixture, tourPricesFixture, tourTimesFixture } from '../../msw/fixtures/tourTimes'
import { documented } from '../../msw/fixtures/documented'

const DAY = '2026-05-30'
const times = tourTimesSchema.parse(tourTimesFixture(31, DAY, DAY, []))
const [morning, noon, full, germanOnly] = times
const scaled = tourPricesSchema.parse(tourPricesFixture(31))
const group = tourPricesSchema.parse(documented('tourPrices'))
const net = tourPricesSchema.parse(tourPricesFixture(34))
const tour = tourDetailSchema.parse(tourFixture(31))

describe('tour answers', () => {
  it('reads the documented day, prices and tour', () => {
    expect(tourTimesSchema.parse(documented('tourStartTimesDay'))[0]).toMatchObject({
      startTime: '2016-07-26T10:30:00+02:00',
      start: { date: '2016-07-26', time: '10:30' },
      min: 0,
      max: 25,
      bookable: 25,
    })
    expect(group).toEqual({
      taxIncluded: true,
      prices: [
        expect.objectContaining({ group: true, optional: false, priceCents: 9000, surchargeId: null }),
        expect.objectContaining({ group: true, optional: true, priceCents: 300, surchargeId: 1 }),
      ],
    })
    expect(tour.languages.map((language) => language.name)).toEqual(['Deutsch', 'Englisch'])
  })
})

describe('participants', () => {
  it('lie within the time and never above what is left', () => {
    expect(participantLimit(morning!)).toEqual({ least: 1, max: 25, reason: 'perBooking' })
    expect(participantLimit(noon!)).toEqual({ least: 1, max: 3, reason: 'left' })
    expect(participantLimit(full!).max).toBe(0)
  })
  it('are counted per scale price, and kept within the most', () => {
    const choice = { ...NO_CHOICE, scale: { 1: 2, 2: 3 } }
    expect(participantsOf(choice, scaled)).toBe(5)
    expect(choiceWithin(choice, scaled, 3).scale).toEqual({ 1: 2, 2: 1 })
  })
  it('speak the languages of the time', () => {
    expect(languagesAt(tour, morning).map((l) => l.id)).toEqual([1, 2])
    expect(languagesAt(tour, germanOnly).map((l) => l.id)).toEqual([1])
  })
})

describe('what a booking costs', () => {
  it('adds the scale prices per participant and a chosen group surcharge once', () => {
    expect(bookingCents(scaled, { participants: 0, scale: { 1: 2, 2: 1 }, surcharges: [] })).toBe(3200)
    expect(bookingCents(scaled, { participants: 0, scale: { 1: 2, 2: 1 }, surcharges: [1] })).toBe(3500)
  })
  it('charges a group price once, however many take part', () => {
    expect(bookingCents(group, { ...NO_CHOICE, participants: 5 })).toBe(9000)
    expect(bookingCents(group, { ...NO_CHOICE, participants: 20 })).toBe(9000)
  })
  it('adds VAT to prices without it', () => {
    expect(bookingCents(net, { ...NO_CHOICE, participants: 2 })).toBe(2 * 1605)
  })
})

describe('the order item', () => {
  const base = { tour, time: morning!, language: tour.languages[0]!, totalCents: 3500 }
  it('names participants per scale price and the surcharges', () => {
    const choice = { participants: 0, scale: { 1: 2, 2: 1 }, surcharges: [1] }
    expect(tourAttributes({ ...base, prices: scaled, choice })).toEqual({
      id: 31,
      start_time: '2026-05-30T10:30:00+02:00',
      language_id: 1,
      quantities: { '1': 2, '2': 1 },
      surcharges: { '1': 1 },
    })
  })
  it('names one quantity without scale prices, and reads back as one booking', () => {
    const choice = { ...NO_CHOICE, participants: 4 }
    const line = tourCartLine({ ...base, prices: group, choice, totalCents: 9000 }, 'de')
    expect(line.attributes).toEqual({
      id: 31,
      start_time: '2026-05-30T10:30:00+02:00',
      language_id: 1,
      quantity: 4,
    })
    expect(fromStoredItem(line)).toMatchObject({
      quantity: 1,
      totalCents: 9000,
      participantCount: 4,
      languageName: 'Deutsch',
      attributes: { quantity: 4 },
    })
  })
})

describe('the re-check', () => {
  it('says what changed', () => {
    const at = morning!.startTime
    expect(recheckTour(times, at, 4, 100, 100).status).toBe('ok')
    expect(recheckTour([], at, 4, 100, 100)).toMatchObject({ change: 'gone' })
    expect(recheckTour(times, full!.startTime, 1, 100, 100)).toMatchObject({ change: 'full' })
    expect(recheckTour(times, noon!.startTime, 4, 100, 100)).toMatchObject({ change: 'fewer', left: 3 })
    expect(recheckTour(times, at, 4, 100, 120)).toMatchObject({ change: 'price', totalCents: 120 })
  })
})
