/**
 * Styles of `<shop-event-dates>`, adopted into its shadow root. Seats left are words, never only a colour; every target
 * is at least 24 px; the dates are one column whose texts wrap, so nothing scrolls sideways at 320 px. The loading
 * frame is drawn in these classes, so it has the height of the usual dates and the page does not move when they
 * arrive.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const eventDatesStyles = `
.shop-event-dates { display: grid; gap: ${cssVar('space-l')}; max-width: 40rem; }
.shop-event-dates--unknown { gap: ${cssVar('space-s')}; justify-items: start; }
.shop-event-dates__title { margin: 0; font-size: 1.25em; font-weight: 600; overflow-wrap: break-word; }
.shop-event-dates__step { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: ${cssVar('space-m')}; }
.shop-event-dates__legend { padding: 0; margin-bottom: ${cssVar('space-s')}; font-weight: 600; }
.shop-event-dates__month { display: grid; gap: ${cssVar('space-s')}; }
.shop-event-dates__month-title { margin: 0; font-weight: 600; color: ${cssVar('color-muted')}; }
.shop-event-dates__dates { display: grid; gap: ${cssVar('space-s')}; }
.shop-event-dates__date {
  display: flex;
  align-items: flex-start;
  gap: ${cssVar('space-s')};
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
  cursor: pointer;
}
.shop-event-dates__date input, .shop-event-dates__radio { ${controlLook.radio} }
.shop-event-dates__date input:focus-visible { ${controlLook.focusRing} }
.shop-event-dates__date:has(input:checked) { border-color: ${cssVar('color-primary')}; box-shadow: inset 0 0 0 1px ${cssVar('color-primary')}; background: ${cssVar('color-selected-bg')}; }
.shop-event-dates__date--closed { color: ${cssVar('color-muted')}; border-style: dashed; cursor: not-allowed; }
/* The loading frame: the real classes, its texts grey bars, its radios empty boxes. */
.shop-event-dates--loading .shop-event-dates__date { border-style: dashed; cursor: default; }
.shop-event-dates__radio { box-sizing: border-box; border: 1px solid ${cssVar('color-border')}; border-radius: 50%; }
.shop-event-dates__date-text { display: grid; gap: 0.125rem; line-height: 1.3; min-width: 0; }
.shop-event-dates__when { font-weight: 600; }
.shop-event-dates__details, .shop-event-dates__seats { font-size: 0.9em; color: ${cssVar('color-muted')}; overflow-wrap: break-word; }
.shop-event-dates__seats--few { color: ${cssVar('color-error')}; font-weight: 600; }
.shop-event-dates__places { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${cssVar('space-s')}; }
.shop-event-dates__places-text { min-width: 0; flex: 1 1 10rem; }
.shop-event-dates__price-name { margin: 0; font-weight: 600; overflow-wrap: break-word; }
.shop-event-dates__price { margin: 0; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-event-dates__limit { margin: 0; font-size: 0.9em; font-weight: 600; }
.shop-event-dates__total { display: flex; justify-content: space-between; margin: 0; font-size: 1.1em; }
.shop-event-dates__add { display: grid; gap: ${cssVar('space-m')}; }
.shop-event-dates__add-button { ${controlLook.button} ${controlLook.primaryButton} }
.shop-event-dates__add-button[aria-disabled='true'] { ${controlLook.disabled} }
.shop-event-dates__add-button:focus-visible, .shop-event-dates__link:focus-visible { ${controlLook.focusRing} }
.shop-event-dates__confirmation, .shop-event-dates__notice {
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-event-dates__confirmation p, .shop-event-dates__notice p { margin: 0 0 ${cssVar('space-xs')}; }
.shop-event-dates__link { color: ${cssVar('color-primary')}; font-weight: 600; }
.shop-event-dates__bar { color: transparent; background: ${cssVar('color-message-bg')}; border-radius: ${cssVar('radius')}; }
@media (forced-colors: active) {
  .shop-event-dates__date:has(input:checked) { outline: 2px solid Highlight; }
}
`
