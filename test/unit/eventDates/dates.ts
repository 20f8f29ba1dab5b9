/**
 * Event dates for the domain tests, read from the fake API's fixtures with the product's schema: real field names and
 * shapes, as the element gets them.
 */
import { eventAnswerSchema, eventDateSchema } from '../../../src/api/schemas/eventDates'
import type { EventDate, EventProduct } from '../../../src/domain/eventDates/types'
import { datesOfEventFixture } from '../../msw/fixtures/dates'
import { eventFixture } from '../../msw/fixtures/events'

/** The dates of event `eventId` (21: two open dates; 22: one sold out, one at most 4 per booking). */
export const datesOf = (eventId: number): EventDate[] =>
  datesOfEventFixture(eventId).map((date) => eventDateSchema.parse(date))

/** The date `dateId` of event `eventId`. */
export function dateOf(eventId: number, dateId: number): EventDate {
  const date = datesOf(eventId).find((candidate) => candidate.id === dateId)
  if (!date) throw new Error(`no date ${dateId} of event ${eventId}`)
  return date
}

/** The event product `eventId`, as GET /events/{id} answers it. */
export const eventOf = (eventId: number): EventProduct => eventAnswerSchema.parse(eventFixture(eventId))
