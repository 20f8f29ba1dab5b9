import { describe, expect, it } from 'vitest'
import { eventAnswerSchema, eventDateSchema } from '../../../src/api/schemas/eventDates'
import { documented } from '../../msw/fixtures/documented'
import { datesOfEventFixture } from '../../msw/fixtures/dates'

const [documentedDate] = documented('eventDates').dates
const ours = () => {
  const date = datesOfEventFixture(22).find((candidate) => candidate.id === 105)
  if (!date) throw new Error('no date 105')
  return date
}

describe('eventDateSchema', () => {
  it('reads the documented date: its start on the museum clock, no limit per booking, no price of its own', () => {
    expect(eventDateSchema.parse(documentedDate)).toEqual({
      id: 1065,
      startTime: '2017-12-03T13:00:00+01:00',
      start: { date: '2017-12-03', minutes: 780, time: '13:00' },
      durationMinutes: 90,
      bookable: true,
      seatsAvailable: 30,
      maxPerRegistration: null,
      language: 'Deutsch',
      priceCents: null,
    })
  })

  it("reads our date's limit per booking and its per-person price", () => {
    expect(eventDateSchema.parse(ours())).toMatchObject({
      id: 105,
      seatsAvailable: 7,
      maxPerRegistration: 4,
      priceCents: 1200,
    })
  })

  it('takes the first price that is neither a group price nor an optional extra', () => {
    const prices = [
      { group: true, optional: false, price_cents: 5000 },
      { group: false, optional: true, price_cents: 300 },
      { price_cents: 'free' },
      { group: false, optional: false, price_cents: 900 },
    ]
    expect(eventDateSchema.parse({ ...ours(), prices }).priceCents).toBe(900)
    expect(eventDateSchema.parse({ ...ours(), prices: [prices[0]] }).priceCents).toBeNull()
  })

  it('reads a limit per booking of 0, missing fields and a blank language as none', () => {
    const date = eventDateSchema.parse({
      id: '7',
      start_time: '2027-01-09T14:00:00+01:00',
      seats: { available: 3, max_per_registration: 0 },
      language: { id: 1, name: ' ' },
    })
    expect(date).toMatchObject({ id: 7, maxPerRegistration: null, durationMinutes: null, language: null })
    expect(date.bookable).toBe(true)
  })

  it.each([
    ['a start without a time', { start_time: '2027-01-09' }],
    ['an impossible start', { start_time: '2027-02-30T14:00:00+01:00' }],
    ['no seats', { seats: undefined }],
    ['seats left as text', { seats: { available: 'many' } }],
    ['negative seats', { seats: { available: -1 } }],
  ])('fails a date with %s', (_name, change) => {
    expect(eventDateSchema.safeParse({ ...ours(), ...change }).success).toBe(false)
  })
})

describe('eventAnswerSchema', () => {
  it('reads the event under "event", or bare', () => {
    const [event] = documented('events').events
    const product = { id: 101174, title: 'El Siglo de Oro | Öffentliche Führung', priceCents: null }
    expect(eventAnswerSchema.parse({ event })).toEqual(product)
    expect(eventAnswerSchema.parse(event)).toEqual(product)
  })

  it("reads the event's per-person price, for dates without one", () => {
    const answer = { event: { id: 3, title: ' Vortrag ', prices: [{ group: false, price_cents: 800 }] } }
    expect(eventAnswerSchema.parse(answer)).toEqual({ id: 3, title: 'Vortrag', priceCents: 800 })
  })

  it('fails an answer without a title', () => {
    expect(eventAnswerSchema.safeParse({ event: { id: 3 } }).success).toBe(false)
  })
})
