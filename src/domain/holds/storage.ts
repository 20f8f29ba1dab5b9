/**
 * How long each hold lasts, kept in localStorage so the checkout page and other tabs know what the tickets page
 * was given. The cart line holds only the token; renewals write here and never touch the cart, so nothing that
 * follows the cart starts again when a hold is renewed. Ours alone, so not one of the overridable keys.
 */
import * as z from 'zod/mini'
import { wholeNumber } from '../values/wholeNumbers'
import { logOnce } from '../../page/logOnce'
import { readJson } from '../browser/storage'
import { writeJson } from '../browser/storageUpdates'
import { HOLDS_KEY } from './holdsKey'
import { HOLD_LIMIT_MS, holdEnd, INSTANT, openHoldTokens, type HoldRecord, type HoldRecords } from './records'

export { HOLDS_KEY }

const storedHoldSchema = z.object({
  ticket_id: wholeNumber,
  quantity: wholeNumber,
  start_at: z.string(),
  valid_until: z.string().check(z.regex(INSTANT)),
  created_at: wholeNumber,
  renewed_at: wholeNumber,
  length_ms: wholeNumber,
  at_limit: z.boolean(),
})

type StoredHold = z.infer<typeof storedHoldSchema>

const toStored = (record: HoldRecord): StoredHold => ({
  ticket_id: record.ticketId,
  quantity: record.quantity,
  start_at: record.startAt,
  valid_until: record.validUntil,
  created_at: record.createdAt,
  renewed_at: record.renewedAt,
  length_ms: record.lengthMs,
  at_limit: record.atLimit,
})

const fromStored = (token: string, stored: StoredHold): HoldRecord => ({
  token,
  ticketId: stored.ticket_id,
  quantity: stored.quantity,
  startAt: stored.start_at,
  validUntil: stored.valid_until,
  createdAt: stored.created_at,
  renewedAt: stored.renewed_at,
  lengthMs: stored.length_ms,
  atLimit: stored.at_limit,
})

/** The holds this browser knows. Never throws: unreadable storage knows none, an unreadable entry is left out. */
export function readHoldRecords(): HoldRecords {
  const read = readJson(HOLDS_KEY)
  const value = read.ok ? read.value : null
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const records: Record<string, HoldRecord> = {}
  for (const [token, raw] of Object.entries(value)) {
    const parsed = storedHoldSchema.safeParse(raw)
    if (parsed.success) records[token] = fromStored(token, parsed.data)
  }
  return records
}

/**
 * Stores `records`, without those that ended longer ago than a hold may last (no cart line can still show them).
 * Never throws: when storage refuses, this page goes on with what it holds in memory (one console line).
 */
export function writeHoldRecords(records: HoldRecords, now: number): void {
  const kept = Object.values(records).filter((record) => holdEnd(record) > now - HOLD_LIMIT_MS)
  try {
    writeJson(HOLDS_KEY, Object.fromEntries(kept.map((record) => [record.token, toStored(record)])))
  } catch {
    logOnce(HOLDS_KEY, `Could not store the held places under "${HOLDS_KEY}": other pages will not show them`)
  }
}

/** The tokens among `tokens` whose stored holds have not ended by `now`: what availability calls send back. */
export const openStoredHolds = (tokens: readonly string[], now = Date.now()): string[] =>
  openHoldTokens(readHoldRecords(), tokens, now)
