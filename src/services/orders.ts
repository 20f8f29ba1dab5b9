import * as z from 'zod/mini'
import type { ApiClient } from '../api/clientTypes'
import { GENERIC_FAILURE_MESSAGE } from '../domain/errors'
import { HttpError, InvalidDataError, PaymentError } from '../api/errors'
import { describeIssues } from '../api/paging'
import { serverMessageOf } from '../api/serverMessage'
import { keepRenewedLogin } from '../domain/shop/user'

/** What the checkout needs from a created order: our order token and the provider's order id. */
export interface CreatedOrder {
  token: string
  providerOrderId: string
}

const createdOrderSchema = z.looseObject({
  error: z.optional(z.unknown()),
  order: z.optional(z.looseObject({ token: z.optional(z.string()) })),
  meta: z.optional(
    z.looseObject({ payment_result: z.optional(z.looseObject({ id: z.optional(z.string()) })) }),
  ),
})

/**
 * POST /orders as it is sent for every payment mode: the answer's body, or a PaymentError with the server's message
 * when it answered an error status; a network failure stays a NetworkError. Never repeated.
 */
export async function postOrder(
  client: ApiClient,
  orderRequest: unknown,
  authHeaders: Record<string, string>,
): Promise<unknown> {
  try {
    return await client.request('/orders', {
      method: 'POST',
      body: orderRequest,
      headers: authHeaders,
      onHeaders: Object.keys(authHeaders).length > 0 ? keepRenewedLogin : undefined,
    })
  } catch (error) {
    if (error instanceof HttpError)
      throw new PaymentError(error.serverMessage || GENERIC_FAILURE_MESSAGE, { cause: error })
    throw error
  }
}

/**
 * POST /orders with the buyer's auth headers (Access-Token, Client, Uid; X-Shop-Url is added by the client).
 * A refusal — an error status, an `error` field in a 2xx, or a 2xx without an order but with a message — becomes a
 * PaymentError with the server's message in whichever shape it came, or 'Something went wrong' when it had none;
 * a network failure stays a NetworkError ('Database error'). Never repeated. When the buyer was logged in and the
 * server renewed the login in its answer, the renewed login is kept in the cookie (success or not).
 */
export async function createOrder(
  client: ApiClient,
  orderRequest: unknown,
  authHeaders: Record<string, string>,
): Promise<CreatedOrder> {
  const data = await postOrder(client, orderRequest, authHeaders)
  const parsed = createdOrderSchema.safeParse(data ?? {})
  if (!parsed.success) throw new InvalidDataError('/orders', describeIssues(parsed.error.issues))
  const { error, order, meta } = parsed.data
  if (error) throw new PaymentError(serverMessageOf(parsed.data) || GENERIC_FAILURE_MESSAGE)
  const token = order?.token
  const providerOrderId = meta?.payment_result?.id
  if (!token || !providerOrderId) {
    const refusal = serverMessageOf(parsed.data)
    if (refusal) throw new PaymentError(refusal)
    throw new InvalidDataError('/orders', 'order token or payment_result id missing')
  }
  return { token, providerOrderId }
}

/**
 * The capture answer: the fields the checkout reads (purchase_units[0].payments.captures/authorizations, details,
 * debug_id).
 */
export const captureSchema = z.nullable(
  z.looseObject({
    status: z.optional(z.string()),
    details: z.optional(z.array(z.unknown())),
    debug_id: z.optional(z.string()),
    purchase_units: z.optional(z.array(z.looseObject({ payments: z.optional(z.unknown()) }))),
  }),
)
export type CaptureResult = z.infer<typeof captureSchema>

/**
 * POST /payments/paypal/capture/{orderToken}/{paypalOrderId}, no body, never repeated. Status ≥ 400 is an HttpError:
 * the status plus the server's message in whichever shape it came, or the status alone.
 */
export function capturePayPalOrder(
  client: ApiClient,
  orderToken: string,
  paypalOrderId: string,
): Promise<CaptureResult> {
  const path = `/payments/paypal/capture/${encodeURIComponent(orderToken)}/${encodeURIComponent(paypalOrderId)}`
  return client.get(path, captureSchema, { method: 'POST' })
}

/** GET /payments/paypal/details/{orderId}: the order's status and 3-D Secure result (read by the Google Pay flow). */
export function fetchPayPalOrderDetails(client: ApiClient, orderId: string): Promise<unknown> {
  return client.request(`/payments/paypal/details/${encodeURIComponent(orderId)}`)
}
