/**
 * A minimal external store in the manner of zustand: state, a setter that merges, and subscriptions.
 * React reads it with useSyncExternalStore; non-React code (services, elements) uses it directly.
 */
import { onPageReset } from '../page/pageState'

export interface Store<State> {
  getState(): State
  setState(update: Partial<State> | ((state: State) => Partial<State>)): void
  subscribe(listener: () => void): () => void
}

/** Creates a store whose state is replaced (shallow-merged) on every update and never mutated in place. */
export function createStore<State extends object>(initial: State): Store<State> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      if (
        Object.keys(partial).every((key) => Object.is(partial[key as keyof State], state[key as keyof State]))
      ) {
        return
      }
      state = { ...state, ...partial }
      // A listener that throws must not stop the others or escape into the caller (a host page's event).
      for (const listener of [...listeners]) {
        try {
          listener()
        } catch (error) {
          console.error('[museum-shop] store listener failed', error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** A store that lives as long as the page: `resetPage()` sets it back to `initial()`, telling its subscribers. */
export function createPageStore<State extends object>(initial: () => State): Store<State> {
  const store = createStore(initial())
  onPageReset(() => store.setState(initial()))
  return store
}
