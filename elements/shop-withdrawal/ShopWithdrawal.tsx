import { useEffect, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../src/domain/messages'
import { HttpError } from '../../src/api/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import { orderNumberIn, WITHDRAWAL_FIELDS } from '../../src/domain/shop/withdrawal'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure } from '../base/StatusMessage'
import { useFailureReport } from '../base/useFailureReport'
import { useShopContext } from '../base/useShopContext'
import type { SHOP_WITHDRAWAL } from './element'
import { withdrawalMessages } from './messages'
import { withdrawalStyles } from './styles'
import { useWithdrawalForm } from './useWithdrawalForm'
import { WithdrawalField } from './WithdrawalField'

registerMessages(withdrawalMessages)

type ShopWithdrawalProps = ElementProps<typeof SHOP_WITHDRAWAL>

export default function ShopWithdrawal({ orderId }: ShopWithdrawalProps) {
  useElementStyles(withdrawalStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element="shop-withdrawal" context={context} />
  if (context.status === 'waiting')
    return <div className="shop-withdrawal" part="withdrawal" aria-busy="true" />
  return <WithdrawalForm config={context.config} orderId={orderId?.trim() || orderNumberIn(location.href)} />
}

function WithdrawalForm({ config, orderId }: { config: ShopConfig; orderId: string }) {
  const { t } = useShopText()
  const { values, messages, state, change, submit, form } = useWithdrawalForm(config, orderId)
  const done = useRef<HTMLParagraphElement>(null)
  useFailureReport('shop-withdrawal', state.status === 'failed' ? state.error : null)
  useEffect(() => {
    if (state.status === 'sent') done.current?.focus()
  }, [state.status])
  if (state.status === 'sent')
    return (
      <div className="shop-withdrawal" part="withdrawal">
        <p className="shop-withdrawal__done" part="done" role="status" tabIndex={-1} ref={done}>
          {t('withdrawal.done')}
        </p>
      </div>
    )
  const count = Object.values(messages).filter(Boolean).length
  const failed = state.status === 'failed' ? state.error : null
  const refused = failed instanceof HttpError && failed.status >= 400 && failed.status < 500
  return (
    <form className="shop-withdrawal" part="withdrawal" noValidate onSubmit={submit} ref={form}>
      <p className="shop-withdrawal__intro" part="intro">
        {t('withdrawal.intro')}
      </p>
      {WITHDRAWAL_FIELDS.map((field) => (
        <WithdrawalField
          key={field}
          field={field}
          value={values[field]}
          message={messages[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      <div role="alert" className="shop-withdrawal__summary" part="message">
        {count > 0 && (
          <p className="shop-withdrawal__error">
            {count === 1 ? t('withdrawal.invalid.one') : t('withdrawal.invalid.other', { count })}
          </p>
        )}
        {failed && count === 0 && (
          <p className="shop-withdrawal__error">
            {refused ? t('withdrawal.refused') : t(FAILURE_TEXT_KEYS[failed.failure])}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="shop-withdrawal__send"
        part="send-button"
        aria-disabled={state.status === 'sending' ? 'true' : undefined}
      >
        {state.status === 'sending' ? t('withdrawal.sending') : t('withdrawal.send')}
      </button>
    </form>
  )
}
