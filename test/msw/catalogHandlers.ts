/**
 * The read-only endpoints of the fake v4 API: shop, lists, one event and its dates, and the ticket endpoints. With
 * `knobs.fixtureSet = 'documented'` the endpoints the v4 documentation has examples for answer exactly those.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { apiRoute, pagedList } from './apiRoute'
import { knobs } from './knobs'
import { shopFixture } from './fixtures/shop'
import { longNamesShopFixture } from './fixtures/longNames'
import { museumsFixture } from './fixtures/museums'
import { exhibitionsFixture } from './fixtures/exhibitions'
import { eventFixture, eventsFixture, upcomingEventsFixture } from './fixtures/events'
import { datesOfEventFixture } from './fixtures/dates'
import { toursFixture } from './fixtures/tours'
import { merchandisesFixture } from './fixtures/merchandises'
import { ticketsCalendarFixture, ticketsFixture, ticketsListAndQuotasFixture } from './fixtures/tickets'
import { documented, type DocumentedName } from './fixtures/documented'

/** Exactly the spec's upcoming query (§7); anything else gets every event product. */
function asksForUpcoming(url: URL): boolean {
  return (
    url.searchParams.get('by_bookable') === 'true' && url.searchParams.get('with_bookings_in_future') === '1'
  )
}

/** The documented answer when that fixture set is on, else ours. */
function answer(name: DocumentedName, ours: () => Response): Response {
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

/** Handlers for GET shop, museums, exhibitions, events, events/:id(/dates), tours, merchandises and tickets. */
export const catalogHandlers: HttpHandler[] = [
  apiRoute('get', '/shop', 'shop', ({ locale }) =>
    HttpResponse.json(knobs.fixtureSet === 'long' ? longNamesShopFixture(locale) : shopFixture(locale)),
  ),
  apiRoute('get', '/museums', 'museums', ({ locale, url }) =>
    answer('museums', () => pagedList('museums', museumsFixture(locale), url)),
  ),
  apiRoute('get', '/exhibitions', 'exhibitions', ({ url }) =>
    answer('exhibitions', () => pagedList('exhibitions', exhibitionsFixture(), url)),
  ),
  apiRoute('get', '/events', 'events', ({ url }) =>
    answer('events', () =>
      pagedList('events', asksForUpcoming(url) ? upcomingEventsFixture() : eventsFixture(), url),
    ),
  ),
  apiRoute('get', '/events/:id', 'event', ({ params }) => eventAnswer(Number(params.id))),
  // Dates fail and misbehave together with their event ('event' knobs).
  apiRoute('get', '/events/:id/dates', 'event', ({ params, url }) =>
    answer('eventDates', () => pagedList('dates', datesOfEventFixture(Number(params.id)), url)),
  ),
  apiRoute('get', '/tours', 'tours', ({ url }) =>
    answer('tours', () => pagedList('tours', toursFixture(), url)),
  ),
  apiRoute('get', '/merchandises', 'merchandises', ({ url }) =>
    pagedList('merchandises', merchandisesFixture(), url),
  ),
  apiRoute('get', '/tickets/calendar', 'ticketsCalendar', () =>
    answer('calendar', () => HttpResponse.json(ticketsCalendarFixture())),
  ),
  apiRoute('get', '/tickets/list_and_quotas', 'ticketsListAndQuotas', () =>
    answer('capacitiesTotal', () => HttpResponse.json(ticketsListAndQuotasFixture())),
  ),
  apiRoute('get', '/tickets', 'tickets', ({ url }) =>
    answer('tickets', () => pagedList('tickets', ticketsFixture(), url)),
  ),
]
