import type { Ref } from 'react'
import { useShopText } from '../base/useShopText'
import { formatCents } from '../../src/domain/values/money'
import {
  formatVatPct,
  hasSafePrice,
  lineCents,
  unitPriceCents,
  vatNote,
} from '../../src/domain/tickets/prices'
import { minQuantity, stepQuantity } from '../../src/domain/tickets/quantities'
import type { Ticket, TicketSelection } from '../../src/domain/tickets/types'
import { QuantityStepper } from '../base/stepper/QuantityStepper'

export interface TicketRowsProps {
  /** The tickets offered at the chosen time. */
  tickets: readonly Ticket[]
  selection: TicketSelection
  /** The most of a ticket the visitor may choose now, with what else is chosen and what the cart holds. */
  maxOf: (ticketId: number) => number
  /** A new quantity, and the sentence that announces it (with the limit that stopped it, if one did). */
  onChange: (ticketId: number, quantity: number, announcement: string) => void
  /** "Tickets für Sa, 30. Mai, 11:30 Uhr". */
  legend: string
  /** The text of the limit at which "+" stops: per time (the default) or per booking. */
  limitKey?: 'tickets.atMost' | 'tickets.atMostPerBooking'
  /** The step, for the keyboard to go to and the page to bring into view. */
  ref?: Ref<HTMLFieldSetElement>
}

/** One row per ticket: its name, price and VAT, a stepper named after it; the selection's total below. */
export function TicketRows({
  tickets,
  selection,
  maxOf,
  onChange,
  legend,
  limitKey = 'tickets.atMost',
  ref,
}: TicketRowsProps) {
  const { currency, t, locale } = useShopText()
  const money = (cents: number) => formatCents(cents, currency)
  const total = tickets.reduce((sum, ticket) => sum + lineCents(ticket, selection[ticket.id] ?? 0), 0)
  return (
    <fieldset ref={ref} tabIndex={-1} className="shop-tickets__step" part="step">
      <legend className="shop-tickets__legend" part="legend">
        {legend}
      </legend>
      {tickets.map((ticket) => {
        const quantity = selection[ticket.id] ?? 0
        // A price that is no exact amount sells nothing: said in place of the price, "+" off.
        const priced = hasSafePrice(ticket)
        const max = priced ? maxOf(ticket.id) : 0
        const vat = vatNote(ticket)
        // "+" can do nothing: the limit is said beside it too, not only announced.
        const atLimit = priced && stepQuantity(ticket, quantity, 'up', max) === quantity
        const step = (direction: 'up' | 'down') => {
          const next = stepQuantity(ticket, quantity, direction, max)
          const now = t('tickets.quantityNow', { ticket: ticket.title, count: next })
          const limit =
            direction === 'up' && next === quantity
              ? t(limitKey, { count: max })
              : direction === 'down' && next === 0 && quantity > 0 && minQuantity(ticket) > 1
                ? t('tickets.atLeast', { count: minQuantity(ticket) })
                : ''
          onChange(ticket.id, next, limit ? `${now}, ${limit}` : now)
        }
        return (
          <div key={ticket.id} className="shop-tickets__ticket" part="ticket">
            <div className="shop-tickets__ticket-text">
              <p className="shop-tickets__ticket-name" part="ticket-name">
                {ticket.title}
              </p>
              {priced ? (
                <p className="shop-tickets__ticket-price" part="ticket-price">
                  {t('tickets.each', { price: money(unitPriceCents(ticket)) })}
                  {vat ? ` · ${t('tickets.vat', { pct: formatVatPct(vat.pct, locale) })}` : ''}
                  {minQuantity(ticket) > 1
                    ? ` · ${t('tickets.atLeast', { count: minQuantity(ticket) })}`
                    : ''}
                </p>
              ) : (
                <p className="shop-tickets__limit" part="limit">
                  {t('tickets.priceUnreadable')}
                </p>
              )}
              {atLimit && (
                <p className="shop-tickets__limit" part="limit">
                  {t(limitKey, { count: max })}
                </p>
              )}
            </div>
            <QuantityStepper
              label={ticket.title}
              quantity={quantity}
              lessLabel={t('tickets.less', { ticket: ticket.title })}
              moreLabel={t('tickets.more', { ticket: ticket.title })}
              quantityLabel={t('tickets.quantity', { ticket: ticket.title })}
              lessDisabled={quantity === 0}
              moreDisabled={atLimit || !priced}
              onLess={() => quantity > 0 && step('down')}
              onMore={() => (priced ? step('up') : onChange(ticket.id, 0, t('tickets.priceUnreadable')))}
            />
          </div>
        )
      })}
      <p className="shop-tickets__total" part="total">
        <span>{t('tickets.total')}</span> <strong>{money(total)}</strong>
      </p>
    </fieldset>
  )
}
