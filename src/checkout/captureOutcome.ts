/**
 * What a capture answer means for the buyer, read from purchase_units[0].payments.captures/authorizations, details
 * and debug_id. The errors a capture rejects with are in errors.ts.
 */
import * as z from 'zod/mini'
import type { CaptureResult } from '../services/orders'
import type { DeclinedTransaction } from './types'

const transactionsSchema = z.looseObject({
  captures: z.optional(
    z.array(z.looseObject({ id: z.optional(z.string()), status: z.optional(z.string()) })),
  ),
  authorizations: z.optional(
    z.array(z.looseObject({ id: z.optional(z.string()), status: z.optional(z.string()) })),
  ),
})

/** What a capture answer means for the buyer. */
export type CaptureOutcome =
  | { kind: 'completed' }
  | { kind: 'declined'; transaction: DeclinedTransaction }
  | { kind: 'failed'; message: string }

const DECLINED_STATUSES: ReadonlySet<string> = new Set(['DECLINED', 'FAILED'])

/**
 * Reads a capture answer: an empty answer (204) means captured; `details` means PayPal refused; a first capture (or
 * authorization) with status DECLINED or FAILED is a declined transaction; anything else is completed.
 */
export function captureOutcome(result: CaptureResult): CaptureOutcome {
  if (!result) return { kind: 'completed' }
  if (result.details && result.details.length > 0) {
    const debug = result.debug_id ? ` (${result.debug_id})` : ''
    return { kind: 'failed', message: `The payment was not captured${debug}` }
  }
  const payments = transactionsSchema.safeParse(result.purchase_units?.[0]?.payments ?? {})
  const transaction = payments.success
    ? (payments.data.captures?.[0] ?? payments.data.authorizations?.[0])
    : undefined
  if (transaction?.status && DECLINED_STATUSES.has(transaction.status)) {
    return { kind: 'declined', transaction: { status: transaction.status, id: transaction.id ?? '' } }
  }
  return { kind: 'completed' }
}
