/**
 * The read-only endpoints of the fake v4 API: shop, lists, one event and its dates (the ticket endpoints are in
 * ticketHandlers.ts). With `knobs.fixtureSet = 'documented'` the endpoints the v4 documentation has examples for
 * answer exactly those.
 */
import { delay, HttpResponse, type HttpHandler } from 'msw'
import { apiRoute, pagedList, type RouteContext } from './apiRoute'
import { knobs, type EndpointName } from './knobs'
import { shopFixture } from './fixtures/shop'
import { withPayModes } from './payModeKnobs'
import { longNamesShopFixture } from './fixtures/longNames'
import { museumsFixture } from './fixtures/museums'
import { exhibitionsFixture } from './fixtures/exhibitions'
import { eventFixture, eventsFixture, upcomingEventsFixture } from './fixtures/events'
import { datesOfEventFixture } from './fixtures/dates'
import { toursFixture } from './fixtures/tours'
import { merchandisesFixture } from './fixtures/merchandises'
import { documented, type DocumentedName } from './fixtures/documented'
import { withSeatsChanges } from './eventKnobs'

/** Exactly the upcoming query (by_bookable, with_bookings_in_future); anything else gets every event product. */
function asksForUpcoming(url: URL): boolean {
  return (
    url.searchParams.get('by_bookable') === 'true' && url.searchParams.get('with_bookings_in_future') === '1'
  )
}

/** The documented answer when that fixture set is on, else ours. */
export function documentedOr(name: DocumentedName, ours: () => Response): Response {
  return knobs.fixtureSet === 'documented' ? HttpResponse.json(documented(name)) : ours()
}

/** One event product wrapped as `{event: {...}}`, or 404. */
function eventAnswer(id: number): Response {
  const found =
    knobs.fixtureSet === 'documented'
      ? documented('events').events.find((event) => event.id === id)
      : eventFixture(id)?.event
  return found
    ? HttpResponse.json({ event: found })
    : HttpResponse.json({ error: `Event not found: ${id}` }, { status: 404 })
}

/** A GET endpoint that waits `knobs.slowMs[endpoint]` more before it answers (one slow listing among fast ones). */
export function catalogRoute(
  path: string,
  endpoint: EndpointName,
  respond: (context: RouteContext) => Response,
): HttpHandler {
  return apiRoute('get', path, endpoint, async (context) => {
    const slow = knobs.slowMs[endpoint] ?? 0
    if (slow > 0) await delay(slow)
    return respond(context)
  })
}

/** The tours a list request's filters let through (`by_bookable`, museum, exhibition and category ids). */
function toursOf(url: URL) {
  const ids = (name: string) => url.searchParams.getAll(`by_${name}_ids[]`).map(Number)
  const anyOf = (wanted: number[], have: number | null | undefined) =>
    wanted.length === 0 || (have != null && wanted.includes(have))
  return toursFixture().filter(
    (tour) =>
      (url.searchParams.get('by_bookable') !== 'true' || tour.bookable) &&
      anyOf(ids('museum'), tour.museum_id) &&
      anyOf(ids('exhibition'), tour.exhibition_id) &&
      anyOf(ids('category'), tour.category.id),
  )
}

/** Handlers for GET shop, museums, exhibitions, events, events/:id(/dates), tours and merchandises. */
export const catalogHandlers: HttpHandler[] = [
  catalogRoute('/shop', 'shop', ({ locale }) =>
    HttpResponse.json(
      withPayModes(knobs, knobs.fixtureSet === 'long' ? longNamesShopFixture(locale) : shopFixture(locale)),
    ),
  ),
  catalogRoute('/museums', 'museums', ({ locale, url }) =>
    documentedOr('museums', () => pagedList('museums', museumsFixture(locale), url)),
  ),
  catalogRoute('/exhibitions', 'exhibitions', ({ url }) =>
    documentedOr('exhibitions', () => pagedList('exhibitions', exhibitionsFixture(), url)),
  ),
  catalogRoute('/events', 'events', ({ url }) =>
    documentedOr('events', () =>
      pagedList('events', asksForUpcoming(url) ? upcomingEventsFixture() : eventsFixture(), url),
    ),
  ),
  catalogRoute('/events/:id', 'event', ({ params }) => eventAnswer(Number(params.id))),
  // Dates fail and misbehave together with their event ('event' knobs).
  catalogRoute('/events/:id/dates', 'event', ({ params, url }) =>
    documentedOr('eventDates', () =>
      pagedList('dates', withSeatsChanges(datesOfEventFixture(Number(params.id)), knobs.seatsChanges), url),
    ),
  ),
  catalogRoute('/tours', 'tours', ({ url }) =>
    documentedOr('tours', () => pagedList('tours', toursOf(url), url)),
  ),
  catalogRoute('/merchandises', 'merchandises', ({ url }) =>
    pagedList('merchandises', merchandisesFixture(), url),
  ),
]
