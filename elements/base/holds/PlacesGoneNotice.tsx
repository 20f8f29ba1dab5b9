import { useEffect, useRef } from 'react'
import { registerMessages } from '../../../src/domain/messages'
import type { ShopError } from '../../../src/domain/errors'
import { useElementStyles } from '../adoptStyles'
import { StatusMessage } from '../StatusMessage'
import { useShopConfig, useShopText } from '../useShopText'
import { holdMessages } from './messages'
import { goneStyles } from './styles'

registerMessages(holdMessages)

/** A line whose places others took after its hold ended, as the notice shows it. */
export interface GoneLineView {
  key: string
  /** The line's name with its date and time, for the controls' names. */
  label: string
  /** Its date and time on the museum's clock. */
  when: string
  /** The places of its ticket still free at its time. */
  left: number
}

export interface PlacesGoneNoticeProps {
  element: string
  error: ShopError
  /** The sentence naming the lines. */
  message: string
  lines: readonly GoneLineView[]
  /** A change is on its way: the buttons wait. */
  busy: boolean
  /** Takes the places still free for the line: its quantity becomes `left`. */
  onFit: (key: string, left: number) => void
  /** Removes the line; without it, the line's own remove button is the way (the cart). */
  onRemove?: (key: string) => void
}

/**
 * What is still possible when the places of lines whose hold ended were taken: per line, the places still free ("nur
 * noch 1 frei" with "Auf 1 ändern"), removing it, and another time on the museum's ticket page (`ticket-url`). The
 * page is not left and nothing speaks of a failed payment: nothing was paid. The keyboard moves to the notice.
 */
export function PlacesGoneNotice({
  element,
  error,
  message,
  lines,
  busy,
  onFit,
  onRemove,
}: PlacesGoneNoticeProps) {
  const { t } = useShopText()
  const { ticketUrl } = useShopConfig()
  useElementStyles(goneStyles)
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => notice.current?.focus(), [error])
  return (
    <div className="shop-gone" part="places-gone" ref={notice} tabIndex={-1}>
      <StatusMessage element={element} error={error} message={message} />
      <ul className="shop-gone__lines">
        {lines.map((line) => (
          <li key={line.key} className="shop-gone__line">
            <p className="shop-gone__text">
              {line.left === 0
                ? t('holds.noneLeft', { when: line.when })
                : t(line.left === 1 ? 'holds.left.one' : 'holds.left.other', {
                    when: line.when,
                    count: line.left,
                  })}
            </p>
            <div className="shop-gone__actions">
              {line.left > 0 && (
                <button
                  type="button"
                  className="shop-gone__action"
                  part="places-gone-fit"
                  aria-label={t('holds.fitLine', { line: line.label, count: line.left })}
                  aria-disabled={busy}
                  onClick={() => !busy && onFit(line.key, line.left)}
                >
                  {t('holds.fit', { count: line.left })}
                </button>
              )}
              {onRemove && (
                <button
                  type="button"
                  className="shop-gone__action"
                  part="places-gone-remove"
                  aria-label={t('holds.removeLine', { line: line.label })}
                  aria-disabled={busy}
                  onClick={() => !busy && onRemove(line.key)}
                >
                  {t('holds.remove')}
                </button>
              )}
              {ticketUrl && (
                <a className="shop-gone__link" part="places-gone-link" href={ticketUrl}>
                  {t('holds.otherTime')}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
