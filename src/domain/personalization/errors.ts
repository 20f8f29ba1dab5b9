/**
 * What can keep a visitor from personalizing: no order token, a token the server does not know (wrong, or expired),
 * and holder data the server refused, which it names by field. Their messages name no token and no personal data:
 * they reach the console and the `shop-error` event.
 */
import { ShopError } from '../errors'
import type { HolderField } from './types'

/** The page has no order token, or the server knows no order by it. */
export class OrderTokenError extends ShopError {
  override readonly code = 'order_token'
  constructor(
    readonly problem: 'missing' | 'unknown',
    options?: { cause?: unknown },
  ) {
    super(
      problem === 'missing'
        ? 'No order token in the page address or the token attribute'
        : 'The shop API knows no order by this token',
      options,
    )
  }
}

/** What the server said about one sale's data: by holder (in the order sent) and field, the start day, the rest. */
export interface SaleFieldErrors {
  holders: Partial<Record<HolderField, string>>[]
  startDay: string | null
  general: string[]
}

/** The server refused a sale's personalization; `errors` are its own messages, to be shown where they belong. */
export class PersonalizationRefusedError extends ShopError {
  override readonly code = 'personalization_refused'
  constructor(
    readonly errors: SaleFieldErrors,
    options?: { cause?: unknown },
  ) {
    const fields = new Set(errors.holders.flatMap((holder) => Object.keys(holder)))
    if (errors.startDay) fields.add('start_at')
    super(`The shop API refused the personalization (${[...fields].join(', ') || 'no field named'})`, options)
  }
}
