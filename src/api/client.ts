import { HttpError, InvalidDataError, NetworkError, TimeoutError } from './errors'
import type { ApiClient, ApiClientOptions, Query, RequestOptions } from './clientTypes'
import { describeIssues, readList } from './paging'
import type { FailedAnswer } from './retry'

export const API_PREFIX = '/api/v4'
export const PER_PAGE = 1000
export const DEFAULT_TIMEOUT_MS = 20_000

/**
 * How a failed request goes on: repeated after a wait, or failed with the server's words. That code is loaded only when
 * a request has failed; should it not load, the request fails without the server's words.
 */
async function afterFailure(response: Response, data: unknown, repeatable: boolean): Promise<FailedAnswer> {
  try {
    return (await import('./retry')).afterFailure(response, data, repeatable)
  } catch {
    return { delay: null, serverMessage: '' }
  }
}

/** Resolves after `ms`; the timer ends with the wait, so none outlives the request it belongs to. */
function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

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

  /** One round trip: the answer and its body, within the timeout. */
  async function send(path: string, { query, headers, body, method = 'GET', onHeaders }: RequestOptions) {
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
        throw new NetworkError({ cause: error }, options.apiUrl)
      }
      // Before the body is judged: a renewed login counts even when the body turns out unusable.
      onHeaders?.(response.headers)
      const data = await readBody(response, path).catch((error: unknown) => {
        if (controller.signal.aborted) throw new TimeoutError(timeoutMs)
        throw error
      })
      return { response, data }
    } finally {
      clearTimeout(timer)
    }
  }

  async function request(path: string, requestOptions: RequestOptions = {}): Promise<unknown> {
    const { method = 'GET' } = requestOptions
    for (let attempt = 1; ; attempt++) {
      const { response, data } = await send(path, requestOptions)
      if (response.ok) return data
      // Repeating a POST could order twice; a read is safe to repeat.
      const failure = await afterFailure(response, data, method === 'GET' && attempt === 1)
      if (failure.delay === null)
        throw new HttpError(response.status, failure.serverMessage, failure.fieldMessages)
      await wait(failure.delay)
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
      readList({ request, path, key, itemSchema, query, perPage: PER_PAGE, server: options.apiUrl }),
  }
}
