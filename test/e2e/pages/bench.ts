/**
 * Bench page (scripts/bench): the harness page's fake API plus, with `?items=N`, listings of N generated items each
 * (museums, exhibitions, events, tours, merchandises), to time the navigation with big dropdowns. The generated
 * handlers go first, so they win over the fixtures; they share the fake API's latency, failures and request log.
 */
import type { HttpHandler } from 'msw'
import { apiRoute, pagedList } from '../../msw/apiRoute'
import { eventsFixture } from '../../msw/fixtures/events'
import { exhibitionsFixture } from '../../msw/fixtures/exhibitions'
import { merchandisesFixture } from '../../msw/fixtures/merchandises'
import { museumsFixture } from '../../msw/fixtures/museums'
import { toursFixture } from '../../msw/fixtures/tours'
import { startFakeApi } from '../../msw/browser'
import { sdkDoubleHandlers } from '../../msw/handlers'
import { SDK_DOUBLES } from '../../doubles/serve'

declare global {
  interface Window {
    __harnessReady?: boolean
  }
}

/** `count` items cycled from the fixture, each with its own id and title so none is dropped as a duplicate. */
function many<T extends { id: number; title: string }>(fixture: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, index) => {
    const base = fixture[index % fixture.length]!
    return { ...base, id: index + 1, title: `${base.title} #${index + 1}` }
  })
}

function bigListings(count: number): HttpHandler[] {
  return [
    apiRoute('get', '/museums', 'museums', ({ locale, url }) =>
      pagedList('museums', many(museumsFixture(locale), count), url),
    ),
    apiRoute('get', '/exhibitions', 'exhibitions', ({ url }) =>
      pagedList('exhibitions', many(exhibitionsFixture(), count), url),
    ),
    apiRoute('get', '/events', 'events', ({ url }) => pagedList('events', many(eventsFixture(), count), url)),
    apiRoute('get', '/tours', 'tours', ({ url }) => pagedList('tours', many(toursFixture(), count), url)),
    apiRoute('get', '/merchandises', 'merchandises', ({ url }) =>
      pagedList('merchandises', many(merchandisesFixture(), count), url),
    ),
  ]
}

const items = Number(new URLSearchParams(window.location.search).get('items') ?? 0)
const listings = Number.isInteger(items) && items > 0 ? bigListings(items) : []
await startFakeApi({ extraHandlers: [...listings, ...sdkDoubleHandlers(SDK_DOUBLES)] })
window.__harnessReady = true
