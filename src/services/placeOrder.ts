/**
 * POST /orders for the shop's payment modes other than PayPal: the order token and the answer's `meta`, which says
 * where the browser goes next (read by the checkout, src/checkout/modes/orderAnswer.ts).
 */
import * as z from 'zod/mini'
import type { ApiClient } from '../api/clientTypes'
import { InvalidDataError, PaymentError } from '../api/errors'
import { describeIssues } from '../api/paging'
import { serverMessageOf } from '../api/serverMessage'
import { GENERIC_FAILURE_MESSAGE } from '../domain/errors'
import { postOrder } from './orders'

/** A placed order: our token, the answer's `meta` as sent, and the server's message when it gave one. */
export interface PlacedOrder {
  token: string
  meta: unknown
  message: string
}

const placedOrderSchema = z.looseObject({
  error: z.optional(z.unknown()),
  order: z.optional(z.nullable(z.looseObject({ token: z.optional(z.nullable(z.string())) }))),
  meta: z.optional(z.unknown()),
})

/**
 * Places the order. A refusal (an error status, an `error` field, no order token but a message) is a PaymentError
 * with the server's message; an answer without a token and without a message is an InvalidDataError.
 */
export async function placeOrder(
  client: ApiClient,
  orderRequest: unknown,
  authHeaders: Record<string, string>,
): Promise<PlacedOrder> {
  const data = await postOrder(client, orderRequest, authHeaders)
  const parsed = placedOrderSchema.safeParse(data ?? {})
  if (!parsed.success) throw new InvalidDataError('/orders', describeIssues(parsed.error.issues))
  const message = serverMessageOf(parsed.data)
  if (parsed.data.error) throw new PaymentError(message || GENERIC_FAILURE_MESSAGE)
  const token = parsed.data.order?.token
  if (!token) {
    if (message) throw new PaymentError(message)
    throw new InvalidDataError('/orders', 'order token missing')
  }
  // A provider's refusal may carry its words in the answer or in `meta`.
  return { token, meta: parsed.data.meta, message: message || serverMessageOf(parsed.data.meta ?? {}) }
}
