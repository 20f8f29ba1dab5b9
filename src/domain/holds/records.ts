/**
 * Places the server holds for the visitor between adding timed tickets to the cart and ordering them (its
 * reservations). A hold lasts a few minutes, the server renews it on request up to its maximum, and an order that
 * names it takes its places. The cart line keeps the hold's token in `attributes.reservations`, the order item's own
 * field; how long each hold lasts is kept apart (holdStorage.ts), so a renewal never rewrites the cart.
 */

import type { Ticket } from '../tickets/types'

/** The server's maximum: a hold ends at the latest this long after it was made. */
export const HOLD_LIMIT_MS = 60 * 60_000

/** With this little time left the visitor is told once, so they can extend it. */
export const HOLD_ENDING_MS = 60_000

/** The visitor's activity renews a hold at most this often. */
export const RENEW_AFTER_ACTIVITY_MS = 60_000

/** Clock differences and answer times below this do not count when the server's answer is judged. */
const SLACK_MS = 5_000

/** One hold as the page knows it. Times are epoch milliseconds, except the server's own strings. */
export interface HoldRecord {
  token: string
  ticketId: number
  quantity: number
  /** The start time of the tickets held, as the server wrote it. */
  startAt: string
  /** When the server lets the hold go, as it wrote it (ISO with offset). */
  validUntil: string
  /** When it was made: the server's maximum counts from here. */
  createdAt: number
  /** When it was made or last renewed: activity renews only after a while. */
  renewedAt: number
  /** How long the server held it when it was made: a renewal that gives less has met the maximum. */
  lengthMs: number
  /** True once the server will not hold it any longer. */
  atLimit: boolean
}

export type HoldRecords = Readonly<Record<string, HoldRecord>>

/** Only timed tickets are held, and no combination ticket (the server holds none of those). */
export const canBeHeld = (ticket: Pick<Ticket, 'ticketType' | 'subTicketIds' | 'isSubTicket'>): boolean =>
  ticket.ticketType === 'time_slot' && ticket.subTicketIds.length === 0 && !ticket.isSubTicket

/** What the server said about a hold: made, renewed or changed. */
export interface Reservation {
  token: string
  quantity: number
  ticketId: number
  startAt: string
  validUntil: string
}

/** A date and time with its offset, as the server writes when a hold ends. */
export const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/

/** The moment a hold ends, epoch ms. */
export const holdEnd = (record: HoldRecord): number => Date.parse(record.validUntil)

export const isHoldOpen = (record: HoldRecord, now: number): boolean => holdEnd(record) > now

/** True for a token whose hold the page knows to have ended by `now` (an unknown token is left to the server). */
export function hasHoldEnded(records: HoldRecords, token: string, now: number): boolean {
  const record = records[token]
  return record !== undefined && !isHoldOpen(record, now)
}

/** A record of a hold the server has just made. */
export function newHoldRecord(reservation: Reservation, now: number): HoldRecord {
  const end = Date.parse(reservation.validUntil)
  return {
    ...reservation,
    createdAt: now,
    renewedAt: now,
    lengthMs: Math.max(0, end - now),
    atLimit: end >= now + HOLD_LIMIT_MS - SLACK_MS,
  }
}

/**
 * The record after the server renewed (or changed) the hold. It has met the maximum when it now ends an hour after
 * it was made, or when the server held it for less than a fresh hold lasts.
 */
export function renewedHoldRecord(record: HoldRecord, reservation: Reservation, now: number): HoldRecord {
  const end = Date.parse(reservation.validUntil)
  const atLimit = end >= record.createdAt + HOLD_LIMIT_MS - SLACK_MS || end - now < record.lengthMs - SLACK_MS
  return {
    ...record,
    quantity: reservation.quantity,
    validUntil: reservation.validUntil,
    renewedAt: now,
    atLimit,
  }
}

/** The record of a hold the server no longer has: it ends now, if it had not ended already. */
export function endedHoldRecord(record: HoldRecord, now: number): HoldRecord {
  return isHoldOpen(record, now) ? { ...record, validUntil: new Date(now).toISOString() } : record
}

/** True for a hold the visitor can still extend. */
export const isExtendable = (record: HoldRecord, now: number): boolean =>
  isHoldOpen(record, now) && !record.atLimit

/** True for a hold the visitor's activity should renew now. */
export const isDueForRenewal = (record: HoldRecord, now: number): boolean =>
  isExtendable(record, now) && now - record.renewedAt >= RENEW_AFTER_ACTIVITY_MS

/** What the holds of some cart lines say at one moment, for the visitor. */
export type HoldStatus =
  | { kind: 'none' }
  /** The hold that ends first, and how long it has left. */
  | { kind: 'held'; token: string; leftMs: number; validUntil: string; atLimit: boolean; ending: boolean }
  | { kind: 'expired' }

/**
 * The status of the holds named by `tokens`: none known, held (the first to end counts), or all of them ended.
 * Tokens the page knows nothing about (another browser, storage cleared) are left to the server.
 */
export function holdStatus(records: HoldRecords, tokens: readonly string[], now: number): HoldStatus {
  const known = tokens.flatMap((token) => records[token] ?? [])
  if (known.length === 0) return { kind: 'none' }
  const [first] = known.filter((record) => isHoldOpen(record, now)).sort((a, b) => holdEnd(a) - holdEnd(b))
  if (!first) return { kind: 'expired' }
  const leftMs = holdEnd(first) - now
  return {
    kind: 'held',
    token: first.token,
    leftMs,
    validUntil: first.validUntil,
    atLimit: first.atLimit,
    ending: leftMs <= HOLD_ENDING_MS,
  }
}

/** The tokens among `tokens` whose holds are not known to have ended: what availability calls send back. */
export function openHoldTokens(records: HoldRecords, tokens: readonly string[], now: number): string[] {
  return tokens.filter((token) => !hasHoldEnded(records, token, now))
}

/** "4:12": minutes and seconds left, rounded up, so the clock shows 0:00 only when the time is over. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
