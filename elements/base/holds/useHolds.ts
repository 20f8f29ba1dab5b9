import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { holdStatus, type HoldStatus } from '../../../src/domain/holds/records'
import { renewOnActivity, holdsStore, watchHolds } from '../../../src/store/holds'
import { useStableList } from '../useStableList'

/** What counts as the visitor's activity inside an element: typing, choosing, pressing a button. */
export const ACTIVITY_EVENTS = ['input', 'change', 'click'] as const

/**
 * The status of the holds named by `tokens`, on the page's one clock: while mounted the component watches the holds
 * (the clock runs while a hold is open), and stops watching when it goes.
 */
export function useHoldStatus(tokens: readonly string[]): HoldStatus {
  const state = useSyncExternalStore(watchHolds, holdsStore.getState)
  const held = useStableList(tokens)
  return useMemo(() => holdStatus(state.records, held, state.now), [state, held])
}

/**
 * Renews the holds named by `tokens` on the visitor's activity inside `root` (ACTIVITY_EVENTS); the store renews each
 * hold at most once a minute, so typing does not flood the server.
 */
export function useRenewOnActivity(root: HTMLElement | null, tokens: readonly string[]): void {
  const held = useStableList(tokens)
  useEffect(() => {
    if (!root || held.length === 0) return
    const renew = () => void renewOnActivity(held)
    for (const name of ACTIVITY_EVENTS) root.addEventListener(name, renew)
    return () => {
      for (const name of ACTIVITY_EVENTS) root.removeEventListener(name, renew)
    }
  }, [root, held])
}
