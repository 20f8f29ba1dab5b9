/**
 * Styles of `<shop-tours>`, adopted into its shadow root beside the ticket element's (the calendar and the times are
 * its). Places left are words, never only a colour; every target is at least 24 px; the texts wrap, so nothing
 * scrolls sideways at 320 px.
 */
import { controlLook } from '../base/styles'
import { cssVar } from '../base/theme'

export const tourStyles = `
.shop-tours { display: grid; gap: ${cssVar('space-l')}; max-width: ${cssVar('tickets-max-width')}; }
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
  .shop-tours__choice:has(input:checked) { outline: 2px solid Highlight; }
}
`
