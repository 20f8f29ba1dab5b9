/**
 * Styles of `<shop-tours>`, adopted into its shadow root (the month calendar brings its own). Places left are words, never only a colour; every target is at least 24 px; the texts wrap, so nothing
 * scrolls sideways at 320 px.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const tourStyles = `
.shop-tours { display: grid; gap: ${cssVar('space-l')}; max-width: ${cssVar('tickets-max-width')}; }
.shop-tours__step { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: ${cssVar('space-s')}; }
.shop-tours__legend { padding: 0; margin-bottom: ${cssVar('space-s')}; font-weight: 600; }
.shop-tours__slots { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 9em), 1fr)); gap: ${cssVar('space-s')}; }
.shop-tours__slot {
  display: flex;
  align-items: center;
  gap: ${cssVar('space-s')};
  min-height: 2.75rem;
  padding: ${cssVar('space-xs')} ${cssVar('space-s')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
  cursor: pointer;
}
.shop-tours__slot input { ${controlLook.radio} }
.shop-tours__slot input:focus-visible { ${controlLook.focusRing} }
.shop-tours__slot:has(input:checked) { border-color: ${cssVar('color-primary')}; box-shadow: inset 0 0 0 1px ${cssVar('color-primary')}; background: ${cssVar('color-selected-bg')}; }
.shop-tours__slot--sold-out { color: ${cssVar('color-muted')}; cursor: not-allowed; }
.shop-tours__slot-text { display: grid; line-height: 1.2; }
.shop-tours__slot-time { font-weight: 600; white-space: nowrap; }
.shop-tours__places { font-size: 0.85em; color: ${cssVar('color-muted')}; }
.shop-tours__places--few { color: ${cssVar('color-error')}; }
.shop-tours__total { display: flex; justify-content: space-between; margin: 0; font-size: 1.1em; }
.shop-tours__add { display: grid; gap: ${cssVar('space-m')}; }
.shop-tours__add-button { ${controlLook.button} ${controlLook.primaryButton} }
.shop-tours__add-button[aria-disabled='true'] { ${controlLook.disabled} }
.shop-tours__add-button:focus-visible, .shop-tours__cart-link:focus-visible, .shop-tours__outcome:focus-visible, .shop-tours__notice:focus-visible { ${controlLook.focusRing} }
.shop-tours__confirmation, .shop-tours__notice {
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-tours__confirmation p, .shop-tours__notice p { margin: 0 0 ${cssVar('space-xs')}; }
.shop-tours__notice { margin: 0; }
.shop-tours__cart-link { color: ${cssVar('color-primary')}; font-weight: 600; }
.shop-tours__loading, .shop-tours__hint { margin: 0; color: ${cssVar('color-muted')}; }
.shop-tours__loading { min-height: 7rem; }
.shop-tours__title { margin: 0; font-size: 1.25em; font-weight: 600; overflow-wrap: break-word; }
.shop-tours__choices { display: grid; gap: ${cssVar('space-s')}; }
.shop-tours__choice {
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space-s')};
  min-height: 2.75rem;
  box-sizing: border-box;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
  cursor: pointer;
  overflow-wrap: break-word;
  min-width: 0;
}
.shop-tours__choice input { ${controlLook.radio} }
.shop-tours__choice input[type='checkbox'] { border-radius: ${cssVar('radius')}; }
.shop-tours__choice input:focus-visible { ${controlLook.focusRing} }
.shop-tours__choice:has(input:checked) { border-color: ${cssVar('color-primary')}; box-shadow: inset 0 0 0 1px ${cssVar('color-primary')}; background: ${cssVar('color-selected-bg')}; }
.shop-tours__choice-text { display: grid; gap: 0.125rem; min-width: 0; }
.shop-tours__note { margin: 0; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-tours__row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${cssVar('space-s')}; padding: ${cssVar('space-s')} 0; border-bottom: 1px solid ${cssVar('color-border')}; }
.shop-tours__row-text { min-width: 0; flex: 1 1 10rem; overflow-wrap: break-word; }
.shop-tours__row-name { margin: 0; font-weight: 600; }
.shop-tours__limit { margin: 0; font-size: 0.9em; font-weight: 600; }
@media (forced-colors: active) {
  .shop-tours__choice:has(input:checked), .shop-tours__slot:has(input:checked) { outline: 2px solid Highlight; }
}
`
