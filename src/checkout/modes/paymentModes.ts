/**
 * The shop's payment modes as the visitor chooses among them: the PayPal mode (whose methods the element offers as
 * before) and every other mode by its name, in the shop's order. Pure: read from the shop answer only.
 */
import type { Shop } from '../../api/schemas/shop'
import { fieldOf } from '../../domain/values/fieldOf'
import { payPalMode } from '../paypal/payPalMode'

/** One choice of the list. */
export interface ShopPaymentMode {
  /** Sent as `payment_mode_id`. */
  id: string
  /** The shop's name of the mode ('Rechnung', 'Kreditkarte'); the PayPal mode's is 'PayPal' when it has none. */
  name: string
  /** The PayPal mode: its methods (PayPal's buttons, card fields, wallets) are offered when it is chosen. */
  payPal: boolean
}

const PAYPAL_TYPE = /pay_?pal/i

/**
 * Every mode the visitor can choose. A mode of PayPal's type without a client id is no choice: its buttons cannot
 * load, and ordering with it would send the visitor nowhere.
 */
export function paymentModesOf(shop: Shop): ShopPaymentMode[] {
  const payPal = payPalMode(shop)
  const modes: ShopPaymentMode[] = []
  for (const mode of shop.payment_modes) {
    const id = String(mode.id)
    const name = mode.name?.trim()
    if (mode === payPal) modes.push({ id, name: name || 'PayPal', payPal: true })
    else if (!PAYPAL_TYPE.test(mode.type ?? '') && !mode.client_id)
      modes.push({ id, name: name || id, payPal: false })
  }
  return modes
}

/**
 * The mode chosen before the visitor chooses: the only one, else the shop's `settings.defaultPaymentModeId` when it is
 * among them; null when the visitor must choose.
 */
export function preselectedModeId(shop: Shop, modes: readonly ShopPaymentMode[]): string | null {
  if (modes.length === 1) return modes[0]?.id ?? null
  const wanted = fieldOf(shop.settings, 'defaultPaymentModeId')
  if (typeof wanted !== 'number' && typeof wanted !== 'string') return null
  return modes.find((mode) => mode.id === String(wanted))?.id ?? null
}
