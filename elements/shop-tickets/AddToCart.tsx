import { useEffect, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import { formatDayAndTime, formatTime } from '../../src/domain/tickets/dateFormat'
import type { TicketSlot } from '../../src/domain/tickets/slots'
import type { AddOutcome } from './addTickets'
import { placesText } from './SlotPicker'

export interface AddToCartProps {
  disabled: boolean
  busy: boolean
  outcome: AddOutcome | null
  /** The chosen time, for the sentence when its places changed. */
  slot: TicketSlot | undefined
  cartUrl: string
  onAdd: () => void
  onChooseSlot: (slot: TicketSlot) => void
}

/** The add button and what adding said: the confirmation with a way to the cart, or what changed and where it fits. */
export function AddToCart({ disabled, busy, outcome, slot, cartUrl, onAdd, onChooseSlot }: AddToCartProps) {
  const { t, locale } = useShopText()
  const said = useRef<HTMLDivElement>(null)
  // The keyboard follows what adding said, so the next step is where the visitor is.
  useEffect(() => said.current?.focus(), [outcome])
  return (
    <div className="shop-tickets__add">
      <button
        type="button"
        className="shop-tickets__add-button"
        part="add-button"
        aria-disabled={disabled || busy}
        aria-busy={busy}
        onClick={() => !disabled && !busy && onAdd()}
      >
        {busy ? t('tickets.checking') : t('tickets.add')}
      </button>
      {outcome?.kind === 'added' && (
        <div
          ref={said}
          tabIndex={-1}
          className="shop-tickets__confirmation"
          part="confirmation"
          role="status"
        >
          <p>
            {outcome.when
              ? t(outcome.count === 1 ? 'tickets.added.one' : 'tickets.added.other', {
                  count: outcome.count,
                  when: formatDayAndTime(outcome.when, locale),
                })
              : t(outcome.count === 1 ? 'tickets.addedUndated.one' : 'tickets.addedUndated.other', {
                  count: outcome.count,
                })}
          </p>
          {outcome.heldMs != null && (
            <p>{t('tickets.held', { minutes: Math.max(1, Math.round(outcome.heldMs / 60_000)) })}</p>
          )}
          <a className="shop-tickets__cart-link" part="cart-link" href={cartUrl}>
            {t('tickets.toCart')}
          </a>
        </div>
      )}
      {outcome?.kind === 'changed' && (
        <div ref={said} tabIndex={-1} className="shop-tickets__notice" part="notice" role="alert">
          <p>
            {slot && outcome.recheck.placesLeft > 0
              ? t(outcome.recheck.placesLeft === 1 ? 'tickets.changed.one' : 'tickets.changed.other', {
                  time: formatTime(slot.minutes, locale),
                  count: outcome.recheck.placesLeft,
                })
              : t('tickets.changedGone', { time: slot ? formatTime(slot.minutes, locale) : '' })}
          </p>
          <p>
            {t(outcome.recheck.alternatives.length > 0 ? 'tickets.alternatives' : 'tickets.noAlternatives')}
          </p>
          <div className="shop-tickets__alternatives">
            {outcome.recheck.alternatives.map((alternative) => (
              <button
                key={alternative.minutes}
                type="button"
                className="shop-tickets__alternative"
                part="slot"
                onClick={() => onChooseSlot(alternative)}
              >
                {formatTime(alternative.minutes, locale)} · {placesText(alternative.places, t)}
              </button>
            ))}
          </div>
        </div>
      )}
      {(outcome?.kind === 'failed' || outcome?.kind === 'storageFailed') && (
        <div
          ref={said}
          tabIndex={-1}
          className="shop-message shop-message--error"
          part="message"
          role="alert"
        >
          <p className="shop-message__text">
            {t(outcome.kind === 'storageFailed' ? 'tickets.storageFailed' : 'tickets.unreadable')}
          </p>
        </div>
      )}
    </div>
  )
}
