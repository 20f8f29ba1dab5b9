import { toShopError } from '../domain/errors'
import { inFlight, shopStore, type QueryState } from './shopStore'

/** How long fetched data stays fresh: 1000 s (spec §9). */
export const DEFAULT_STALE_MS = 1_000_000

function setQuery(key: string, state: QueryState<unknown>): void {
  shopStore.setState((s) => ({ queries: { ...s.queries, [key]: state } }))
}

/** The cached state of a request, if any. */
export function getQuery<T>(key: string): QueryState<T> | undefined {
  return shopStore.getState().queries[key] as QueryState<T> | undefined
}

/** The last fetcher of each key, so a failed request can be asked again by key alone. */
const fetchers = new Map<string, () => Promise<unknown>>()

/**
 * Asks again every request of the page that failed (the visitor's "try again"): one action for the whole page, since
 * the elements share their requests. Requests that succeeded are left alone.
 */
export function retryFailedQueries(): void {
  for (const [key, state] of Object.entries(shopStore.getState().queries)) {
    const fetcher = fetchers.get(key)
    if (state.status === 'error' && fetcher)
      fetchQuery(key, fetcher).catch(() => {
        // The error is in the store, where the component reads it.
      })
  }
}

/**
 * Returns the cached data for `key` while it is fresh; otherwise runs `fetcher` once, however many callers ask at the
 * same time (they share the in-flight promise), and records fetching → success/error in the store.
 * Errors are not cached: the next request for the key tries again.
 */
export function fetchQuery<T>(
  key: string,
  fetcher: () => Promise<T>,
  staleMs = DEFAULT_STALE_MS,
): Promise<T> {
  const cached = getQuery<T>(key)
  if (cached?.status === 'success' && Date.now() - cached.updatedAt < staleMs)
    return Promise.resolve(cached.data)
  const running = inFlight.get(key)
  if (running) return running as Promise<T>
  fetchers.set(key, fetcher)

  setQuery(key, { status: 'fetching', data: cached?.status === 'success' ? cached.data : undefined })
  // Callbacks run asynchronously, after `promise` is assigned; a superseded request (reset) writes nothing.
  const isCurrent = () => inFlight.get(key) === promise
  const promise: Promise<T> = Promise.resolve()
    .then(fetcher)
    .then(
      (data) => {
        if (isCurrent()) setQuery(key, { status: 'success', data, updatedAt: Date.now() })
        return data
      },
      (error: unknown) => {
        const shopError = toShopError(error)
        if (isCurrent()) setQuery(key, { status: 'error', error: shopError, updatedAt: Date.now() })
        throw shopError
      },
    )
    .finally(() => {
      if (isCurrent()) inFlight.delete(key)
    })
  inFlight.set(key, promise)
  return promise
}
