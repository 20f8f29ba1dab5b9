import { useContext } from 'react'
import { ticketLineLabel } from '../../src/domain/cart/ticketLines'
import type { ReviewedLine } from '../../src/checkout/lineRules'
import { cartAddress } from '../../src/domain/shop/shopPages'
import type { ShopConfig } from '../../src/domain/shop/config'
import { ElementContext } from '../base/elementContext'
import { StatusMessage } from '../base/StatusMessage'
import { useShopText } from '../base/useShopText'
import { SHOP_PAYMENT } from './element'
import type { LineReviewState, ReviewedCart } from './useLineReview'

/** A line as the visitor is told about it: a ticket with its date and time, any other by its name. */
function useLineName() {
  const { locale } = useShopText()
  return ({ stored }: ReviewedLine) =>
    stored.type === 'Ticket' && typeof stored.attributes.time === 'string'
      ? ticketLineLabel(stored, locale)
      : stored.name
}

/**
 * Above the summary: while the lines are asked, that they are (a line of text); when asking failed, why, with "Erneut prüfen"; once
 * asked, each line left out with why and a link back to the cart, and each line lowered to the most one booking holds.
 */
export function LineReviewNotice({
  config,
  state,
  reviewed,
  onRetry,
}: {
  config: ShopConfig
  state: LineReviewState
  reviewed: ReviewedCart
  onRetry: () => void
}) {
  const { t } = useShopText()
  const nameOf = useLineName()
  // Said, not announced: the methods' placeholder below announces the wait, one live region at a time.
  if (state.status === 'checking')
    return (
      <p className="shop-message" part="message">
        {t('payment.review.checking')}
      </p>
    )
  if (state.status === 'failed')
    return (
      <StatusMessage
        element={SHOP_PAYMENT.tag}
        error={state.error}
        message={t('payment.review.failed')}
        onRetry={onRetry}
        retryLabel={t('payment.review.retry')}
      />
    )
  const { leftOut, lowered } = reviewed
  if (leftOut.length === 0 && lowered.length === 0) return null
  return (
    <div className="shop-message" role="status" part="message">
      {leftOut.map((line, index) => (
        <p key={`out-${index}`} className="shop-message__text">
          {t('payment.review.notOrdered', {
            line: nameOf(line),
            reason: t(`payment.review.reason.${line.problem ?? 'notOffered'}`, { count: line.limit ?? 0 }),
          })}
        </p>
      ))}
      {lowered.map((line, index) => (
        <p key={`lowered-${index}`} className="shop-message__text">
          {t('payment.review.lowered', { line: nameOf(line), count: line.item.quantity })}
        </p>
      ))}
      <a className="shop-payment__cart-link" part="cart-link" href={cartAddress(config)}>
        {t('payment.review.backToCart')}
      </a>
    </div>
  )
}

/** Below the summary when prices changed: the visitor confirms the new total before any method is offered. */
export function PriceConfirmation({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useShopText()
  const { rootNode } = useContext(ElementContext)
  const confirm = () => {
    // The button goes when confirmed; the element keeps the keyboard's place, the methods follow.
    rootNode?.setAttribute('tabindex', '-1')
    rootNode?.focus({ preventScroll: true })
    onConfirm()
  }
  return (
    <div className="shop-payment__confirm" part="price-confirmation">
      <p className="shop-message__text" role="status">
        {t('payment.review.pricesChanged')}
      </p>
      <button type="button" className="shop-payment__confirm-button" part="confirm-button" onClick={confirm}>
        {t('payment.review.confirm')}
      </button>
    </div>
  )
}
