/**
 * What tickets cost, in integer cents. A price without VAT (`tax_included: false`) gets its VAT added: the visitor is
 * shown, and pays, the price with VAT, so the note under a price always reads "incl. N % VAT".
 */
import { numberFormat } from '../values/formatters'
import type { Ticket, TicketSelection } from './types'

/** The VAT of a ticket's price: its rate, its share of the unit price in cents, and whether the server's price held it. */
export interface VatNote {
  pct: number
  vatCents: number
  includedByServer: boolean
}

/** The VAT in cents that `ticket.priceCents` lacks (0 when the price includes it). */
function addedVatCents(ticket: Ticket): number {
  return ticket.taxIncluded ? 0 : Math.round((ticket.priceCents * ticket.vatPct) / 100)
}

/** What one of `ticket` costs the visitor, VAT included. */
export function unitPriceCents(ticket: Ticket): number {
  return ticket.priceCents + addedVatCents(ticket)
}

/**
 * True when one of `ticket` costs a whole, exact number of cents. A price beyond that (an overflowing VAT rate) is no
 * price: the ticket is not sold, since a line without a usable price would be dropped from the cart later.
 */
export function hasSafePrice(ticket: Ticket): boolean {
  const cents = unitPriceCents(ticket)
  return Number.isSafeInteger(cents) && cents >= 0
}

/** `quantity` of `ticket`, in cents; none of a ticket costs nothing, whatever its price. */
export function lineCents(ticket: Ticket, quantity: number): number {
  return quantity > 0 ? unitPriceCents(ticket) * quantity : 0
}

/**
 * What the whole selection costs, in cents; tickets not in `tickets` count nothing. Only the price rules' tests use it:
 * the element sums the lines it shows with `lineCents`.
 */
export function selectionCents(tickets: readonly Ticket[], selection: TicketSelection): number {
  return tickets.reduce((sum, ticket) => sum + lineCents(ticket, selection[ticket.id] ?? 0), 0)
}

/** The VAT note of a ticket's price, or null when no VAT applies. */
export function vatNote(ticket: Ticket): VatNote | null {
  if (!(ticket.vatPct > 0)) return null
  const gross = unitPriceCents(ticket)
  const vatCents = ticket.taxIncluded
    ? gross - Math.round((gross * 100) / (100 + ticket.vatPct))
    : addedVatCents(ticket)
  return { pct: ticket.vatPct, vatCents, includedByServer: ticket.taxIncluded }
}

/** A VAT rate for a sentence: "7", "7,7" in German, "7.7" in English. */
export function formatVatPct(pct: number, locale: string): string {
  return numberFormat(locale.toLowerCase().startsWith('de') ? 'de' : 'en', {
    maximumFractionDigits: 2,
  }).format(pct)
}
