/**
 * What every endpoint of the fake v4 API does before it answers: record the request, wait the configured
 * latency, play the configured failure, insist on X-Shop-Url and `locale`. Plus the paging every list shares.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { type EndpointName, type FailureMode, knobs } from './knobs'
import { recordRequest } from './requestLog'
import { fixtureLocale, type FixtureLocale } from './fixtures/pictures'
import { malformedBody, wrongTypesBody } from './fixtures/brokenBodies'

/** What a route's answer function gets. */
export interface RouteContext {
  request: Request
  url: URL
  /** Path parameters, e.g. `{ id: '21' }` for events/:id. */
  params: Record<string, string>
  /** The fixture locale chosen from the `locale` query. */
  locale: FixtureLocale
  /** The request body as logged: parsed JSON, raw text or null. */
  body: unknown
}

/** Page size when the caller sends no usable per_page; the public docs' anonymous default. */
export const DEFAULT_PER_PAGE = 25

function failureResponse(
  endpoint: EndpointName,
  mode: Exclude<FailureMode, 'network' | 'timeout'>,
): Response {
  switch (mode) {
    case 'http500':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 })
    case 'malformed':
      return new HttpResponse(malformedBody(endpoint), { headers: { 'Content-Type': 'application/json' } })
    case 'empty204':
      return new HttpResponse(null, { status: 204 })
    case 'wrongTypes':
      return HttpResponse.json(wrongTypesBody(endpoint))
  }
}

function textParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') result[name] = value
  }
  return result
}

/**
 * One endpoint under /api/v4, matched on any origin. Transport failures ('network', 'timeout') come before the header
 * check, because such a request never reaches the server; server failures come after it.
 */
export function apiRoute(
  method: 'get' | 'post',
  path: string,
  endpoint: EndpointName,
  answer: (context: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  return http[method](`*/api/v4${path}`, async ({ request, params }) => {
    const entry = await recordRequest(request)
    if (knobs.latencyMs > 0) await delay(knobs.latencyMs)
    const failure = knobs.failures[endpoint]
    if (failure === 'network') return HttpResponse.error()
    if (failure === 'timeout') {
      await delay('infinite')
      return HttpResponse.error()
    }
    const url = new URL(request.url)
    if (!request.headers.get('x-shop-url')) {
      return HttpResponse.json({ error: 'missing X-Shop-Url' }, { status: 400 })
    }
    const locale = url.searchParams.get('locale')
    if (!locale) return HttpResponse.json({ error: 'missing locale' }, { status: 400 })
    if (failure) return failureResponse(endpoint, failure)
    return answer({
      request,
      url,
      params: textParams(params),
      locale: fixtureLocale(locale),
      body: entry.body,
    })
  })
}

function positiveInt(value: string | null): number | null {
  const number = Number(value)
  return value !== null && Number.isInteger(number) && number > 0 ? number : null
}

/**
 * A list answer wrapped by resource key with `meta: {total_count, page, per_page}`. The effective per_page is the
 * requested one, lowered to `knobs.perPageCap` when that is set, like a server that caps page sizes.
 */
export function pagedList(key: string, items: unknown[], url: URL): Response {
  const requested = positiveInt(url.searchParams.get('per_page')) ?? DEFAULT_PER_PAGE
  const perPage = Math.min(requested, knobs.perPageCap ?? requested)
  const page = positiveInt(url.searchParams.get('page')) ?? 1
  const slice = items.slice((page - 1) * perPage, page * perPage)
  return HttpResponse.json({ [key]: slice, meta: { total_count: items.length, page, per_page: perPage } })
}
