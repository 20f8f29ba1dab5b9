import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { holdStatus, type HoldStatus } from '../../../domain/tickets/holds'
import { renewOnActivity } from '../../../store/holdActions'
import { holdsStore, watchHolds } from '../../../store/holds'

/** What counts as the visitor's activity inside an element: typing, choosing, pressing a button. */
export const ACTIVITY_EVENTS = ['input', 'change', 'click'] as const

/**
 * The status of the holds named by `tokens`, on the page's one clock: while mounted the component watches the holds
 * (the clock runs while a hold is open), and stops watching when it goes.
 */
export function useHoldStatus(tokens: readonly string[]): HoldStatus {
  const state = useSyncExternalStore(watchHolds, holdsStore.getState)
  const key = tokens.join(' ')
  return useMemo(() => holdStatus(state.records, key.split(' ').filter(Boolean), state.now), [state, key])
}

/**
 * Renews the holds named by `tokens` on the visitor's activity inside `root` (ACTIVITY_EVENTS); the store renews each
 * hold at most once a minute, so typing does not flood the server.
 */
export function useRenewOnActivity(root: HTMLElement | null, tokens: readonly string[]): void {
  const key = tokens.join(' ')
  useEffect(() => {
    const held = key.split(' ').filter(Boolean)
    if (!root || held.length === 0) return
    const renew = () => void renewOnActivity(held)
    for (const name of ACTIVITY_EVENTS) root.addEventListener(name, renew)
    return () => {
      for (const name of ACTIVITY_EVENTS) root.removeEventListener(name, renew)
    }
  }, [root, key])
}
