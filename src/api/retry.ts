/**
 * What follows an answer that is not ok. A read may be repeated: a server that is rate limiting (429) or briefly
 * unavailable (503) says in Retry-After when to come back. We come back once, and only when that is soon; a longer
 * wait fails at once, as before, because a visitor would rather see the page without the list than wait for it.
 * Otherwise the request fails with the server's own words. The client loads this only when a request has failed.
 */
import { fieldMessagesOf, type FieldMessages } from './fieldErrors'
import { serverMessageOf } from './serverMessage'

/** Statuses whose Retry-After we honour. */
const BUSY_STATUSES: ReadonlySet<number> = new Set([429, 503])

/** The longest Retry-After we wait for. */
export const MAX_RETRY_AFTER_MS = 5_000

/**
 * Milliseconds to wait before repeating a read answered with `status`, or null when it must not be repeated: another
 * status, no or unreadable Retry-After, or a wait beyond MAX_RETRY_AFTER_MS. Retry-After is either whole seconds or
 * an HTTP date (a date in the past means now). `now` is in ms.
 */
export function retryDelayMs(status: number, retryAfter: string | null, now = Date.now()): number | null {
  if (!BUSY_STATUSES.has(status) || retryAfter === null) return null
  const text = retryAfter.trim()
  let delay: number
  if (/^\d+$/.test(text)) delay = Number(text) * 1000
  else {
    // HTTP dates name the day and month; Date.parse alone would also read '1.5' as a date.
    const date = /[a-z]/i.test(text) ? Date.parse(text) : NaN
    if (Number.isNaN(date)) return null
    delay = Math.max(0, date - now)
  }
  return delay <= MAX_RETRY_AFTER_MS ? delay : null
}

/**
 * How a failed request goes on: repeated after `delay` ms, or failed with the server's words ('' when none), also by
 * field for forms that show them there.
 */
export type FailedAnswer =
  { delay: number } | { delay: null; serverMessage: string; fieldMessages?: FieldMessages }

/** The follow-up of `response`, not ok, with its body `data`; only a `repeatable` request (a first read) is repeated. */
export function afterFailure(response: Response, data: unknown, repeatable: boolean): FailedAnswer {
  const delay = repeatable ? retryDelayMs(response.status, response.headers.get('Retry-After')) : null
  return delay === null
    ? { delay, serverMessage: serverMessageOf(data), fieldMessages: fieldMessagesOf(data) }
    : { delay }
}
