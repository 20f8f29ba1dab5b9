import { useShopText } from '../base/useShopText'
import { knownFailureKey } from '../../src/domain/shop/paymentFailure'
import { checkoutAddress } from '../../src/domain/shop/shopPages'
import type { ShopConfig } from '../../src/domain/shop/config'

/**
 * The failure page: the payment's message from the address, as text only (anyone can write an address), in the
 * visitor's words when it is a known one, and the way back to the checkout with the cart as it was.
 */
export function PaymentFailure({ config, message }: { config: ShopConfig; message: string }) {
  const { t } = useShopText()
  const known = knownFailureKey(message)
  return (
    <div className="shop-order" part="order">
      <div className="shop-message shop-message--error" part="message" role="alert">
        <h2 className="shop-order__heading" part="heading">
          {t('order.failure.title')}
        </h2>
        {known && <p className="shop-message__text">{t(known)}</p>}
        <p className="shop-message__text shop-order__said">{t('order.failure.said', { message })}</p>
        <p className="shop-message__text">{t('order.failure.cart')}</p>
      </div>
      <p>
        <a className="shop-order__button" part="checkout-link" href={checkoutAddress(config)}>
          {t('order.toCheckout')}
        </a>
      </p>
    </div>
  )
}
