/**
 * Where the payment element sends the buyer: success with the order token, failure with a message. Both
 * shop types use these pages — the hash-routed shop (#/checkout/success?ORDERID=, #/checkout/failure?payment_error=)
 * and the second shop type (/checkout/success/?token=, /checkout/failure?error=). The message comes from the
 * address, so it is shown as text, never as markup.
 */
import { readCart, readDonations } from '../../src/domain/cart/storedCart'
import { DEMO_SHOP } from '../settings'
import { emptyCart } from '../cart'
import { el, link } from '../dom'
import type { View } from './view'

/**
 * Success: the order is placed, so the shop empties the cart (like the real shop does) and says so, with the way to
 * the museum's page with the order's tickets and receipts (and the personalization of annual tickets).
 */
export function successPage(token: string | null, param: 'ORDERID' | 'token'): View {
  return (context) => {
    emptyCart()
    const empty =
      readCart('default', DEMO_SHOP.storageKeys).items.length === 0 &&
      readDonations(DEMO_SHOP.storageKeys).items.length === 0
    return [
      el('h1', {}, context.t('successTitle')),
      el(
        'p',
        { class: 'shop-order-number' },
        token ? context.t('orderNumber', { token }) : context.t('noOrderNumber', { param }),
      ),
      empty && el('p', { attrs: { 'data-cart-state': 'empty' } }, context.t('cartNowEmpty')),
      // The museum's page with <shop-personalization>, which reads the token from the same parameter.
      token
        ? el(
            'p',
            {},
            link(
              `/demo/success.html?${param}=${encodeURIComponent(token)}`,
              context.t('yourOrder'),
              'shop-button',
            ),
          )
        : null,
      el('p', {}, link('/demo/index.html', context.t('backToSite'))),
    ]
  }
}

/** Failure: the provider's or the API's message, literally; the cart stays. */
export function failurePage(message: string | null): View {
  return (context) => [
    el('h1', {}, context.t('failureTitle')),
    message
      ? el(
          'div',
          { class: 'shop-error', attrs: { role: 'alert' } },
          el('p', {}, context.t('failureMessage')),
          el('blockquote', { class: 'shop-failure-message' }, message),
        )
      : el('p', { class: 'shop-error', attrs: { role: 'alert' } }, context.t('noFailureMessage')),
    el('p', {}, context.t('cartKept')),
    el(
      'p',
      { class: 'shop-actions' },
      link('/demo/checkout.html', context.t('backToCheckout'), 'shop-button'),
      link('/demo/shop/#/cart', context.t('cart')),
    ),
  ]
}
