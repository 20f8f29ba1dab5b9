import { useCallback, useId, useState } from 'react'
import { useShopText } from '../base/useShopText'
import type { Eligibility, PaymentMethod, PaymentMethodAreaProps } from './common/types'
import { useShopState } from '../base/storeHooks'
import { choosePaymentMethod, recordMethodEligibility } from '../../src/store/paymentActions'
import { useEmit } from '../base/elementContext'
import { PaymentOption } from './PaymentOption'

/** What {@link PaymentMethodList} offers and how. */
export interface PaymentMethodListProps {
  methods: readonly PaymentMethod[]
  areaProps: PaymentMethodAreaProps
  layout: 'row' | 'column'
  test: boolean
  /** While a payment is being completed (or its outcome is unknown) nothing can be chosen or pressed. */
  locked?: boolean
}

/**
 * The payment method list: native radios in a fieldset, so assistive technology announces a radio group and
 * the arrow keys choose. The chosen method is the page's one shared value (`shopStore.paymentMethod`, unset at
 * first); choosing sends `shop-payment-method-chosen`. When every method has said it is ineligible, a message says
 * that nothing can be offered.
 */
export function PaymentMethodList({
  methods,
  areaProps,
  layout,
  test,
  locked = false,
}: PaymentMethodListProps) {
  const { t } = useShopText()
  const chosen = useShopState((state) => state.paymentMethod)
  const emit = useEmit()
  const group = `shop-payment-method-${useId()}`
  const [eligibility, setEligibility] = useState<Readonly<Record<string, Eligibility>>>({})

  const report = useCallback((name: string, value: Eligibility) => {
    setEligibility((known) => (known[name] === value ? known : { ...known, [name]: value }))
    recordMethodEligibility(name, value)
  }, [])
  const choose = useCallback(
    (name: string) => {
      if (choosePaymentMethod(name)) emit('shop-payment-method-chosen', { method: name })
    },
    [emit],
  )

  const noneEligible = methods.every((method) => eligibility[method.name] === 'ineligible')
  return (
    <>
      <fieldset className="shop-payment__methods" hidden={noneEligible} inert={locked} aria-busy={locked}>
        <legend className="shop-payment__legend">{t('payment.methods.legend')}</legend>
        {methods.map((method) => (
          <PaymentOption
            key={method.name}
            method={method}
            group={group}
            open={chosen === method.name}
            layout={layout}
            test={test}
            areaProps={areaProps}
            onChoose={choose}
            onEligibility={report}
          />
        ))}
      </fieldset>
      {noneEligible && (
        <p className="shop-message" role="status">
          {t('payment.noMethods')}
        </p>
      )}
    </>
  )
}
