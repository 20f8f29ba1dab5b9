import { useState } from 'react'
import { formatCents } from '../../../src/domain/values/money'
import type { ChosenMode, ModeCheckout } from '../../../src/checkout/modes/modeCheckout'
import { useShopText } from '../../base/useShopText'

/** What {@link PlaceOrder} places. */
export interface PlaceOrderProps {
  checkout: ModeCheckout
  mode: ChosenMode
  /** While a payment of the page is under way nothing can be pressed. */
  locked: boolean
}

/**
 * The one control that places the order with a payment mode other than PayPal, naming the obligation to pay and the
 * amount ("Zahlungspflichtig bestellen (49,99 €)"); for a total of 0 it only orders. Pressed again while the order is
 * placed (double click, held Enter) it orders nothing more: the checkout lets one activation through.
 */
export function PlaceOrder({ checkout, mode, locked }: PlaceOrderProps) {
  const { t, currency } = useShopText()
  const [elsewhere, setElsewhere] = useState(false)
  const free = checkout.totalCents === 0
  const label = free
    ? t('payment.modes.freeOrder')
    : t('payment.modes.placeOrder', { amount: formatCents(checkout.totalCents, currency) })
  const place = () => {
    void checkout.place(mode).then((result) => setElsewhere(result === 'elsewhere'))
  }
  return (
    <div className="shop-payment__place">
      {free && <p className="shop-payment__note">{t('payment.nothingToPay')}</p>}
      <button type="button" className="shop-payment__place-order" disabled={locked} onClick={place}>
        {label}
      </button>
      {elsewhere && (
        <p className="shop-message shop-message--error" role="alert" part="message">
          {t('payment.modes.elsewhere')}
        </p>
      )}
    </div>
  )
}
