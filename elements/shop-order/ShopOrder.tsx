import { useMemo, useState, useSyncExternalStore } from 'react'
import { useShopText } from '../base/useShopText'
import { registerMessages } from '../../src/domain/messages'
import { OrderTokenError } from '../../src/domain/personalization/errors'
import { orderToken } from '../../src/domain/personalization/orderToken'
import type { ShopConfig } from '../../src/domain/shop/config'
import { paymentFailureIn } from '../../src/domain/shop/paymentFailure'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure } from '../base/StatusMessage'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import type { SHOP_ORDER } from './element'
import { orderMessages } from './messages'
import { OrderProblem } from './OrderProblem'
import { OrderView } from './OrderView'
import { PaymentFailure } from './PaymentFailure'
import { orderStyles } from './styles'
import { useCompletion } from './useCompletion'
import { useOrder } from './useOrder'

registerMessages(orderMessages)

type ShopOrderProps = ElementProps<typeof SHOP_ORDER>

/** Hash routes change the address without a page load: the token is read again after each change. */
function followAddress(onChange: () => void): () => void {
  addEventListener('hashchange', onChange)
  addEventListener('popstate', onChange)
  return () => {
    removeEventListener('hashchange', onChange)
    removeEventListener('popstate', onChange)
  }
}

const addressNow = () => location.href

export default function ShopOrder({ orderToken: attribute, withdrawalUrl, contactUrl }: ShopOrderProps) {
  useElementStyles(orderStyles)
  const context = useShopContext()
  const address = useSyncExternalStore(followAddress, addressNow)
  const token = orderToken(attribute, address)
  const failure = token ? null : paymentFailureIn(address)
  if (context.status === 'error') return <ShopContextFailure element="shop-order" context={context} />
  if (context.status === 'waiting') return <Placeholder />
  if (failure !== null) return <PaymentFailure config={context.config} message={failure} />
  return (
    <Confirmation
      config={context.config}
      token={token}
      withdrawalUrl={withdrawalUrl}
      contactUrl={contactUrl}
    />
  )
}

/** The first look while the order loads: one line, announced. */
function Placeholder() {
  const { t } = useShopText()
  return (
    <div className="shop-order shop-order--loading" part="placeholder" aria-busy="true">
      <p className="shop-order__loading" role="status">
        {t('order.loading')}
      </p>
    </div>
  )
}

interface ConfirmationProps {
  config: ShopConfig
  token: string | null
  withdrawalUrl: string | undefined
  contactUrl: string | undefined
}

function Confirmation({ config, token, withdrawalUrl, contactUrl }: ConfirmationProps) {
  const missing = useMemo(() => new OrderTokenError('missing'), [])
  const [attempt, setAttempt] = useState(0)
  const retry = () => setAttempt((n) => n + 1)
  if (!token) return <OrderProblem config={config} error={missing} contactUrl={contactUrl} onRetry={retry} />
  return (
    <LoadedOrder
      config={config}
      token={token}
      attempt={attempt}
      onRetry={retry}
      withdrawalUrl={withdrawalUrl}
      contactUrl={contactUrl}
    />
  )
}

function LoadedOrder({
  config,
  token,
  attempt,
  onRetry,
  withdrawalUrl,
  contactUrl,
}: ConfirmationProps & { token: string; attempt: number; onRetry: () => void }) {
  const { t, currency } = useShopText()
  const shopReady = useShopContext().status === 'ready'
  const state = useOrder(config, token, attempt)
  useCompletion(config, state.status === 'ready' ? state.order : null, currency, shopReady)
  useLoadedEvent('shop-order', 'orders', state.status === 'ready')
  switch (state.status) {
    case 'loading':
      return <Placeholder />
    case 'error':
      return <OrderProblem config={config} error={state.error} contactUrl={contactUrl} onRetry={onRetry} />
    case 'pending':
      return (
        <div className="shop-order" part="order">
          <p className="shop-order__pending" role="status">
            {state.gaveUp ? t('order.pendingLong') : t('order.pending')}
          </p>
          {state.gaveUp && (
            <button type="button" className="shop-order__button" part="retry-button" onClick={onRetry}>
              {t('order.pendingAgain')}
            </button>
          )}
        </div>
      )
    case 'ready':
      return <OrderView config={config} order={state.order} withdrawalUrl={withdrawalUrl} />
  }
}
