/**
 * The page's holds and its one clock. Every timer on the page reads `now` from here; a single interval ticks it, and
 * only while someone watches (a timer on screen) and a hold is open: when the last hold ends or the last timer goes,
 * the interval stops, so no timer is left behind once the elements are removed. The records come from browser
 * storage (holdStorage.ts) and follow other tabs while watched.
 */
import { onStorageChange } from '../../domain/browser/storageUpdates'
import { HOLDS_KEY, readHoldRecords, writeHoldRecords } from '../../domain/holds/storage'
import { isHoldOpen, type HoldRecords } from '../../domain/holds/records'
import { pageState } from '../../page/pageState'
import { createPageStore } from '../createStore'

/** How often the clock ticks: the timers show seconds. */
export const CLOCK_TICK_MS = 1000

export interface HoldsState {
  /** The holds this browser knows, by token. */
  records: HoldRecords
  /** The clock's last tick (epoch ms): what every timer counts from. */
  now: number
  /** The server refused holds: they are not asked for again on this page. */
  refused: boolean
}

const initialState = (): HoldsState => ({ records: readHoldRecords(), now: Date.now(), refused: false })

/** The holds of the page. Changed only through the actions below and in holdActions.ts. */
export const holdsStore = createPageStore<HoldsState>(initialState)

interface Watching {
  /** How many watch the holds (timers on screen). */
  watchers: number
  clock: ReturnType<typeof setInterval> | null
  stopFollowing: (() => void) | null
}

/** Who watches, the clock and the storage listener; a fresh page stops the last two. */
const watching = pageState<Watching>(
  () => ({ watchers: 0, clock: null, stopFollowing: null }),
  (last) => {
    if (last.clock !== null) clearInterval(last.clock)
    last.stopFollowing?.()
  },
)

const someOpen = (): boolean =>
  Object.values(holdsStore.getState().records).some((record) => isHoldOpen(record, Date.now()))

/** Runs the clock while someone watches and a hold is open, and stops it otherwise. */
function runClock(): void {
  const needed = watching.current.watchers > 0 && someOpen()
  if (needed && watching.current.clock === null) watching.current.clock = setInterval(tick, CLOCK_TICK_MS)
  else if (!needed && watching.current.clock !== null) {
    clearInterval(watching.current.clock)
    watching.current.clock = null
  }
}

function tick(): void {
  holdsStore.setState({ now: Date.now() })
  runClock()
}

/** Takes the stored records in (another tab or page changed them). */
function reload(): void {
  holdsStore.setState({ records: readHoldRecords(), now: Date.now() })
  runClock()
}

/**
 * Subscribes `listener` to the holds and counts the watcher: the first one starts following storage, the clock runs
 * while any watches. The returned function undoes it (once, however often it is called).
 */
export function watchHolds(listener: () => void): () => void {
  const unsubscribe = holdsStore.subscribe(listener)
  watching.current.watchers += 1
  if (watching.current.watchers === 1) {
    watching.current.stopFollowing = onStorageChange((key) => {
      if (key === null || key === HOLDS_KEY) reload()
    })
    reload()
  } else runClock()
  let active = true
  return () => {
    if (!active) return
    active = false
    unsubscribe()
    // A reset (tests) may have counted the watchers out already.
    watching.current.watchers = Math.max(0, watching.current.watchers - 1)
    if (watching.current.watchers === 0) {
      watching.current.stopFollowing?.()
      watching.current.stopFollowing = null
    }
    runClock()
  }
}

/**
 * The records as they are now: what storage holds (another tab may have written since the last look) over what this
 * page holds (all of it, when storage refused the last write).
 */
export function currentHoldRecords(): HoldRecords {
  return { ...holdsStore.getState().records, ...readHoldRecords() }
}

/** Changes the records, starting from the current ones, and stores the result; the clock starts when a hold opens. */
export function updateHoldRecords(change: (records: HoldRecords, now: number) => HoldRecords): void {
  const now = Date.now()
  const records = change(currentHoldRecords(), now)
  writeHoldRecords(records, now)
  holdsStore.setState({ records, now })
  runClock()
}

/** The server refused holds: none are asked for on this page any more. */
export function stopHolding(): void {
  holdsStore.setState({ refused: true })
}
