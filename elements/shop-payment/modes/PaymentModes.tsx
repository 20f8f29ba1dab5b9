import { useId, useMemo, useState, type ReactNode } from 'react'
import type { Shop } from '../../../src/api/schemas/shop'
import { createModeCheckout, type ModeCheckoutSetup } from '../../../src/checkout/modes/modeCheckout'
import {
  paymentModesOf,
  preselectedModeId,
  type ShopPaymentMode,
} from '../../../src/checkout/modes/paymentModes'
import { registerMessages } from '../../../src/domain/messages'
import { apiClientFor } from '../../../src/store/apiQuery'
import { useElementStyles } from '../../base/adoptStyles'
import { useEmit } from '../../base/elementContext'
import { useShopText } from '../../base/useShopText'
import { paymentModeMessages } from './modeMessages'
import { PlaceOrder } from './PlaceOrder'
import { paymentModeStyles } from './styles'

// Registered when the checkout's chunk loads, like the payment element's own texts.
registerMessages(paymentModeMessages)

/** What {@link PaymentModes} chooses among and orders. */
export interface PaymentModesProps extends Pick<
  ModeCheckoutSetup,
  'config' | 'items' | 'donations' | 'coupons' | 'beforeOrder'
> {
  shop: Shop
  currency: string
  /** The PayPal mode's methods as the element offers them (or why it cannot). */
  payPal: ReactNode
  /** A payment of the page is under way: nothing can be chosen or pressed. */
  locked: boolean
}

/** The mode a total of 0 is ordered with: the preselected one, else PayPal's, else the first. */
function freeOrderMode(modes: readonly ShopPaymentMode[], preselected: string | null) {
  return modes.find((mode) => mode.id === preselected) ?? modes.find((mode) => mode.payPal) ?? modes[0]
}

/**
 * The shop's payment modes as the choices they are: the PayPal mode with its methods, every other mode by its name
 * with the control that places the order. The shop's default mode is chosen at first; a single mode is chosen without
 * asking (a shop with PayPal alone looks as it always did). A total of 0 needs no provider: one control orders it.
 */
export function PaymentModes({ shop, currency, payPal, locked, ...setup }: PaymentModesProps) {
  useElementStyles(paymentModeStyles)
  const { t } = useShopText()
  const emit = useEmit()
  const group = `shop-payment-mode-${useId()}`
  const modes = useMemo(() => paymentModesOf(shop), [shop])
  const preselected = useMemo(() => preselectedModeId(shop, modes), [shop, modes])
  const [chosenId, setChosenId] = useState(preselected)
  const { config, items, donations, coupons, beforeOrder } = setup
  const refusals = useMemo(
    () => ({
      declined: t('payment.modes.declined'),
      unusable: t('payment.modes.unusable'),
      'unsafe-address': t('payment.modes.unsafe'),
      elsewhere: t('payment.modes.elsewhere'),
    }),
    [t],
  )
  const checkout = useMemo(
    () =>
      createModeCheckout({
        client: apiClientFor(config),
        config,
        items,
        donations,
        coupons,
        currency,
        texts: refusals,
        emit,
        beforeOrder,
      }),
    [config, items, donations, coupons, currency, refusals, emit, beforeOrder],
  )

  if (modes.length === 0) return payPal
  if (checkout.totalCents === 0) {
    const mode = freeOrderMode(modes, preselected)
    return mode ? <PlaceOrder checkout={checkout} mode={mode} locked={locked} /> : payPal
  }
  const only = modes.length === 1 ? modes[0] : undefined
  if (only) return only.payPal ? payPal : <PlaceOrder checkout={checkout} mode={only} locked={locked} />
  const chosen = modes.find((mode) => mode.id === chosenId)
  const choose = (mode: ShopPaymentMode) => {
    setChosenId(mode.id)
    emit('shop-payment-method-chosen', { method: mode.name })
  }
  return (
    <>
      <fieldset className="shop-payment__methods shop-payment__modes" inert={locked} aria-busy={locked}>
        <legend className="shop-payment__legend">{t('payment.modes.legend')}</legend>
        {modes.map((mode) => (
          <div
            key={mode.id}
            className={`shop-payment__option${mode === chosen ? ' shop-payment__option--open' : ''}`}
            part="payment-mode"
          >
            <label className="shop-payment__choice">
              <input
                type="radio"
                name={group}
                value={mode.id}
                checked={mode === chosen}
                onChange={() => choose(mode)}
              />
              <span className="shop-payment__label">
                {(mode.payPal && t('payment.modes.payPal')) || mode.name}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      {chosen?.payPal ? (
        payPal
      ) : chosen ? (
        <PlaceOrder checkout={checkout} mode={chosen} locked={locked} />
      ) : null}
    </>
  )
}
