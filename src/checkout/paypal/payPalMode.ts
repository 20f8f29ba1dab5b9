/**
 * Which of the shop's payment modes is PayPal's. Only the checkout asks, so it lives here and not beside the shop's
 * schema, which the start-up file carries.
 */
import type { PaymentMode, Shop } from '../../api/schemas/shop'

/** The PayPal payment mode, if the shop has one. */
export function payPalMode(shop: Shop): PaymentMode | undefined {
  return (
    shop.payment_modes.find((mode) => /pay_?pal/i.test(mode.type ?? '') && mode.client_id) ??
    shop.payment_modes.find((mode) => mode.client_id)
  )
}
