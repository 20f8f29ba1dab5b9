/**
 * Styles of the voucher element: a list of cards, each with its texts, its price, the quantity and the add button,
 * which wrap below one another where the card is narrow.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const voucherStyles = `
.shop-vouchers { display: grid; gap: ${cssVar('space-m')}; margin: 0; padding: 0; list-style: none; }
.shop-vouchers__card {
  display: grid; gap: ${cssVar('space-s')}; padding: ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; overflow-wrap: anywhere;
}
.shop-vouchers__title { margin: 0; font-size: 1.25em; }
.shop-vouchers__subtitle, .shop-vouchers__shipping { margin: 0; color: ${cssVar('color-muted')}; }
.shop-vouchers__description { margin: 0; white-space: pre-line; }
.shop-vouchers__price { margin: 0; font-weight: bold; }
.shop-vouchers__buy { display: flex; flex-wrap: wrap; align-items: center; gap: ${cssVar('space-s')}; }
.shop-vouchers__add { ${controlLook.button} ${controlLook.primaryButton} }
.shop-vouchers__add:focus-visible, .shop-vouchers__cart-link:focus-visible { ${controlLook.focusRing} }
.shop-vouchers__add[aria-disabled='true'] { ${controlLook.disabled} }
.shop-vouchers__confirmation { display: grid; gap: ${cssVar('space-xs')}; }
.shop-vouchers__confirmation:focus-visible { ${controlLook.focusRing} }
.shop-vouchers__confirmation p { margin: 0; }
.shop-vouchers__cart-link { color: ${cssVar('color-primary')}; }
.shop-vouchers__loading { margin: 0; }
`
