import { toShopError } from '../domain/errors'
import { logOnce } from '../domain/logOnce'
import { readPersisted, writePersisted, type PersistedQuery } from './persistedQueries'
import { inFlight, shopStore, storedSeeds, type QueryState, type ShopState } from './shopStore'

/** How long fetched data stays fresh: 1000 s. */
export const DEFAULT_STALE_MS = 1_000_000

/** How a request is cached. */
export interface QueryOptions<T> {
  /** How long an answer stays fresh; default {@link DEFAULT_STALE_MS}. */
  staleMs?: number
  /** Also keep the answer in browser storage for later page views (public answers only); null: this page only. */
  persist?: PersistedQuery<T> | null
  /** Ask again although the last answer on this page was a failure (the visitor's "try again"). */
  again?: boolean
}

type Queries = ShopState['queries']

// Rendering reads stored answers (it must not write to the store) and needs the same object on every read.
const seeds = storedSeeds

function setQuery(key: string, state: QueryState<unknown>): void {
  shopStore.setState((s) => ({ queries: { ...s.queries, [key]: state } }))
}

/** The cached state of a request, if any. */
export function getQuery<T>(key: string): QueryState<T> | undefined {
  return shopStore.getState().queries[key] as QueryState<T> | undefined
}

/** How to ask each key again (its last fetcher and cache options), so a failed request is retried by key alone. */
const askAgain = new Map<string, () => Promise<unknown>>()

/**
 * Asks again every request of the page that failed (the visitor's "try again"): one action for the whole page, since
 * the elements share their requests. Requests that succeeded are left alone.
 */
export function retryFailedQueries(): void {
  for (const [key, state] of Object.entries(shopStore.getState().queries)) {
    const ask = askAgain.get(key)
    if (state.status === 'error' && ask)
      ask().catch(() => {
        // The error is in the store, where the component reads it.
      })
  }
}

/**
 * The state of `key` in `queries`; for a persistent request the store has not seen yet, the answer kept in browser
 * storage, so the very first render shows it. Safe during render: it writes nothing.
 */
export function readQuery<T>(
  queries: Queries,
  key: string,
  persist: PersistedQuery<T> | null | undefined,
): QueryState<T> | undefined {
  const state = queries[key] as QueryState<T> | undefined
  if (state || !persist) return state
  let seed = seeds.get(key)
  if (seed === undefined) {
    const stored = readPersisted(persist)
    seed = stored && { status: 'success', data: stored.data, updatedAt: stored.fetchedAt }
    seeds.set(key, seed)
  }
  return (seed ?? undefined) as QueryState<T> | undefined
}

/** The store's state of `key`, after taking in the answer kept in browser storage when the store had none. */
function takeQuery<T>(key: string, persist: PersistedQuery<T> | null): QueryState<T> | undefined {
  const state = readQuery(shopStore.getState().queries, key, persist)
  seeds.delete(key)
  if (state && !getQuery(key)) setQuery(key, state)
  return state
}

/**
 * Returns the cached data for `key` while it is fresh; otherwise runs `fetcher` once, however many callers ask at the
 * same time (they share the in-flight promise), and records fetching → success/error in the store. Expired data stays
 * readable while it is fetched again, and stays when that refresh fails. A failure stands for the page until asked
 * again (`again`, as "try again" does through retryFailedQueries); a new key (another locale, shop) asks anew.
 */
export function fetchQuery<T>(
  key: string,
  fetcher: () => Promise<T>,
  { staleMs = DEFAULT_STALE_MS, persist = null, again = false }: QueryOptions<T> = {},
): Promise<T> {
  const cached = takeQuery(key, persist)
  if (cached?.status === 'success' && Date.now() - cached.updatedAt < staleMs)
    return Promise.resolve(cached.data)
  // A failure stands until the visitor asks again: an element that mounts after it must not send a second request.
  if (cached?.status === 'error' && !again) return Promise.reject(cached.error)
  const running = inFlight.get(key)
  if (running) return running as Promise<T>
  askAgain.set(key, () => fetchQuery(key, fetcher, { staleMs, persist, again: true }))
  const stale = cached?.status === 'success' ? cached : undefined

  // Callbacks run asynchronously, after `promise` is assigned; a superseded request (reset) writes nothing.
  const isCurrent = () => inFlight.get(key) === promise
  const promise: Promise<T> = Promise.resolve()
    .then(fetcher)
    .then(
      (data) => {
        if (!isCurrent()) return data
        const updatedAt = Date.now()
        setQuery(key, { status: 'success', data, updatedAt })
        if (persist) writePersisted(persist, data, updatedAt)
        return data
      },
      (error: unknown) => {
        const shopError = toShopError(error)
        if (!isCurrent()) throw shopError
        // Old data beats none: a failed refresh keeps what is shown (and is asked again next time it is read).
        if (stale) {
          setQuery(key, stale)
          logOnce(`refresh ${key}`, `kept older data, its refresh failed: ${shopError.message}`)
        } else setQuery(key, { status: 'error', error: shopError, updatedAt: Date.now() })
        throw shopError
      },
    )
    .finally(() => {
      if (isCurrent()) inFlight.delete(key)
    })
  inFlight.set(key, promise)
  // Announced only now: a store listener that asks for the same key (a nav waiting for the configuration) joins it.
  setQuery(key, { status: 'fetching', data: stale?.data })
  return promise
}
