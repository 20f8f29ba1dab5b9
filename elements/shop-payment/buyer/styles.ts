/**
 * Styles of the checkout's buyer step (the summary of who orders, the guest and the sign-in forms), adopted beside the
 * payment element's: the same control look, the theme's custom properties, one column as wide as the summary above.
 */
import { controlLook } from '../../base/controlLook'
import { cssVar } from '../../base/theme'

export const buyerStyles = `
.shop-buyer { display: grid; gap: ${cssVar('space-m')}; max-width: ${cssVar('payment-summary-max-width')}; }
.shop-buyer__title { margin: 0; font-weight: 600; }
.shop-buyer__form { display: grid; grid-template-columns: minmax(0, 1fr); gap: ${cssVar('space-m')}; }
.shop-buyer__field { display: grid; gap: ${cssVar('space-xs')}; }
.shop-buyer__input {
  font: inherit; min-height: 2.75rem; box-sizing: border-box; width: 100%; padding: 0 ${cssVar('space-s')};
  color: inherit; background: ${cssVar('color-input-bg')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.shop-buyer__input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-buyer__input:focus-visible, .shop-buyer__check input:focus-visible, .shop-buyer__summary:focus-visible,
.shop-buyer__link:focus-visible, .shop-buyer__submit:focus-visible, .shop-buyer__terms:focus-visible {
  ${controlLook.focusRing}
}
.shop-buyer__error, .shop-buyer__wrong { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-buyer__error:empty, .shop-buyer__wrong:empty, .shop-buyer__status:empty { display: none; }
.shop-buyer__check { display: flex; gap: ${cssVar('space-s')}; align-items: flex-start; }
.shop-buyer__check input { width: 1.5rem; height: 1.5rem; margin: 0; flex: none; accent-color: ${cssVar('color-primary')}; }
.shop-buyer__terms { justify-self: start; color: ${cssVar('color-primary')}; }
.shop-buyer__submit {${controlLook.button}
  ${controlLook.primaryButton}
  justify-self: start;
}
.shop-buyer__submit[aria-disabled='true'] { ${controlLook.disabled} }
.shop-buyer__link {
  font: inherit; padding: 0; min-height: 1.5rem; border: 0; background: none; cursor: pointer;
  color: ${cssVar('color-primary')}; text-decoration: underline;
}
.shop-buyer__status, .shop-buyer__taken, .shop-buyer__switch, .shop-buyer__subtitle, .shop-buyer__as { margin: 0; }
.shop-buyer__subtitle { font-weight: 600; }
.shop-buyer__summary { display: flex; flex-wrap: wrap; gap: ${cssVar('space-xs')} ${cssVar('space-m')}; align-items: baseline; }
.shop-buyer__as { overflow-wrap: anywhere; }
`
