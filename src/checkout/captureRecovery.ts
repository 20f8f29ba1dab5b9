/**
 * A capture without a clear answer (the connection dropped, the client gave up waiting, a gateway answered
 * 502/503/504) may still have been captured on the server. Before the visitor is told anything, PayPal's order
 * details say how it ended, asked a bounded number of times with growing pauses. Free of React and of the page:
 * the checkout acts on the verdict.
 */
import * as z from 'zod/mini'
import { HttpError, InvalidDataError, NetworkError } from '../api/errors'

/** How a capture ended, as far as the server could tell. */
export type CaptureVerdict = 'captured' | 'not-captured' | 'unknown'

/** The pauses before the second, third and fourth details request: four requests within about 7 s. */
export const DETAILS_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000]

/** Gateway answers: the server behind them may have done the work. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * Whether a failed capture leaves its outcome open: no answer (network, timeout), a gateway status, or a success
 * status whose body could not be read. Any other error status is the server saying no.
 */
export function isUncertainCaptureFailure(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof InvalidDataError) return true
  return error instanceof HttpError && GATEWAY_STATUSES.has(error.status)
}

/** PayPal order statuses that mean nothing was captured. */
const NOT_CAPTURED: ReadonlySet<string> = new Set([
  'CREATED',
  'SAVED',
  'APPROVED',
  'VOIDED',
  'PAYER_ACTION_REQUIRED',
])
/** Capture statuses that mean the money was taken (PENDING: taken, still being settled). */
const CAPTURED_TRANSACTIONS: ReadonlySet<string> = new Set(['COMPLETED', 'PENDING'])

const detailsSchema = z.looseObject({
  status: z.optional(z.string()),
  purchase_units: z.optional(
    z.array(
      z.looseObject({
        payments: z.optional(
          z.looseObject({
            captures: z.optional(z.array(z.looseObject({ status: z.optional(z.string()) }))),
          }),
        ),
      }),
    ),
  ),
})

/** What an order details answer says about the capture; null when it says nothing clear. */
export function detailsVerdict(details: unknown): Exclude<CaptureVerdict, 'unknown'> | null {
  const parsed = detailsSchema.safeParse(details)
  if (!parsed.success) return null
  const { status, purchase_units: units = [] } = parsed.data
  const captures = units.flatMap((unit) => unit.payments?.captures ?? [])
  const captured = captures.some((capture) => CAPTURED_TRANSACTIONS.has(capture.status ?? ''))
  if (status === 'COMPLETED' || captured) return 'captured'
  if (status !== undefined && NOT_CAPTURED.has(status)) return 'not-captured'
  return null
}

/** Only what may answer differently a moment later is asked again: no answer, 408, 429, 5xx, unreadable data. */
function worthAskingAgain(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Asks `readDetails` until an answer is clear: once, then once after each of `delays`. 'unknown' when no answer was
 * clear or the server refused the question. Never rejects; every pause has ended when it resolves.
 */
export async function verdictFromDetails(
  readDetails: () => Promise<unknown>,
  delays: readonly number[] = DETAILS_RETRY_DELAYS_MS,
): Promise<CaptureVerdict> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const verdict = detailsVerdict(await readDetails())
      if (verdict) return verdict
    } catch (error) {
      if (!worthAskingAgain(error)) return 'unknown'
    }
    const delay = delays[attempt]
    if (delay === undefined) return 'unknown'
    await pause(delay)
  }
}
