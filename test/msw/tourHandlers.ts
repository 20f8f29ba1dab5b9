/**
 * The tour endpoints of the fake v4 API beside the list: GET /tours/{id}, /tours/{id}/start_times (`start_at`,
 * `end_at`), /tours/{id}/start_times/{date} and /tours/{id}/prices. They fail and misbehave together with the list
 * ('tours' knobs); `knobs.tourChanges` changes participants left between two calls. With the documented fixture set
 * they answer the documented examples.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { catalogRoute } from './catalogHandlers'
import { documented } from './fixtures/documented'
import { tourDaysFixture, tourFixture, tourPricesFixture, tourTimesFixture } from './fixtures/tourTimes'
import { knobs } from './knobs'

const notFound = (id: string) => HttpResponse.json({ error: `Tour not found: ${id}` }, { status: 404 })
const documentedSet = () => knobs.fixtureSet === 'documented'

export const tourHandlers: HttpHandler[] = [
  catalogRoute('/tours/:id', 'tours', ({ params }) => {
    const found = tourFixture(Number(params.id))
    return found ? HttpResponse.json(found) : notFound(params.id ?? '')
  }),
  catalogRoute('/tours/:id/start_times', 'tours', ({ params, url }) => {
    if (!tourFixture(Number(params.id))) return notFound(params.id ?? '')
    if (documentedSet()) return HttpResponse.json(documented('tourStartTimesAny'))
    const [start, end] = [url.searchParams.get('start_at'), url.searchParams.get('end_at')]
    if (!start || !end)
      return HttpResponse.json({ error: 'start_at and end_at are required' }, { status: 422 })
    return HttpResponse.json(tourDaysFixture(start, end, knobs.ticketReferenceDay))
  }),
  catalogRoute('/tours/:id/start_times/:date', 'tours', ({ params }) => {
    if (!tourFixture(Number(params.id))) return notFound(params.id ?? '')
    if (documentedSet()) return HttpResponse.json(documented('tourStartTimesDay'))
    const day = params.date ?? ''
    return HttpResponse.json(
      tourTimesFixture(Number(params.id), day, knobs.ticketReferenceDay, knobs.tourChanges),
    )
  }),
  catalogRoute('/tours/:id/prices', 'tours', ({ params }) => {
    if (!tourFixture(Number(params.id))) return notFound(params.id ?? '')
    return HttpResponse.json(
      documentedSet() ? documented('tourPrices') : tourPricesFixture(Number(params.id)),
    )
  }),
]
