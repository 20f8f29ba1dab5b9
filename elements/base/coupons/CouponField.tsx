import { VoucherTime } from './VoucherTime'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { registerMessages } from '../../../src/domain/messages'
import type { RedeemedCoupon } from '../../../src/domain/cart/coupons'
import { isVoucherLine, type CouponView } from '../../../src/domain/cart/couponTotals'
import { formatCents } from '../../../src/domain/values/money'
import { useElementStyles } from '../adoptStyles'
import { useFailureReport } from '../useFailureReport'
import { useShopText } from '../useShopText'
import { couponMessages } from './messages'
import { couponStyles } from './styles'
import type { CouponEntry } from './couponEntry'

registerMessages(couponMessages)

export interface CouponFieldProps {
  /** The element's tag, for the `shop-error` event of a code that could not be checked. */
  element: string
  entry: CouponEntry
  view: CouponView
  /** What the cart holds now, for naming a voucher's ticket. */
  coupons: readonly RedeemedCoupon[]
  /** While a payment is under way nothing can be changed. */
  locked?: boolean
  /** The visitor opened the field before its code had arrived: shown open, with the keyboard in it. */
  opened?: boolean
}

/** What a redeemed code is, in the visitor's words. */
function useCouponText(view: CouponView) {
  const { t, currency } = useShopText()
  return (coupon: RedeemedCoupon) => {
    if (coupon.kind === 'value')
      return t('coupon.kind.value', { amount: formatCents(coupon.valueCents ?? 0, currency) })
    if (coupon.kind === 'discount') return t('coupon.kind.discount')
    const line = view.items.find((item) => isVoucherLine(item, [coupon]))
    return line ? t('coupon.kind.ticket', { ticket: line.name }) : t('coupon.kind.ticketAny')
  }
}

/**
 * The code field of the cart and the checkout: behind a link until opened (or while a code is typed), the code checked
 * when the visitor redeems it, the reason next to the field when it is refused (the field keeps what was typed), and
 * the redeemed codes, each with its remove button. A voucher for a timed ticket asks for its day and time. Its code
 * loads on demand: LazyCouponField draws the closed field until then.
 */
export function CouponField({
  element,
  entry,
  view,
  coupons,
  locked = false,
  opened: openedFirst = false,
}: CouponFieldProps) {
  useElementStyles(couponStyles)
  const { t } = useShopText()
  const id = useId()
  const [open, setOpen] = useState(openedFirst)
  const input = useRef<HTMLInputElement>(null)
  const opened = useRef(openedFirst)
  const describe = useCouponText(view)
  const { status } = entry
  useFailureReport(element, status.kind === 'failed' ? status.error : null)
  useEffect(() => {
    if (open && opened.current) input.current?.focus()
    opened.current = false
  }, [open])
  const shown = open || entry.typed !== '' || status.kind !== 'idle'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (status.kind !== 'checking') void entry.apply(true)
  }
  const message =
    status.kind === 'refused'
      ? t(status.reason === 'empty' ? 'coupon.empty' : `coupon.refused.${status.reason}`)
      : status.kind === 'failed'
        ? t('coupon.failed')
        : status.kind === 'checking'
          ? t('coupon.checking')
          : ''
  const wrong = status.kind === 'refused' || status.kind === 'failed'
  return (
    <div className="shop-coupon" part="coupon" inert={locked}>
      {/* A live region of its own, beside the element's status line: the cart's says what its lines did. */}
      <p className="shop-visually-hidden" aria-live="polite">
        {entry.announced ? t(entry.announced.text, { code: entry.announced.code }) : ''}
      </p>
      {coupons.length > 0 && (
        <ul className="shop-coupon__codes" part="coupon-codes" aria-label={t('coupon.list')}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className="shop-coupon__code" part="coupon-code">
              <p className="shop-coupon__code-text">
                <strong>{coupon.code}</strong> · {describe(coupon)}
              </p>
              <button
                type="button"
                className="shop-coupon__remove"
                part="coupon-remove"
                aria-label={t('coupon.removeCode', { code: coupon.code })}
                onClick={() => void entry.remove(coupon.code)}
              >
                {t('coupon.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {entry.waiting && <VoucherTime element={element} waiting={entry.waiting} onAdded={entry.ticketAdded} />}
      {shown ? (
        <form className="shop-coupon__form" part="coupon-form" onSubmit={submit} noValidate>
          <div className="shop-coupon__field">
            <label htmlFor={`${id}-code`}>{t('coupon.label')}</label>
            <input
              ref={input}
              id={`${id}-code`}
              className="shop-coupon__input"
              part="coupon-input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={entry.typed}
              aria-invalid={wrong}
              aria-describedby={message ? `${id}-message` : undefined}
              onChange={(event) => entry.setTyped(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="shop-coupon__apply"
            part="coupon-apply"
            aria-disabled={status.kind === 'checking'}
          >
            {t('coupon.apply')}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="shop-coupon__toggle"
          part="coupon-toggle"
          aria-expanded="false"
          onClick={() => {
            opened.current = true
            setOpen(true)
          }}
        >
          {t('coupon.open')}
        </button>
      )}
      {message && (
        <p
          id={`${id}-message`}
          className={`shop-coupon__message${wrong ? ' shop-coupon__message--error' : ''}`}
          role={wrong ? 'alert' : 'status'}
          part="coupon-message"
        >
          {message}
        </p>
      )}
    </div>
  )
}

// The cart and the checkout check, price and keep codes only with the field's chunk loaded: the actions come with it.
export { redeemCode, removeCode, repriceCart } from '../../../src/store/couponActions'
export { CouponRefusedError } from '../../../src/domain/cart/couponCheck'
