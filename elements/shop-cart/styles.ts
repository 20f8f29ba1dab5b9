/**
 * Styles of `<shop-cart>`, adopted into its shadow root. A line wraps rather than scrolls: its text takes the width it
 * needs, the stepper, the line total and "Entfernen" follow on the same row where they fit, below where not, so 320 px
 * never scrolls sideways; a held line's time left takes a row of its own below. Every target is at least 2.75 rem
 * high; a past line says so in words, not only in colour.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const cartStyles = `
.shop-cart { display: grid; gap: ${cssVar('space-m')}; max-width: ${cssVar('cart-max-width')}; }
.shop-cart__lines { margin: 0; padding: 0; list-style: none; border-top: 1px solid ${cssVar('color-border')}; }
.shop-cart__line {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space-s')} ${cssVar('space-m')};
  padding: ${cssVar('space-s')} 0;
  border-bottom: 1px solid ${cssVar('color-border')};
}
.shop-cart__line:focus { outline: none; }
.shop-cart__line:focus-visible, .shop-cart__empty:focus-visible { ${controlLook.focusRing} }
.shop-cart__line--past { color: ${cssVar('color-muted')}; }
.shop-cart__line-text { flex: 1 1 12rem; min-width: 0; }
.shop-cart__line-name { margin: 0; font-weight: 600; overflow-wrap: break-word; hyphens: auto; }
.shop-cart__line-when, .shop-cart__line-price { margin: 0; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-cart__line-controls {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${cssVar('space-s')} ${cssVar('space-m')};
  margin-left: auto;
}
.shop-cart__line-total { margin: 0; min-width: 5em; text-align: right; font-weight: 600; white-space: nowrap; font-variant-numeric: tabular-nums; }
.shop-cart__remove {
  min-height: 2.75rem;
  padding: 0 ${cssVar('space-s')};
  font: inherit;
  color: ${cssVar('color-primary')};
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;
}
.shop-cart__remove:focus-visible, .shop-cart__checkout:focus-visible, .shop-cart__continue:focus-visible { ${controlLook.focusRing} }
.shop-cart__line > .shop-hold { flex-basis: 100%; }
.shop-cart__note { flex-basis: 100%; margin: 0; font-weight: 600; color: ${cssVar('color-error')}; }
.shop-cart__names { flex-basis: 100%; display: grid; gap: ${cssVar('space-s')}; min-width: 0; }
.shop-cart__persons { margin: 0; padding-left: 1.5em; overflow-wrap: anywhere; }
.shop-cart__missing { font-weight: 600; color: ${cssVar('color-error')}; }
.shop-cart__person { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: ${cssVar('space-s')}; margin: 0; min-width: 0; padding: ${cssVar('space-s')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.shop-cart__person-legend { padding: 0 ${cssVar('space-xs')}; font-weight: 600; overflow-wrap: anywhere; }
.shop-cart__field { display: grid; align-content: start; gap: ${cssVar('space-xs')}; min-width: 0; }
.shop-cart__field label { font-weight: 600; }
.shop-cart__field input { min-width: 0; min-height: 2.75rem; padding: 0 ${cssVar('space-s')}; font: inherit; color: inherit;
  background: ${cssVar('color-input-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.shop-cart__field input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-cart__field input:focus-visible, .shop-cart__names-save:focus-visible { ${controlLook.focusRing} }
.shop-cart__field-error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-cart__names-actions { display: flex; flex-wrap: wrap; gap: ${cssVar('space-s')}; align-items: center; }
.shop-cart__names-save { ${controlLook.button} }
.shop-cart__past-note { margin: 0; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-cart__total { display: flex; justify-content: space-between; gap: ${cssVar('space-m')}; margin: 0; font-size: 1.1em; }
.shop-cart__empty { margin: 0; }
.shop-cart__checkout, .shop-cart__continue {
  ${controlLook.button}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  text-decoration: none;
}
.shop-cart__checkout { ${controlLook.primaryButton} justify-self: end; }
.shop-cart__continue { justify-self: start; }
@media (forced-colors: active) {
  .shop-cart__line--past { border-left: 3px dashed; padding-left: ${cssVar('space-s')}; }
}
`
