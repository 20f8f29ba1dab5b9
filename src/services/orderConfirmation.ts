/**
 * The calls after the purchase: the order by its token, with the buyer's headers (a guest's order is the guest's
 * alone), and the withdrawal form. Only the confirmation and withdrawal elements call them, so they stand here and
 * not in the start-up's request table. The order names people: it is never cached between page views.
 */
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import { orderSchema } from '../api/schemas/order'
import { OrderTokenError } from '../domain/personalization/errors'
import type { Order } from '../domain/shop/order'
import { authHeaders, keepRenewedLogin } from '../domain/shop/user'
import type { ApiRequest } from './requests'

/** Answers of a token the server does not know, or of an order that is someone else's. */
const REFUSED_TOKEN: ReadonlySet<number> = new Set([401, 403, 404, 410])

/** GET /orders/{token}. Rejects with OrderTokenError for an unknown token or someone else's order. */
export async function fetchOrder(
  client: ApiClient,
  token: string,
  headers: Record<string, string>,
): Promise<Order> {
  try {
    return await client.get(`/orders/${encodeURIComponent(token)}`, orderSchema, {
      headers,
      onHeaders: Object.keys(headers).length > 0 ? keepRenewedLogin : undefined,
    })
  } catch (error) {
    if (error instanceof HttpError && REFUSED_TOKEN.has(error.status))
      throw new OrderTokenError('unknown', { cause: error })
    throw error
  }
}

/**
 * The order of a token, as the confirmation's first view asks it: when the element connects, and then by the element
 * itself, which finds that answer if it came within the few seconds its code takes to arrive. Never kept in browser
 * storage; later looks (an unconfirmed payment, "try again") ask the server anew.
 */
export const ORDER_REQUEST: ApiRequest<Order, { token: string }> = {
  resource: 'orders',
  keyOf: ({ token }) => token,
  fetch: (client, { token }) => fetchOrder(client, token, authHeaders()),
  staleMs: 10_000,
  persist: false,
}

/** What the withdrawal form sends. */
export interface WithdrawalRequest {
  first_name: string
  last_name: string
  email: string
  order_id: string
  note?: string
}

/** POST /orders/withdrawals; never repeated. A refusal stays an HttpError with the server's field messages. */
export async function sendWithdrawal(client: ApiClient, request: WithdrawalRequest): Promise<void> {
  await client.request('/orders/withdrawals', { method: 'POST', body: request })
}
