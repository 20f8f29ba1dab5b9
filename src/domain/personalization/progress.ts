/**
 * Where the visitor stands with each sale's form on a page of several: nothing typed yet, typed and not sent, or
 * sent. Each form has its own send button, so the element says which forms are still open after one was sent and
 * warns before the page is left with typed, unsent details.
 */
import type { DayKey } from '../tickets/wallClock'
import { initialStartDay, initialValues, saleState } from './holders'
import type { HolderField, HolderValues, TicketSale } from './types'

/** One sale's form: untouched (as it started), typed (changed, not sent) or sent. */
export type SaleProgress = 'untouched' | 'typed' | 'sent'

/** Each sale's progress by its id; a sale not named is untouched. */
export type OrderProgress = Readonly<Record<number, SaleProgress>>

/** Whether the visitor changed the form: a field or the start day differs from what the form started with. */
export function formTyped(
  sale: TicketSale,
  today: DayKey,
  startDay: string,
  values: readonly HolderValues[],
): boolean {
  if (startDay !== initialStartDay(sale, today)) return true
  return sale.holders.some((holder, index) => {
    const start = initialValues(holder)
    const now = values[index]
    return (
      now !== undefined && (Object.keys(start) as HolderField[]).some((field) => now[field] !== start[field])
    )
  })
}

/** The sales whose forms are still to be sent: open on the server and not sent from this page. */
export function openSales(sales: readonly TicketSale[], progress: OrderProgress): TicketSale[] {
  return sales.filter((sale) => saleState(sale) === 'open' && progress[sale.id] !== 'sent')
}

/** Whether leaving the page now would lose details the visitor typed and did not send. */
export function typedUnsent(progress: OrderProgress): boolean {
  return Object.values(progress).some((step) => step === 'typed')
}

/** Whether any form was sent from this page (then the open ones are pointed out). */
export function anySent(progress: OrderProgress): boolean {
  return Object.values(progress).some((step) => step === 'sent')
}
