/**
 * "Personalisierung absenden", apart from React: one sale's holders are checked against the validation table and
 * the start day's rules; only a form without a failing rule is sent. What the server says comes back as a value the
 * element shows: sent (and announced to the host page), refused with messages by field, an unknown token, or a
 * failure to send. Nothing here throws.
 */
import type { ShopConfig } from '../../src/domain/shop/config'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Emit } from '../../src/domain/host/events'
import {
  OrderTokenError,
  PersonalizationRefusedError,
  type SaleFieldErrors,
} from '../../src/domain/personalization/errors'
import { finalizeRequest, saleState } from '../../src/domain/personalization/holders'
import { validateHolder, validateStartDay } from '../../src/domain/personalization/rules'
import type { HolderValues, TicketSale } from '../../src/domain/personalization/types'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import { TimeoutError } from '../../src/api/errors'
import { ANNUAL_ORDER_REQUEST, finalizePersonalization } from '../../src/services/personalization'
import { apiClientFor, apiQuery } from '../../src/store/apiQuery'
import { fetchQuery } from '../../src/store/query'

/** A field's message: a translation key of the element's rules, or the server's own words. */
export type FieldMessage = { key: string } | { text: string }

/** What the form says at its fields and above them. */
export interface SaleMessages {
  holders: Partial<Record<keyof HolderValues, FieldMessage>>[]
  startDay: FieldMessage | null
  /** The server's sentences that belong to no field. */
  general: string[]
  /** The server refused the form (the browser's rules had let it pass). */
  refused: boolean
}

export type SendOutcome =
  | { kind: 'invalid'; messages: SaleMessages }
  | { kind: 'sent' }
  | { kind: 'refused'; messages: SaleMessages }
  | { kind: 'badToken'; error: OrderTokenError }
  /** `timedOut`: no answer came; asked again, the shop has not got the details, or whether it has is not known. */
  | { kind: 'failed'; error: ShopError; timedOut?: 'notArrived' | 'unknown' }

export interface SendRequest {
  config: ShopConfig
  token: string
  sale: TicketSale
  startDay: string
  values: readonly HolderValues[]
  today: DayKey
  emit: Emit
}

/** The browser's own check: each failing rule's message key at its field. */
export function checkSale(startDay: string, values: readonly HolderValues[], today: DayKey): SaleMessages {
  const startKey = validateStartDay(startDay, today)
  return {
    holders: values.map((holder) =>
      Object.fromEntries(Object.entries(validateHolder(holder)).map(([field, key]) => [field, { key }])),
    ),
    startDay: startKey ? { key: startKey } : null,
    general: [],
    refused: false,
  }
}

/** How many fields the messages mark. */
export function markedCount(messages: SaleMessages): number {
  return messages.holders.reduce((sum, fields) => sum + Object.keys(fields).length, messages.startDay ? 1 : 0)
}

function serverMessages(errors: SaleFieldErrors): SaleMessages {
  return {
    holders: errors.holders.map((fields) =>
      Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, { text }])),
    ),
    startDay: errors.startDay ? { text: errors.startDay } : null,
    general: errors.general,
    refused: true,
  }
}

export async function sendPersonalization(request: SendRequest): Promise<SendOutcome> {
  const { config, token, sale, startDay, values, today, emit } = request
  const checked = checkSale(startDay, values, today)
  if (markedCount(checked) > 0) return { kind: 'invalid', messages: checked }
  try {
    await finalizePersonalization(apiClientFor(config), token, finalizeRequest(sale, startDay, values))
  } catch (error) {
    if (error instanceof PersonalizationRefusedError)
      return { kind: 'refused', messages: serverMessages(error.errors) }
    if (error instanceof OrderTokenError) return { kind: 'badToken', error }
    if (error instanceof TimeoutError) return afterTimeout(request, error)
    return { kind: 'failed', error: toShopError(error) }
  }
  emit('shop-personalized', { ticketSaleId: sale.id, holders: sale.holders.length })
  return { kind: 'sent' }
}

/**
 * A finalize without an answer may have arrived all the same: the order is asked again before sending is offered
 * again. Personalized now, it was sent; not, it did not arrive; no answer to that either, nobody knows yet.
 */
async function afterTimeout(request: SendRequest, error: TimeoutError): Promise<SendOutcome> {
  const { config, token, sale, emit } = request
  try {
    const order = await fetchQuery(apiQuery(config, ANNUAL_ORDER_REQUEST, { token }), 'fresh')
    const now = order.sales.find((candidate) => candidate.id === sale.id)
    if (!now || saleState(now) !== 'personalized') return { kind: 'failed', error, timedOut: 'notArrived' }
  } catch {
    return { kind: 'failed', error, timedOut: 'unknown' }
  }
  emit('shop-personalized', { ticketSaleId: sale.id, holders: sale.holders.length })
  return { kind: 'sent' }
}
