import { useEffect, useRef, type ReactNode } from 'react'
import { useShopText } from '../base/useShopText'
import { personNames } from '../../src/domain/cart/lineRules'
import type { Attendee } from '../../src/domain/tickets/attendees'
import { HoldTimer } from '../base/holds/HoldTimer'
import { QuantityStepper } from '../base/stepper/QuantityStepper'
import type { ViewLine } from './cartView'
import { LineNames } from './LineNames'
import type { NameAsk } from './useCartEdits'
import { LineDetails } from './LineDetails'

export interface CartLineProps {
  line: ViewLine
  /** Why the line's last change did not happen, if it did not. */
  note: string | undefined
  /** Its places are being asked: the stepper waits. */
  busy: boolean
  /** The tokens of the line's holds, whose time left it shows; none for a line without. */
  holdTokens: readonly string[]
  money: (cents: number) => string
  /** The line's total as a discount code made it (the former one struck through); absent: its own. */
  total?: ReactNode
  /** One piece that cannot be counted up (a voucher's ticket). */
  fixed?: boolean
  onStep: (direction: 'less' | 'more') => void
  onRemove: () => void
  /** The names asked for in this line, if any. */
  naming: NameAsk | null
  onAskName: (index: number) => void
  onGiveName: (names: Attendee) => void
  onCancelName: () => void
}

/**
 * When the names asked for in a line are given or the asking is cancelled, the keyboard goes back to the line's "+"
 * (where a step up began), else to the line itself.
 */
function useFocusAfterNames(naming: NameAsk | null) {
  const lineRef = useRef<HTMLLIElement>(null)
  const asked = useRef(false)
  useEffect(() => {
    if (naming) asked.current = true
    else if (asked.current) {
      asked.current = false
      const line = lineRef.current
      const more = line?.querySelectorAll<HTMLButtonElement>('[part="stepper-button"]')[1]
      ;(more ?? line)?.focus()
    }
  }, [naming])
  return lineRef
}

/**
 * One line: its name (and a ticket's date and time), what one costs, the quantity (a stepper for lines that can
 * change), the line total and "Entfernen"; below, a held line's time left with its extend button. A past ticket line
 * says it is not charged instead of a total. The line itself takes the keyboard's focus when the line before it was
 * removed.
 */
export function CartLine(props: CartLineProps) {
  const { line, note, busy, holdTokens, money, onStep, onRemove, naming } = props
  const { t } = useShopText()
  const lineRef = useFocusAfterNames(naming)
  const named = line.kind === 'item' && !line.past && (naming !== null || personNames(line.item) !== null)
  // A booking (a tour, a date at several prices) is priced as a whole: it is removed, never counted up or down.
  const participants = line.kind === 'item' ? line.item.participantCount : undefined
  const changeable = line.kind === 'item' && !line.past && participants === undefined && !props.fixed
  const price =
    line.kind === 'donation'
      ? null
      : line.past
        ? `${line.quantity} × ${money(line.unitCents)} · ${t('cart.past')}`
        : participants !== undefined
          ? t('cart.participants', { count: participants })
          : t('cart.each', { price: money(line.unitCents) })
  return (
    <li
      className={line.past ? 'shop-cart__line shop-cart__line--past' : 'shop-cart__line'}
      part={line.past ? 'line line-past' : 'line'}
      tabIndex={-1}
      aria-busy={busy}
      ref={lineRef}
    >
      <div className="shop-cart__line-text">
        <p className="shop-cart__line-name" part="line-name">
          {line.name}
        </p>
        <LineDetails line={line} listed={named} />
        {price && (
          <p className="shop-cart__line-price" part="line-price">
            {price}
          </p>
        )}
      </div>
      <div className="shop-cart__line-controls">
        {changeable && (
          <QuantityStepper
            label={line.label}
            quantity={line.quantity}
            lessLabel={t('cart.less', { line: line.label })}
            moreLabel={t('cart.more', { line: line.label })}
            quantityLabel={t('cart.quantity', { line: line.label })}
            lessDisabled={busy || line.quantity <= 1}
            moreDisabled={busy}
            onLess={() => onStep('less')}
            onMore={() => onStep('more')}
          />
        )}
        {!line.past && (
          <p className="shop-cart__line-total" part="line-total">
            {props.total ?? money(line.totalCents)}
          </p>
        )}
        <button
          type="button"
          className="shop-cart__remove"
          part="remove-button"
          aria-label={t('cart.removeLine', { line: line.label })}
          onClick={onRemove}
        >
          {t('cart.remove')}
        </button>
      </div>
      {named && (
        <LineNames
          line={line}
          naming={naming}
          busy={busy}
          onAsk={props.onAskName}
          onGive={props.onGiveName}
          onCancel={props.onCancelName}
        />
      )}
      {holdTokens.length > 0 && <HoldTimer tokens={holdTokens} />}
      {note && (
        <p className="shop-cart__note" part="line-message">
          {note}
        </p>
      )}
    </li>
  )
}
