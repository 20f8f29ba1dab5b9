import { toShopError } from '../domain/errors'
import { logOnce } from '../page/logOnce'
import { pageMap } from '../page/pageState'
import { readPersisted, writePersisted, type PersistedQuery } from './persistedQueries'
import { shopStore, type QueryState, type ShopState } from './shopStore'

/** One cached request: its key, how to fetch it, and how it is cached (built by `apiQuery`, src/store/apiQuery.ts). */
export interface Query<T> {
  readonly key: string
  readonly fetch: () => Promise<T>
  /** How long an answer stays fresh. */
  readonly staleMs: number
  /** Also keep the answer in browser storage for later page views (public answers only); null: this page only. */
  readonly persist: PersistedQuery<T> | null
}

type Queries = ShopState['queries']

/** Running requests by key, so concurrent readers share one promise. */
const inFlight = pageMap<string, Promise<unknown>>()

/**
 * Running requests that were asked past the cache: another such ask joins one (several checkouts reviewing the same
 * cart at once send one request), while an ask past the cache never joins an older, ordinary one.
 */
const askedFresh = pageMap<string, Promise<unknown>>()

/**
 * Answers read from browser storage for keys the store does not hold yet, until a fetch takes them in; null: looked,
 * nothing usable. Rendering reads stored answers (it must not write to the store) and needs the same object each time.
 */
const seeds = pageMap<string, QueryState<unknown> | null>()

function setQuery(key: string, state: QueryState<unknown>): void {
  shopStore.setState((s) => ({ queries: { ...s.queries, [key]: state } }))
}

/** The cached state of a request, if any. */
export function getQuery<T>(key: string): QueryState<T> | undefined {
  return shopStore.getState().queries[key] as QueryState<T> | undefined
}

/** How to ask each key again (its last query), so a failed request is retried by key alone. */
const askAgain = pageMap<string, () => Promise<unknown>>()

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
  { key, persist }: Pick<Query<T>, 'key' | 'persist'>,
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
function takeQuery<T>(query: Query<T>): QueryState<T> | undefined {
  const { key } = query
  const state = readQuery(shopStore.getState().queries, query)
  seeds.delete(key)
  if (state && !getQuery(key)) setQuery(key, state)
  return state
}

/**
 * Returns the cached data of the query's key while it is fresh; otherwise fetches once, however many callers ask at the
 * same time (they share the in-flight promise), and records fetching → success/error in the store. Expired data stays
 * readable while it is fetched again, and stays when that refresh fails. A failure stands for the page until asked
 * `again` (as "try again" does through retryFailedQueries); a new key (another locale, shop) asks anew. `fresh` asks
 * the server whatever the cache holds (the last look at availability before it is promised), joining only another
 * `fresh` ask under way, and updates every reader.
 */
export function fetchQuery<T>(query: Query<T>, ask: 'cached' | 'again' | 'fresh' = 'cached'): Promise<T> {
  const { key, persist } = query
  const cached = takeQuery(query)
  if (cached?.status === 'success' && Date.now() - cached.updatedAt < query.staleMs && ask !== 'fresh')
    return Promise.resolve(cached.data)
  // A failure stands until the visitor asks again: an element that mounts after it must not send a second request.
  if (cached?.status === 'error' && ask === 'cached') return Promise.reject(cached.error)
  const running = inFlight.get(key)
  if (running && (ask !== 'fresh' || askedFresh.get(key) === running)) return running as Promise<T>
  askAgain.set(key, () => fetchQuery(query, 'again'))
  const stale = cached?.status === 'success' ? cached : undefined

  // Callbacks run asynchronously, after `promise` is assigned; a superseded request (reset) writes nothing.
  const isCurrent = () => inFlight.get(key) === promise
  const promise: Promise<T> = Promise.resolve()
    .then(query.fetch)
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
      if (askedFresh.get(key) === promise) askedFresh.delete(key)
      if (isCurrent()) inFlight.delete(key)
    })
  inFlight.set(key, promise)
  if (ask === 'fresh') askedFresh.set(key, promise)
  // Announced only now: a store listener that asks for the same key (a nav waiting for the configuration) joins it.
  setQuery(key, { status: 'fetching', data: stale?.data })
  return promise
}
