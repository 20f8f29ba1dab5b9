import { useEffect, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import type { Translator } from '../../src/domain/messages/translations'
import { StatusMessage } from '../base/StatusMessage'
import type { AddOutcome } from './addEventDate'

export interface AddDateProps {
  disabled: boolean
  busy: boolean
  outcome: AddOutcome | null
  cartUrl: string
  onAdd: () => void
}

/** What the re-check found changed, in a sentence. */
function changedText(outcome: Extract<AddOutcome, { kind: 'changed' }>, t: Translator): string {
  const { change, left } = outcome.recheck
  if (change !== 'fewer') return t(`eventDates.changed.${change}`)
  return t(left === 1 ? 'eventDates.changed.fewer.one' : 'eventDates.changed.fewer.other', { count: left })
}

/** The add button and what adding said: the confirmation with a way to the cart, or what changed, or what failed. */
export function AddDate({ disabled, busy, outcome, cartUrl, onAdd }: AddDateProps) {
  const { t, locale } = useShopText()
  const said = useRef<HTMLDivElement>(null)
  // The keyboard follows what adding said, so the next step is where the visitor is.
  useEffect(() => said.current?.focus(), [outcome])
  return (
    <div className="shop-event-dates__add">
      <button
        type="button"
        className="shop-event-dates__add-button"
        part="add-button"
        aria-disabled={disabled || busy}
        aria-busy={busy}
        onClick={() => !disabled && !busy && onAdd()}
      >
        {busy ? t('eventDates.checking') : t('eventDates.add')}
      </button>
      {outcome && (
        <div ref={said} tabIndex={-1} className="shop-event-dates__outcome">
          {outcome.kind === 'added' && (
            <div className="shop-event-dates__confirmation" part="confirmation" role="status">
              <p>
                {t(outcome.count === 1 ? 'eventDates.added.one' : 'eventDates.added.other', {
                  count: outcome.count,
                  when: formatDayAndTime(outcome.date.start, locale),
                })}
              </p>
              <a className="shop-event-dates__link" part="cart-link" href={cartUrl}>
                {t('eventDates.toCart')}
              </a>
            </div>
          )}
          {outcome.kind === 'changed' && (
            <p className="shop-event-dates__notice" part="notice" role="alert">
              {changedText(outcome, t)}
            </p>
          )}
          {outcome.kind === 'storageFailed' && (
            <p className="shop-message shop-message--error" part="message" role="alert">
              {t('eventDates.storageFailed')}
            </p>
          )}
          {outcome.kind === 'failed' && (
            <StatusMessage
              element="shop-event-dates"
              error={outcome.error}
              message={t(FAILURE_TEXT_KEYS[outcome.error.failure])}
            />
          )}
        </div>
      )}
    </div>
  )
}
