/**
 * A tiny real-`fetch` client for the fake-API tests: it sends X-Shop-Url and `locale` unless told not to, so each
 * test states only what it is about.
 */

/** An origin the fake API answers on; any origin works. */
export const ORIGIN = 'https://kpb-museum.gomus.de'

/** What one call sends. */
export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | string[]>
  headers?: Record<string, string>
  body?: unknown
  signal?: AbortSignal
  /** Default true: send X-Shop-Url. */
  withShopUrl?: boolean
  /** Default 'de'; null sends no locale. */
  locale?: string | null
  origin?: string
}

/** Builds the URL of `path` under /api/v4 with the locale and the query. */
export function fakeApiUrl(path: string, options: CallOptions = {}): string {
  const url = new URL(`${options.origin ?? ORIGIN}/api/v4${path}`)
  const locale = options.locale === undefined ? 'de' : options.locale
  if (locale !== null) url.searchParams.set('locale', locale)
  for (const [name, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, item)
  }
  return url.toString()
}

/** Calls the fake API through the global fetch, which msw/node intercepts. */
export function callFakeApi(path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.withShopUrl !== false) headers['X-Shop-Url'] = 'shop.museumssonntag.berlin'
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(fakeApiUrl(path, options), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  })
}

/** Calls and parses the JSON answer, typed by the caller (tests only: the shape is what they assert). */
export async function callFakeApiJson<T>(path: string, options: CallOptions = {}): Promise<T> {
  const response = await callFakeApi(path, options)
  return (await response.json()) as T
}

/** A list answer: items under the resource key plus meta. */
export type ListAnswer<K extends string, Item = { id: number; title: string }> = Record<K, Item[]> & {
  meta: { total_count: number; page: number; per_page: number }
}

/** A valid order request, as POST /orders expects it. */
export function validOrderRequest(): Record<string, unknown> {
  return {
    items: [
      {
        type: 'Merchandise',
        attributes: { id: 42, quantity: 2 },
        payment_attributes: {
          name: 'Plüsch-T-Rex 🦖',
          unit_amount: { quantity: 2, value: '19.99', currency_code: 'EUR' },
        },
      },
    ],
    total: 3998,
    payment_mode_id: '12',
    payment_source: 'paypal',
    customer: { email: 'erika@example.org' },
  }
}
