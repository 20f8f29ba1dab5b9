/**
 * The read-only endpoints of the fake v4 API: shop, lists, one event, and the ticket endpoints.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { apiRoute, pagedList } from './apiRoute'
import { shopFixture } from './fixtures/shop'
import { museumsFixture } from './fixtures/museums'
import { exhibitionsFixture } from './fixtures/exhibitions'
import { eventFixture, eventsFixture } from './fixtures/events'
import { upcomingEventDatesFixture } from './fixtures/eventDates'
import { toursFixture } from './fixtures/tours'
import { merchandisesFixture } from './fixtures/merchandises'
import { ticketsCalendarFixture, ticketsFixture, ticketsListAndQuotasFixture } from './fixtures/tickets'

/** Exactly the spec's upcoming query (§7); anything else gets the event products, which a test will notice. */
function asksForUpcoming(url: URL): boolean {
  return (
    url.searchParams.get('by_bookable') === 'true' && url.searchParams.get('with_bookings_in_future') === '1'
  )
}

/** Handlers for GET shop, museums, exhibitions, events, events/:id, tours, merchandises and tickets. */
export const catalogHandlers: HttpHandler[] = [
  apiRoute('get', '/shop', 'shop', ({ locale }) => HttpResponse.json(shopFixture(locale))),
  apiRoute('get', '/museums', 'museums', ({ locale, url }) =>
    pagedList('museums', museumsFixture(locale), url),
  ),
  apiRoute('get', '/exhibitions', 'exhibitions', ({ url }) =>
    pagedList('exhibitions', exhibitionsFixture(), url),
  ),
  apiRoute('get', '/events', 'events', ({ url }) =>
    pagedList('events', asksForUpcoming(url) ? upcomingEventDatesFixture() : eventsFixture(), url),
  ),
  apiRoute('get', '/events/:id', 'event', ({ params }) => {
    const found = eventFixture(Number(params.id))
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ error: `Event not found: ${params.id}` }, { status: 404 })
  }),
  apiRoute('get', '/tours', 'tours', ({ url }) => pagedList('tours', toursFixture(), url)),
  apiRoute('get', '/merchandises', 'merchandises', ({ url }) =>
    pagedList('merchandises', merchandisesFixture(), url),
  ),
  apiRoute('get', '/tickets/calendar', 'ticketsCalendar', () => HttpResponse.json(ticketsCalendarFixture())),
  apiRoute('get', '/tickets/list_and_quotas', 'ticketsListAndQuotas', () =>
    HttpResponse.json(ticketsListAndQuotasFixture()),
  ),
  apiRoute('get', '/tickets', 'tickets', ({ url }) => pagedList('tickets', ticketsFixture(), url)),
]
