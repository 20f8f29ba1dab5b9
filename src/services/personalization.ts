/**
 * The calls of the annual tickets' personalization: the order's ticket sales by its token, the countries a holder can
 * live in, and sending one sale's holders. Only the personalization element calls them, so they stand here and not in
 * the start-up's request table. The order is never kept between page views (it names people); the countries are
 * public and kept like the shop's other lists.
 */
import * as z from 'zod/mini'
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import { annualOrderSchema, countrySchema } from '../api/schemas/personalization'
import { OrderTokenError, PersonalizationRefusedError } from '../domain/personalization/errors'
import type { Country } from '../domain/personalization/choices'
import type { AnnualOrder, FinalizeRequest } from '../domain/personalization/types'
import { saleErrorsOf } from './finalizeErrors'
import { SHOP_DATA_STALE_MS, type ApiRequest } from './requests'

/** Answers of a token the server does not know, or no longer accepts. */
const TOKEN_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 410])

/** A token's refusal as the token error; anything else as it came. */
function asTokenError(error: unknown): never {
  if (error instanceof HttpError && TOKEN_STATUSES.has(error.status))
    throw new OrderTokenError('unknown', { cause: error })
  throw error
}

export interface AnnualOrderParams {
  token: string
}

/** GET /annual/order?token=…: the order's annual ticket sales. Rejects with OrderTokenError for an unknown token. */
export function fetchAnnualOrder(client: ApiClient, { token }: AnnualOrderParams): Promise<AnnualOrder> {
  return client.get('/annual/order', annualOrderSchema, { query: { token } }).catch(asTokenError)
}

/**
 * GET /annual/order: asked once per page. Fresh for 10 s, so the element takes the answer its connect hook asked
 * for however soon it came; sending asks the server anew.
 */
export const ANNUAL_ORDER_REQUEST: ApiRequest<AnnualOrder, AnnualOrderParams> = {
  resource: 'annual/order',
  keyOf: ({ token }) => token,
  fetch: fetchAnnualOrder,
  staleMs: 10_000,
  persist: false,
}

const countriesSchema = z.array(countrySchema)

/** GET /countries: every page of them (the server lists 25 at a time unless told otherwise). */
export const COUNTRIES_REQUEST: ApiRequest<Country[]> = {
  resource: 'countries',
  fetch: (client) => client.list('/countries', 'countries', countrySchema),
  schema: countriesSchema,
  staleMs: SHOP_DATA_STALE_MS,
  persist: true,
}

/** A refusal a visitor can act on: the server's validation (422) or another refusal of the data it was sent. */
function isRefusal(error: HttpError): boolean {
  return (
    error.status === 422 || (error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status))
  )
}

/**
 * POST /annual/personalization/finalize?token=… with one sale's start day and holders; never repeated. A refusal
 * becomes PersonalizationRefusedError with the server's messages by holder and field, an unknown token
 * OrderTokenError; a failed connection or server stays what it was.
 */
export async function finalizePersonalization(
  client: ApiClient,
  token: string,
  request: FinalizeRequest,
): Promise<void> {
  try {
    await client.request('/annual/personalization/finalize', {
      method: 'POST',
      query: { token },
      body: request,
    })
  } catch (error) {
    if (error instanceof HttpError && !TOKEN_STATUSES.has(error.status) && isRefusal(error)) {
      const holders = request.personalization.personalizations.length
      // Without them (the code that reads them could not load), the server's one message, of no field, if any.
      const text = error.serverMessage
      const messages = error.fieldMessages ?? (text ? [{ field: null, message: text, sentence: text }] : [])
      throw new PersonalizationRefusedError(saleErrorsOf(messages, holders), { cause: error })
    }
    asTokenError(error)
  }
}
