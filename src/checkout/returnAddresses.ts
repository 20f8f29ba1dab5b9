/**
 * The two addresses every payment path ends on: the museum's own success and failure pages when the init element
 * names them (`success-url`, `failure-url`, templates with `{token}` and `{message}`), else the shop's.
 */
import type { ShopConfig } from '../domain/shop/config'
import { createShopUrls } from '../domain/shop/urls'

/** The success address of an order, and the failure address with its message. */
export interface CheckoutAddresses {
  success(orderToken: string): string
  failure(message: string): string
}

/** The template with `{name}` replaced by the value, encoded for an address. */
function fill(template: string, name: string, value: string): string {
  return template.split(`{${name}}`).join(encodeURIComponent(value))
}

/** The addresses of `config`; a template stays as written and resolves against the page where it is followed. */
export function checkoutAddresses(config: ShopConfig): CheckoutAddresses {
  const shop = createShopUrls(config)
  const { successUrl, failureUrl } = config
  return {
    success: (token) => (successUrl ? fill(successUrl, 'token', token) : shop.checkoutSuccess(token)),
    failure: (message) => (failureUrl ? fill(failureUrl, 'message', message) : shop.checkoutFailure(message)),
  }
}
