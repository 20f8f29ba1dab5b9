import type * as z from 'zod/mini'
import { HttpError, InvalidDataError, NetworkError, TimeoutError } from './errors'
import { describeIssues, readList } from './paging'

/** Everything a request to the v4 API needs to know about the page's shop. */
export interface ApiClientOptions {
  /** Base address, e.g. https://museum.gomus.de (the client appends /api/v4). */
  apiUrl: string
  /** Sent as X-Shop-Url on every call. */
  shopDomain: string
  /** Sent as the `locale` query parameter on every call. */
  locale: string
  /** Abort a request after this many ms. Default 20 000. */
  timeoutMs?: number
}

export type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>

export interface RequestOptions {
  query?: Query
  headers?: Record<string, string>
  body?: unknown
  method?: 'GET' | 'POST'
}

/** The v4 API as the services see it. Every response is validated before it is returned. */
export interface ApiClient {
  readonly options: Readonly<ApiClientOptions>
  /** Raw JSON of one call; `null` for an empty answer (204 or zero content length). */
  request(path: string, options?: RequestOptions): Promise<unknown>
  /** One resource, validated by `schema`; an invalid answer is an InvalidDataError. */
  get<T>(path: string, schema: z.ZodMiniType<T>, options?: RequestOptions): Promise<T>
  /** A whole list: per_page=1000, every page followed, each item validated (invalid items are dropped and logged). */
  list<T>(path: string, key: string, itemSchema: z.ZodMiniType<T>, query?: Query): Promise<T[]>
}

export const API_PREFIX = '/api/v4'
export const PER_PAGE = 1000
export const DEFAULT_TIMEOUT_MS = 20_000

function buildUrl(options: ApiClientOptions, path: string, query: Query = {}): string {
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}${API_PREFIX}${path}`)
  url.searchParams.set('locale', options.locale)
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) url.searchParams.append(name, String(item))
  }
  return url.toString()
}

/** The server's own words for an error, from whichever field it used. */
function serverMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    for (const field of ['error', 'message', 'errors']) {
      const value = record[field]
      if (typeof value === 'string' && value) return value
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ')
    }
  }
  return fallback
}

async function readBody(response: Response, what: string): Promise<unknown> {
  const text = await response.text()
  if (response.status === 204 || text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    if (!response.ok) return text
    throw new InvalidDataError(what, 'malformed JSON')
  }
}

/** Creates the client for one shop configuration. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function request(path: string, { query, headers, body, method = 'GET' }: RequestOptions = {}) {
    const controller = new AbortController()
    // Cleared in `finally`: no timer outlives its request.
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    try {
      try {
        response = await fetch(buildUrl(options, path, query), {
          method,
          signal: controller.signal,
          headers: {
            Accept: 'application/json',
            'X-Shop-Url': options.shopDomain,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      } catch (error) {
        if (controller.signal.aborted) throw new TimeoutError(timeoutMs)
        throw new NetworkError({ cause: error })
      }
      const data = await readBody(response, path).catch((error: unknown) => {
        if (controller.signal.aborted) throw new TimeoutError(timeoutMs)
        throw error
      })
      if (!response.ok) throw new HttpError(response.status, serverMessage(data, response.statusText))
      return data
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    options,
    request,
    async get(path, schema, requestOptions) {
      const data = await request(path, requestOptions)
      const parsed = schema.safeParse(data)
      if (!parsed.success) throw new InvalidDataError(path, describeIssues(parsed.error.issues))
      return parsed.data
    },
    list: (path, key, itemSchema, query) =>
      readList({ request, path, key, itemSchema, query, perPage: PER_PAGE }),
  }
}
