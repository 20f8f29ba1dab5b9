/**
 * The page's lifetime state, registered in one place. A module that keeps something for as long as the page lives
 * (a request cache, a clock, what it has said once, an API client) declares it here instead of in a bare module
 * variable (the architecture test looks), so `resetPage()` starts every piece of it afresh and no module can be
 * forgotten: a new page view in the tests, one call. Storage, cookies and the DOM are the browser's and stay.
 *
 * What loaded code registers (the built-in texts of a chunk, the tags it defined) lives as long as that code, not
 * the page, and is not reset; state tied to one element lives in a WeakMap keyed by it and goes with the element.
 */

/** One piece of page state: read and replace it through `current`. */
export interface PageState<T> {
  current: T
}

type Reset = () => void

const resets: Reset[] = []

/** Runs `reset` whenever the page starts afresh (for state that lives in an object others hold, like a store). */
export function onPageReset(reset: Reset): void {
  resets.push(reset)
}

/**
 * A piece of page state starting as `initial()`. `release` ends what the old value still runs (a timer, a listener)
 * before a reset replaces it.
 */
export function pageState<T>(initial: () => T, release?: (last: T) => void): PageState<T> {
  const state: PageState<T> = { current: initial() }
  onPageReset(() => {
    release?.(state.current)
    state.current = initial()
  })
  return state
}

/** A map that lives as long as the page: emptied by `resetPage()`. */
export function pageMap<K, V>(): Map<K, V> {
  const map = new Map<K, V>()
  onPageReset(() => map.clear())
  return map
}

/** A set that lives as long as the page: emptied by `resetPage()`. */
export function pageSet<T>(): Set<T> {
  const set = new Set<T>()
  onPageReset(() => set.clear())
  return set
}

/** Starts every registered piece of page state afresh, in the order the modules registered them. */
export function resetPage(): void {
  for (const reset of resets) reset()
}
