/**
 * What changes the page's holds: making one for a cart line, changing its quantity, renewing (the extend button, the
 * visitor's activity) and releasing it. Each asks the server with the page's configuration and only when the init
 * element has `hold-places`. Nothing here throws and nothing alarms the visitor: a server that refuses holds leaves
 * the cart working without them, with one console line, and is not asked again on this page. A new hold refused for
 * want of room (422) is the visitor's concern instead: the places are asked again, and holding goes on.
 */
import { pageMap, pageState } from '../../page/pageState'
import type { ShopConfig } from '../../domain/shop/config'
import { toShopError } from '../../domain/errors'
import { logOnce } from '../../page/logOnce'
import { HoldGoneError, HoldRefusedError } from '../../domain/tickets/errors'
import {
  endedHoldRecord,
  holdStatus,
  isDueForRenewal,
  isExtendable,
  isHoldOpen,
  newHoldRecord,
  renewedHoldRecord,
  type HoldRecord,
} from '../../domain/holds/records'
import { deleteReservation, postReservation, putReservation, type HoldRequest } from '../../services/holds'
import { apiClientFor } from '../apiQuery'
import { currentHoldRecords, holdsStore, stopHolding, updateHoldRecords } from './clock'
import { shopStore } from '../shopStore'

/** How a change of a hold went: done, the hold had ended, the server would not, it failed, or holds are off. */
export type HoldChange = 'changed' | 'gone' | 'refused' | 'failed' | 'off'

/**
 * What holding the places of a line gave: its hold's token, no room for them at the server (others were quicker),
 * or no hold (holds off, refused, failed).
 */
export type HoldOutcome = { kind: 'held'; token: string } | { kind: 'noRoom' } | { kind: 'none' }

/** The page's configuration while it holds places; null when holds are off, not configured yet, or refused. */
function holdingConfig(): ShopConfig | null {
  const state = shopStore.getState().config
  if (state.status !== 'ready' || !state.config.holdPlaces || holdsStore.getState().refused) return null
  return state.config
}

/**
 * A failure that is not the visitor's, as one console line per kind; the cart goes on without the hold. A refusal of
 * holds as such (401, 403 or 404 for a new hold, or a second 422 in a row) stops holding on this page.
 */
function reportFailure(error: unknown, what: string, creating: boolean): void {
  if (error instanceof HoldRefusedError && (creating || error.status !== 422)) {
    stopHolding()
    logOnce(
      'holds refused',
      `${error.message}: places are not held on this page; the cart works without holds`,
    )
    return
  }
  const shopError = toShopError(error)
  logOnce(`holds ${what} ${shopError.code}`, `Could not ${what}: ${shopError.message}`)
}

/** Replaces the record of `token` with `change(record)`, when there is one. */
function updateRecord(token: string, change: (record: HoldRecord, now: number) => HoldRecord): void {
  updateHoldRecords((records, now) => {
    const record = records[token]
    return record ? { ...records, [token]: change(record, now) } : records
  })
}

/**
 * New holds refused (422) one after the other: the first is taken for a lack of room; a second in a row, although
 * the places were asked again in between, says that this server holds nothing.
 */
const refusedInRow = pageState(() => ({ count: 0 }))

/** Makes a hold for `request`. */
async function makeHold(config: ShopConfig, request: HoldRequest): Promise<HoldOutcome> {
  try {
    const reservation = await postReservation(apiClientFor(config), request)
    refusedInRow.current.count = 0
    updateHoldRecords((records, now) => ({
      ...records,
      [reservation.token]: newHoldRecord(reservation, now),
    }))
    return { kind: 'held', token: reservation.token }
  } catch (error) {
    const noRoom = error instanceof HoldRefusedError && error.status === 422
    if (noRoom && ++refusedInRow.current.count < 2) return { kind: 'noRoom' }
    reportFailure(error, 'hold places', true)
    return { kind: 'none' }
  }
}

/** Changes of holds on their way, by token, with the quantity asked: a second click gets the first answer. */
const changing = pageMap<string, { quantity: number; change: Promise<HoldChange> }>()

async function askChange(config: ShopConfig, token: string, quantity: number): Promise<HoldChange> {
  const renewal = currentHoldRecords()[token]?.quantity === quantity
  try {
    const reservation = await putReservation(apiClientFor(config), token, quantity)
    updateRecord(token, (record, now) => renewedHoldRecord(record, reservation, now))
    return 'changed'
  } catch (error) {
    if (error instanceof HoldGoneError) {
      updateRecord(token, endedHoldRecord)
      return 'gone'
    }
    reportFailure(error, 'renew a hold', false)
    if (!(error instanceof HoldRefusedError)) return 'failed'
    // A renewal refused: the hold has met the server's maximum.
    if (renewal) updateRecord(token, (record) => ({ ...record, atLimit: true }))
    return 'refused'
  }
}

/**
 * Changes the hold `token` to `quantity` places; the server renews it at the same time. With the same quantity this
 * is a renewal; refused, the hold has met the server's maximum and is not renewed again.
 */
export function changeHold(token: string, quantity: number): Promise<HoldChange> {
  const config = holdingConfig()
  if (!config) return Promise.resolve('off')
  const running = changing.get(token)
  // Another quantity (the cart's step during a renewal) is asked once the change on its way has been answered.
  if (running)
    return running.quantity === quantity
      ? running.change
      : running.change.then(() => changeHold(token, quantity))
  const change = askChange(config, token, quantity).finally(() => changing.delete(token))
  changing.set(token, { quantity, change })
  return change
}

/**
 * Holds the places of one cart line: `request.quantity` is the line's whole quantity. A line with an open hold
 * (`token`) gets it changed; otherwise a new hold is made. A hold refused more places than it has (422) found no room.
 */
export async function holdPlaces(request: HoldRequest & { token?: string }): Promise<HoldOutcome> {
  const config = holdingConfig()
  if (!config) return { kind: 'none' }
  const { token, ...wanted } = request
  const record = token === undefined ? undefined : currentHoldRecords()[token]
  if (token !== undefined && record && isHoldOpen(record, Date.now())) {
    const change = await changeHold(token, wanted.quantity)
    if (change === 'refused' && wanted.quantity > record.quantity) return { kind: 'noRoom' }
    // Not changed (refused, failed), the hold still holds what it held.
    if (change !== 'gone') return { kind: 'held', token }
  }
  const made = await makeHold(config, wanted)
  // The line now has the new hold: the ended one's record would show an end that no longer concerns it.
  if (made.kind === 'held' && token !== undefined) forgetRecord(token)
  return made
}

/** holdPlaces for the cart's own changes, which ask the places themselves: the line's token, or null without. */
export async function holdCartLine(request: HoldRequest & { token?: string }): Promise<string | null> {
  const outcome = await holdPlaces(request)
  return outcome.kind === 'held' ? outcome.token : null
}

/** Forgets the record of `token` (the server is not asked: the hold has ended, or is being released). */
function forgetRecord(token: string): void {
  updateHoldRecords((records) => Object.fromEntries(Object.entries(records).filter(([key]) => key !== token)))
}

/** Renews, with their own quantities, the holds among `tokens` that `wanted` picks; how each went. */
function renew(tokens: readonly string[], wanted: typeof isExtendable): Promise<HoldChange[]> {
  const now = Date.now()
  const records = currentHoldRecords()
  const due = tokens.flatMap((token) => {
    const record = records[token]
    return record && wanted(record, now) ? [record] : []
  })
  return Promise.all(due.map((record) => changeHold(record.token, record.quantity)))
}

/**
 * The extend button: renews every open hold among `tokens` that the server may still extend. Resolves with the new
 * end of the first of them to end (as the server wrote it), or null when none was renewed.
 */
export async function extendHolds(tokens: readonly string[]): Promise<string | null> {
  const changes = await renew(tokens, isExtendable)
  const status = holdStatus(currentHoldRecords(), tokens, Date.now())
  return changes.includes('changed') && status.kind === 'held' ? status.validUntil : null
}

/** The visitor is active: renews the holds among `tokens` not renewed for a while (at most once a minute each). */
export async function renewOnActivity(tokens: readonly string[]): Promise<void> {
  await renew(tokens, isDueForRenewal)
}

/** Releases the hold `token` (its cart line is removed): forgotten at once, then the server is told. Never rejects. */
export async function releaseHold(token: string): Promise<void> {
  forgetRecord(token)
  const config = holdingConfig()
  if (!config) return
  try {
    await deleteReservation(apiClientFor(config), token)
  } catch (error) {
    reportFailure(error, 'release a hold', false)
  }
}
