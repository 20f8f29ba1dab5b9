/** Builders shared by the order request tests (not a test file itself). */
import type { OrderCartItem, OrderInput } from '../../../../src/checkout/orderRequest'
import { buildOrderRequest } from '../../../../src/checkout/orderRequest'

/** A valid cart line; overrides win. */
export function cartItem(overrides: Partial<OrderCartItem> = {}): OrderCartItem {
  const quantity = overrides.quantity ?? 1
  const price = overrides.price_cents ?? 1500
  return {
    type: 'Ticket',
    attributes: { id: 7, quantity },
    name: 'Tageskarte',
    price_cents: price,
    quantity,
    totalCents: price * quantity,
    ...overrides,
  }
}

/** A valid, empty order input; overrides win. */
export function orderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  return {
    items: [],
    donations: [],
    currency: 'EUR',
    paymentModeId: 3,
    paymentSource: 'paypal',
    email: null,
    ...overrides,
  }
}

/** The name the order sends for a single cart line. */
export function onlyName(item: OrderCartItem): string {
  const line = buildOrderRequest(orderInput({ items: [item] })).items[0]
  if (!line) throw new Error('no order line')
  return line.payment_attributes.name
}

/** Cents from a "12.34" string by integer parsing, never through floats. */
export function centsOf(value: string): number {
  const [units = '', decimals = ''] = value.split('.')
  return Number.parseInt(units, 10) * 100 + Number.parseInt(decimals, 10)
}

/** Matches a high surrogate without a low one after it, or a low one without a high one before it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Length in code points. */
export function codePoints(text: string): number {
  return Array.from(text).length
}
