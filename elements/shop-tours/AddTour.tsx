import { useEffect, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { formatCents } from '../../src/domain/values/money'
import { formatDayAndTime } from '../../src/domain/tickets/dateFormat'
import type { Translator } from '../../src/domain/messages/translations'
import { StatusMessage } from '../base/StatusMessage'
import type { AddTourOutcome } from './addTour'

export interface AddTourProps {
  /** Null while the price is being worked out. */
  totalCents: number | null
  disabled: boolean
  busy: boolean
  outcome: AddTourOutcome | null
  cartUrl: string
  onAdd: () => void
}

/** What the re-check found changed, in a sentence. */
function changedText(
  outcome: Extract<AddTourOutcome, { kind: 'changed' }>,
  currency: string,
  t: Translator,
): string {
  const { change, left, totalCents } = outcome.recheck
  if (change === 'fewer')
    return t(left === 1 ? 'tours.changed.fewer.one' : 'tours.changed.fewer.other', { count: left })
  if (change === 'price') return t('tours.changed.price', { price: formatCents(totalCents, currency) })
  return t(`tours.changed.${change}`)
}

/** What changed, on its own, once the chosen time can no longer be booked; it takes the keyboard's focus. */
export function ChangedNotice({ outcome }: { outcome: Extract<AddTourOutcome, { kind: 'changed' }> }) {
  const { currency, t } = useShopText()
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => notice.current?.focus(), [outcome])
  return (
    <p ref={notice} tabIndex={-1} className="shop-tours__notice" part="notice" role="alert">
      {changedText(outcome, currency, t)}
    </p>
  )
}

/** The total, the add button and what adding said: the confirmation with a way to the cart, or what changed. */
export function AddTour({ totalCents, disabled, busy, outcome, cartUrl, onAdd }: AddTourProps) {
  const { currency, t, locale } = useShopText()
  const said = useRef<HTMLDivElement>(null)
  // The keyboard follows what adding said, so the next step is where the visitor is.
  useEffect(() => said.current?.focus(), [outcome])
  return (
    <div className="shop-tours__add">
      <p className="shop-tours__total" part="total" aria-live="polite">
        <span>{t('tours.total')}</span>{' '}
        <strong>{totalCents === null ? t('tours.price.loading') : formatCents(totalCents, currency)}</strong>
      </p>
      <button
        type="button"
        className="shop-tours__add-button"
        part="add-button"
        aria-disabled={disabled || busy}
        aria-busy={busy}
        onClick={() => !disabled && !busy && onAdd()}
      >
        {busy ? t('tours.checking') : t('tours.add')}
      </button>
      {outcome && (
        <div ref={said} tabIndex={-1} className="shop-tours__outcome">
          {outcome.kind === 'added' && (
            <div className="shop-tours__confirmation" part="confirmation" role="status">
              <p>
                {t(outcome.participants === 1 ? 'tours.added.one' : 'tours.added.other', {
                  title: outcome.title,
                  count: outcome.participants,
                  when: formatDayAndTime(outcome.time.start, locale),
                })}
              </p>
              <a className="shop-tours__cart-link" part="cart-link" href={cartUrl}>
                {t('tours.toCart')}
              </a>
            </div>
          )}
          {outcome.kind === 'changed' && (
            <p className="shop-tours__notice" part="notice" role="alert">
              {changedText(outcome, currency, t)}
            </p>
          )}
          {outcome.kind === 'storageFailed' && (
            <p className="shop-message shop-message--error" part="message" role="alert">
              {t('tours.storageFailed')}
            </p>
          )}
          {outcome.kind === 'failed' && (
            <StatusMessage
              element="shop-tours"
              error={outcome.error}
              message={t(FAILURE_TEXT_KEYS[outcome.error.failure])}
            />
          )}
        </div>
      )}
    </div>
  )
}
