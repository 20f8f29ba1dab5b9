import { useShopText } from '../base/useShopText'
import { LoadingPlaceholder } from '../base/loading/LoadingPlaceholder'
import { paymentMethods } from './methods'

/** An empty option box in the options' own classes: it has their geometry, and assistive technology skips it. */
export function OptionPlaceholder() {
  return (
    <div className="shop-payment__option shop-payment__option--row" aria-hidden="true">
      <span className="shop-payment__choice">
        <span className="shop-payment__placeholder-radio" />
        <span className="shop-payment__icon-box" />
        <span className="shop-payment__placeholder-label" />
      </span>
    </div>
  )
}

/**
 * Stands in for the method list while the shop and PayPal's script load: the legend and one empty option box per
 * method the element can offer, so the list arrives box for box (a method still checking its eligibility keeps its
 * box) and nothing below moves in the usual case of every method offered; a shop with fewer methods sees the list
 * end sooner. Assistive technology hears one status line (after a few seconds it also shows: loading takes longer).
 */
export function MethodsPlaceholder() {
  const { t } = useShopText()
  return (
    <LoadingPlaceholder status={t('payment.loading')}>
      <div className="shop-payment__placeholder" part="methods-placeholder" aria-busy="true">
        <fieldset className="shop-payment__methods" aria-hidden="true" disabled>
          <legend className="shop-payment__legend">{t('payment.methods.legend')}</legend>
          {paymentMethods.map((method) => (
            <OptionPlaceholder key={method.name} />
          ))}
        </fieldset>
      </div>
    </LoadingPlaceholder>
  )
}
