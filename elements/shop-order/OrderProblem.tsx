import { useShopText } from '../base/useShopText'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { OrderTokenError } from '../../src/domain/personalization/errors'
import type { ShopError } from '../../src/domain/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import { createShopUrls } from '../../src/domain/shop/urls'
import { useFailureReport } from '../base/useFailureReport'

interface OrderProblemProps {
  config: ShopConfig
  error: ShopError
  contactUrl: string | undefined
  onRetry: () => void
}

/**
 * The order cannot be shown: no token, a token the shop does not know or that is someone else's, or a failed
 * connection. One sentence and the ways on: the orders in the shop's account, the museum's contact, or trying again.
 */
export function OrderProblem({ config, error, contactUrl, onRetry }: OrderProblemProps) {
  const { t } = useShopText()
  useFailureReport('shop-order', error)
  const token = error instanceof OrderTokenError
  return (
    <div className="shop-message shop-message--error" part="message" role="alert">
      <p className="shop-message__text">
        {token ? t('order.badToken') : t(FAILURE_TEXT_KEYS[error.failure])}
      </p>
      <ul className="shop-order__ways">
        {!token && (
          <li>
            <button type="button" className="shop-message__retry" part="retry-button" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </li>
        )}
        <li>
          <a part="shop-link" href={createShopUrls(config).account()}>
            {t('order.toAccount')}
          </a>
        </li>
        {contactUrl && (
          <li>
            <a part="shop-link" href={contactUrl}>
              {t('order.contact')}
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}
