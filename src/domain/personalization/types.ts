/**
 * An order's annual tickets as the personalization reads them: each ticket sale with its holders (one
 * personalization per person the ticket is for), and the customer data a holder is personalized with. Field names of
 * the customer are the API's, because they are sent as they are.
 */
import type { DayKey } from '../tickets/wallClock'

/** What the API calls a customer of a personalization; `email_confirmation` is checked here and never sent. */
export interface PersonalizationCustomer {
  customer_salutation_id: number
  name: string
  surname: string
  email: string
  addr_street: string
  addr_zip: string
  addr_city: string
  addr_country_id: number
  language_id: number
}

/** A holder's form as typed: every field as text (the choices as their id's text), plus the e-mail repeated. */
export type HolderValues = { [Field in keyof PersonalizationCustomer]: string } & {
  email_confirmation: string
}

/** A field of a holder's form. */
export type HolderField = keyof HolderValues

/** One person an annual ticket is for. */
export interface Holder {
  /** The personalization's id: the finalize request names it. */
  id: number
  /** The server has this holder's data (`ready`). */
  ready: boolean
  /** What the server already knows of the holder, to start the form with. */
  known: Partial<HolderValues>
}

/** One annual ticket of the order and the people it is for. */
export interface TicketSale {
  id: number
  title: string
  /** The day the ticket's year starts, on the museum's calendar, as the server has it (null: not set). */
  startDay: DayKey | null
  /** False when the server says this sale cannot be personalized (online). */
  personalizable: boolean
  holders: Holder[]
}

/** The annual tickets of one order. */
export interface AnnualOrder {
  sales: TicketSale[]
}

/** Where a sale stands: holders still to name, all named already, or not to be named here. */
export type SaleState = 'open' | 'personalized' | 'closed'

/** The finalize request's body, as the API takes it. */
export interface FinalizeRequest {
  personalization: {
    ticket_sale_id: number
    start_at: DayKey
    personalizations: { id: number; customer: PersonalizationCustomer }[]
  }
}
