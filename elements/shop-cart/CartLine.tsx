import { useShopText } from '../base/useShopText'
import { HoldTimer } from '../base/holds/HoldTimer'
import { QuantityStepper } from '../base/stepper/QuantityStepper'
import type { ViewLine } from './cartView'
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
  onStep: (direction: 'less' | 'more') => void
  onRemove: () => void
}

/**
 * One line: its name (and a ticket's date and time), what one costs, the quantity (a stepper for lines that can
 * change), the line total and "Entfernen"; below, a held line's time left with its extend button. A past ticket line
 * says it is not charged instead of a total. The line itself takes the keyboard's focus when the line before it was
 * removed.
 */
export function CartLine({ line, note, busy, holdTokens, money, onStep, onRemove }: CartLineProps) {
  const { t } = useShopText()
  // A booking (a tour, a date at several prices) is priced as a whole: it is removed, never counted up or down.
  const participants = line.kind === 'item' ? line.item.participantCount : undefined
  const changeable = line.kind === 'item' && !line.past && participants === undefined
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
    >
      <div className="shop-cart__line-text">
        <p className="shop-cart__line-name" part="line-name">
          {line.name}
        </p>
        <LineDetails line={line} />
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
            {money(line.totalCents)}
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
      {holdTokens.length > 0 && <HoldTimer tokens={holdTokens} />}
      {note && (
        <p className="shop-cart__note" part="line-message">
          {note}
        </p>
      )}
    </li>
  )
}
