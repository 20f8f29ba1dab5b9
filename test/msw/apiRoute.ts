/**
 * What every endpoint of the fake v4 API does before it answers: record the request, wait the configured
 * latency, play the configured failure, insist on X-Shop-Url and `locale`, answer busy or refuse a large per_page
 * when asked to, and renew the login of authenticated callers. Plus the paging every list shares.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { type EndpointName, type FailureMode, knobs } from './knobs'
import { recordRequest, requestLog } from './requestLog'
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

/** The public docs' per_page caps, which `knobs.rejectPerPage` enforces by refusing instead of capping. */
export const PER_PAGE_CAPS = { authenticated: 100, anonymous: 25 } as const

/** The login the fake renews an authenticated caller's to (`knobs.rotateAuth`); the uid stays the caller's. */
export const ROTATED_AUTH = {
  'access-token': 'tok-renewed',
  client: 'client-renewed',
  expiry: '4102444800',
} as const

/**
 * Response headers a page on another origin may read. CORS hides all but a few from cross-origin callers, so a real
 * server must list the renewed-login headers and Retry-After here as well.
 */
export const EXPOSED_HEADERS = 'access-token, client, uid, expiry, token-type, Retry-After'

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

/** `knobs.busy`: the first `times` requests per method and path answer 429/503 with Retry-After. */
function busyAnswer(request: Request, url: URL): Response | null {
  const busy = knobs.busy
  if (!busy) return null
  const seen = requestLog.filter((e) => e.method === request.method && e.pathname === url.pathname).length
  if (seen > busy.times) return null
  return HttpResponse.json(
    { error: busy.status === 429 ? 'Too Many Requests' : 'Service Unavailable' },
    { status: busy.status, headers: { 'Retry-After': busy.retryAfter } },
  )
}

/** `knobs.rejectPerPage`: a per_page above the caller's documented cap is refused, Rails-style. */
function perPageRefusal(request: Request, url: URL): Response | null {
  if (knobs.rejectPerPage === null) return null
  const perPage = positiveInt(url.searchParams.get('per_page'))
  const cap = request.headers.get('access-token') ? PER_PAGE_CAPS.authenticated : PER_PAGE_CAPS.anonymous
  if (perPage === null || perPage <= cap) return null
  return HttpResponse.json(
    { errors: { per_page: [`must be less than or equal to ${cap}`] } },
    { status: knobs.rejectPerPage },
  )
}

/** CORS exposure on every answer; with `knobs.rotateAuth`, devise_token_auth's renewal headers for logged-in callers. */
function withServerHeaders(response: Response, request: Request): Response {
  // A dropped connection (a network error response) has no headers to add, and they are immutable.
  if (response.type === 'error') return response
  response.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  const uid = request.headers.get('uid')
  if (knobs.rotateAuth && request.headers.get('access-token') && uid) {
    response.headers.set('access-token', knobs.rotateAuth === 'renew' ? ROTATED_AUTH['access-token'] : '')
    response.headers.set('token-type', 'Bearer')
    response.headers.set('client', ROTATED_AUTH.client)
    response.headers.set('uid', uid)
    response.headers.set('expiry', ROTATED_AUTH.expiry)
  }
  return response
}

/**
 * One endpoint under /api/v4, matched on any origin. Transport failures ('network', 'timeout') come before the header
 * check, because such a request never reaches the server; server failures come after it.
 */
export function apiRoute(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  endpoint: EndpointName,
  answer: (context: RouteContext) => Response | Promise<Response>,
): HttpHandler {
  async function serverAnswer(request: Request, params: Record<string, string>, body: unknown) {
    const url = new URL(request.url)
    if (!request.headers.get('x-shop-url')) {
      return HttpResponse.json({ error: 'missing X-Shop-Url' }, { status: 400 })
    }
    const locale = url.searchParams.get('locale')
    if (!locale) return HttpResponse.json({ error: 'missing locale' }, { status: 400 })
    const refusal = busyAnswer(request, url) ?? perPageRefusal(request, url)
    if (refusal) return refusal
    const failure = knobs.failures[endpoint]
    if (failure && failure !== 'network' && failure !== 'timeout') return failureResponse(endpoint, failure)
    return answer({ request, url, params, locale: fixtureLocale(locale), body })
  }

  return http[method](`*/api/v4${path}`, async ({ request, params }) => {
    const entry = await recordRequest(request)
    if (knobs.latencyMs > 0) await delay(knobs.latencyMs)
    while (knobs.holdAnswers) await delay(20)
    const failure = knobs.failures[endpoint]
    if (failure === 'network') return HttpResponse.error()
    if (failure === 'timeout') {
      await delay('infinite')
      return HttpResponse.error()
    }
    return withServerHeaders(await serverAnswer(request, textParams(params), entry.body), request)
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
