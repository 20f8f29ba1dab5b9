/**
 * The shapes of the API client: its options, a request's options and the client itself. Apart from the client, so
 * the list reader (paging.ts) and the client share them without importing each other.
 */
import type * as z from 'zod/mini'

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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Called with the headers of every HTTP answer, error statuses included (e.g. to keep a renewed login). */
  onHeaders?: (headers: Headers) => void
}

/** The v4 API as the services see it. Every response is validated before it is returned. */
export interface ApiClient {
  readonly options: Readonly<ApiClientOptions>
  /**
   * Raw JSON of one call; `null` for an empty answer (204 or zero content length). A GET answered 429 or 503 with a
   * short Retry-After is sent once more after that wait; a POST never is.
   */
  request(path: string, options?: RequestOptions): Promise<unknown>
  /** One resource, validated by `schema`; an invalid answer is an InvalidDataError. */
  get<T>(path: string, schema: z.ZodMiniType<T>, options?: RequestOptions): Promise<T>
  /**
   * A whole list: per_page=1000 (or the documented cap, once the server refused 1000), every page followed, each
   * item validated (invalid items are dropped and logged).
   */
  list<T>(path: string, key: string, itemSchema: z.ZodMiniType<T>, query?: Query): Promise<T[]>
}
