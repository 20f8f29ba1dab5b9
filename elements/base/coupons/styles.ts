/**
 * Styles of the code field the cart and the checkout share, adopted before the field's code has loaded: the link that
 * opens it (busy while the field loads), the field with its button (the
 * button wraps below where both do not fit), the redeemed codes, the credit lines and struck former prices.
 */
import { controlLook } from '../controlLook'
import { cssVar } from '../theme'

export const couponStyles = `
.shop-coupon { display: grid; gap: ${cssVar('space-s')}; margin: ${cssVar('space-m')} 0; }
.shop-coupon__toggle {
  justify-self: start; padding: 0; font: inherit; color: ${cssVar('color-primary')}; background: none;
  border: 0; text-decoration: underline; cursor: pointer; min-height: 44px;
}
.shop-coupon__toggle[aria-busy='true'] { cursor: progress; }
.shop-coupon__toggle:focus-visible, .shop-coupon__input:focus-visible, .shop-coupon__apply:focus-visible,
.shop-coupon__remove:focus-visible, .shop-coupon__select:focus-visible { ${controlLook.focusRing} }
.shop-coupon__form { display: flex; flex-wrap: wrap; align-items: end; gap: ${cssVar('space-s')}; }
.shop-coupon__field { display: grid; gap: ${cssVar('space-xs')}; flex: 1 1 12rem; min-width: 0; }
.shop-coupon__input, .shop-coupon__select {
  box-sizing: border-box; width: 100%; min-height: 44px; padding: 0 ${cssVar('space-s')}; font: inherit;
  color: ${cssVar('color-text')}; background: ${cssVar('color-input-bg')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.shop-coupon__input[aria-invalid='true'] { border-color: ${cssVar('color-error')}; }
.shop-coupon__apply, .shop-coupon__remove { ${controlLook.button} }
.shop-coupon__apply[aria-disabled='true'] { ${controlLook.disabled} }
.shop-coupon__message { margin: 0; }
.shop-coupon__message--error { color: ${cssVar('color-error')}; }
.shop-coupon__codes { display: grid; gap: ${cssVar('space-s')}; margin: 0; padding: 0; list-style: none; }
.shop-coupon__code {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${cssVar('space-s')};
  padding: ${cssVar('space-s')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
  overflow-wrap: anywhere;
}
.shop-coupon__code-text { margin: 0; min-width: 0; }
.shop-coupon__credit { display: grid; gap: ${cssVar('space-xs')}; }
.shop-coupon__credit-line { display: flex; justify-content: space-between; gap: ${cssVar('space-s')}; margin: 0; }
.shop-coupon__due { font-size: 1.125em; }
.shop-coupon__left { margin: 0; color: ${cssVar('color-muted')}; }
.shop-coupon__former { color: ${cssVar('color-muted')}; }
.shop-coupon__time { display: grid; gap: ${cssVar('space-s')}; }
`
