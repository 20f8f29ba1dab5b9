/**
 * From the order to the forms and back: where a sale stands, the values a holder's form starts with, the day the
 * ticket's year starts at first, and the finalize request the forms' values become.
 */
import type { DayKey } from '../tickets/wallClock'
import { DEFAULT_LANGUAGE_ID, GERMANY_COUNTRY_ID } from './choices'
import type {
  FinalizeRequest,
  Holder,
  HolderField,
  HolderValues,
  PersonalizationCustomer,
  SaleState,
  TicketSale,
} from './types'

/** A holder's fields in the order the form shows them (and the first invalid one takes the focus). */
export const HOLDER_FIELDS: readonly HolderField[] = [
  'customer_salutation_id',
  'name',
  'surname',
  'email',
  'email_confirmation',
  'addr_street',
  'addr_zip',
  'addr_city',
  'addr_country_id',
  'language_id',
]

/** Personalized when every holder is ready; closed when the server says it cannot be done here (or names nobody). */
export function saleState(sale: TicketSale): SaleState {
  if (sale.holders.length > 0 && sale.holders.every((holder) => holder.ready)) return 'personalized'
  return sale.personalizable && sale.holders.length > 0 ? 'open' : 'closed'
}

/** A holder's form at first: what the server knows, else empty, living in Germany and written to in German. */
export function initialValues(holder: Holder): HolderValues {
  return {
    customer_salutation_id: '',
    name: '',
    surname: '',
    email: '',
    email_confirmation: '',
    addr_street: '',
    addr_zip: '',
    addr_city: '',
    addr_country_id: String(GERMANY_COUNTRY_ID),
    language_id: String(DEFAULT_LANGUAGE_ID),
    ...holder.known,
  }
}

/** The ticket's first day at first: the server's, unless that has passed; then the museum's today. */
export function initialStartDay(sale: TicketSale, today: DayKey): DayKey {
  return sale.startDay && sale.startDay >= today ? sale.startDay : today
}

/** The customer sent for a holder: texts trimmed, choices as numbers; the repeated e-mail stays in the browser. */
export function customerOf(values: HolderValues): PersonalizationCustomer {
  return {
    customer_salutation_id: Number(values.customer_salutation_id),
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    addr_street: values.addr_street.trim(),
    addr_zip: values.addr_zip.trim(),
    addr_city: values.addr_city.trim(),
    addr_country_id: Number(values.addr_country_id),
    language_id: Number(values.language_id),
  }
}

/** The finalize request of one sale: its start day and every holder, in the sale's order. */
export function finalizeRequest(
  sale: TicketSale,
  startDay: DayKey,
  values: readonly HolderValues[],
): FinalizeRequest {
  return {
    personalization: {
      ticket_sale_id: sale.id,
      start_at: startDay.trim(),
      personalizations: sale.holders.map((holder, index) => ({
        id: holder.id,
        customer: customerOf(values[index] ?? initialValues(holder)),
      })),
    },
  }
}
