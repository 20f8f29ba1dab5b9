import type { ShopConfig } from '../../src/domain/shop/config'
import { useShopText } from '../base/useShopText'
import type { OrderTokenError } from '../../src/domain/personalization/errors'
import { createShopUrls } from '../../src/domain/shop/urls'
import { useFailureReport } from '../base/useFailureReport'

/**
 * No order to personalize: the page has no token, or the server knows none by it (a wrong or expired link). Says so,
 * with the way on: the link from the order confirmation, or the shop.
 */
export function BadToken({ config, error }: { config: ShopConfig; error: OrderTokenError }) {
  const { t } = useShopText()
  useFailureReport('shop-personalization', error)
  return (
    <div className="shop-message shop-message--error" part="message" role="alert">
      <p className="shop-message__text">{t('personalization.badToken')}</p>
      <p className="shop-message__text">
        <a className="shop-personalization__link" part="shop-link" href={createShopUrls(config).start()}>
          {t('personalization.toShop')}
        </a>
      </p>
    </div>
  )
}
