import { useEffect } from 'react'
import { useShopText } from '../base/useShopText'
import { iconSource } from './common/icons'
import { OptionPlaceholder } from './MethodsPlaceholder'
import { containerIdOf } from './methods'
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from './common/types'

/** One option of the method list. */
export interface PaymentOptionProps {
  method: PaymentMethod
  /** The `name` shared by the radios of one list. */
  group: string
  open: boolean
  /** The element's layout, for methods without their own. */
  layout: 'row' | 'column'
  /** The test flag: an inert 'Pay Now!' button in the open area. */
  test: boolean
  areaProps: PaymentMethodAreaProps
  onChoose: (name: string) => void
  onEligibility: (name: string, eligibility: Eligibility) => void
}

/**
 * A payment method option: radio, icon and label in a row or column, and its area, which holds the method's
 * content only while chosen. Calls the method's eligibility hook on every render; while it is pending the option's
 * place is held by an empty box of its size (so the options after it do not move when it arrives), and an ineligible
 * method shows nothing. The area's id is the container id; googlepay and applepay containers are hidden unless open.
 */
export function PaymentOption(props: PaymentOptionProps) {
  const { method, group, open, areaProps, onChoose, onEligibility } = props

  const { t } = useShopText()
  const eligibility = method.useEligibility()
  useEffect(() => onEligibility(method.name, eligibility), [onEligibility, method.name, eligibility])
  if (eligibility === 'pending') return <OptionPlaceholder />
  if (eligibility !== 'eligible') return null

  const containerId = containerIdOf(method.name)
  const layout = method.layout ?? props.layout
  const icon = iconSource(method.icon)
  const { Area } = method
  return (
    <div
      className={`shop-payment__option shop-payment__option--${layout}${open ? ' shop-payment__option--open' : ''}`}
      part="payment-option"
    >
      <label className="shop-payment__choice">
        <input
          type="radio"
          name={group}
          value={method.name}
          checked={open}
          onChange={() => onChoose(method.name)}
          aria-controls={containerId}
        />
        <span className="shop-payment__icon-box">
          {icon && <img className="shop-payment__icon" src={icon} alt="" height={20} />}
        </span>
        <span className="shop-payment__label">{t(`payment.methods.${containerId}`) || method.name}</span>
      </label>
      <div id={containerId} className="shop-payment__area" hidden={method.hiddenUnlessOpen === true && !open}>
        {open && <Area {...areaProps} />}
        {open && props.test && (
          <button type="button" className="shop-payment__test-pay">
            {t('payment.testPay')}
          </button>
        )}
      </div>
    </div>
  )
}
