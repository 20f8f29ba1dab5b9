/**
 * Styles of `<shop-tickets>`, adopted into its shadow root. Places left are words, never only a colour; every target is
 * at least 24 px (the days 2.5 rem); the calendar's seven columns share the width, so 320 px never scrolls sideways.
 * The times' boxes are sized in em, so that a museum's wider font still fits "10:00 Uhr" in them; on a phone they
 * take two columns, half the width each.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const ticketStyles = `
.shop-tickets {
  display: grid;
  gap: ${cssVar('space-l')};
  max-width: ${cssVar('tickets-max-width')};
}
.shop-tickets__step { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: ${cssVar('space-s')}; }
.shop-tickets__step:focus { outline: none; }
.shop-tickets__step:focus-visible { ${controlLook.focusRing} }
.shop-tickets__legend { padding: 0; margin-bottom: ${cssVar('space-s')}; font-weight: 600; }
/* Two columns at the least on a phone, more where 9em each fit: a column of sixteen times is a long way down. */
.shop-tickets__slots { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(calc(50% - ${cssVar('space-s')} / 2), 9em), 1fr)); gap: ${cssVar('space-s')}; }
.shop-tickets__slot {
  display: flex;
  align-items: center;
  gap: ${cssVar('space-s')};
  min-height: 2.75rem;
  padding: ${cssVar('space-xs')} ${cssVar('space-s')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
  cursor: pointer;
}
.shop-tickets__slot input { ${controlLook.radio} }
.shop-tickets__slot input:focus-visible { ${controlLook.focusRing} }
.shop-tickets__slot:has(input:checked) { border-color: ${cssVar('color-primary')}; box-shadow: inset 0 0 0 1px ${cssVar('color-primary')}; background: ${cssVar('color-selected-bg')}; }
.shop-tickets__slot--sold-out { color: ${cssVar('color-muted')}; cursor: not-allowed; }
.shop-tickets__slot-text { display: grid; line-height: 1.2; }
.shop-tickets__slot-time { font-weight: 600; white-space: nowrap; }
.shop-tickets__places { font-size: 0.85em; color: ${cssVar('color-muted')}; }
.shop-tickets__places--few { color: ${cssVar('color-error')}; }
.shop-tickets__ticket {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space-s')};
  padding: ${cssVar('space-s')} 0;
  border-bottom: 1px solid ${cssVar('color-border')};
}
.shop-tickets__ticket-text { min-width: 0; flex: 1 1 10rem; }
.shop-tickets__ticket-name { margin: 0; font-weight: 600; overflow-wrap: break-word; hyphens: auto; }
.shop-tickets__ticket-price { margin: 0; font-size: 0.9em; color: ${cssVar('color-muted')}; }
.shop-tickets__limit { margin: 0; font-size: 0.9em; font-weight: 600; }
.shop-tickets__add-button:focus-visible, .shop-tickets__alternative:focus-visible,
.shop-tickets__cart-link:focus-visible, .shop-tickets__confirmation:focus-visible { ${controlLook.focusRing} }
.shop-tickets__total { display: flex; justify-content: space-between; margin: 0; font-size: 1.1em; }
.shop-tickets__add { display: grid; gap: ${cssVar('space-m')}; }
.shop-tickets__add-button { ${controlLook.button} ${controlLook.primaryButton} }
.shop-tickets__add-button[aria-disabled='true'] { ${controlLook.disabled} }
.shop-tickets__confirmation, .shop-tickets__notice {
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-tickets__confirmation p, .shop-tickets__notice p { margin: 0 0 ${cssVar('space-xs')}; }
.shop-tickets__cart-link { color: ${cssVar('color-primary')}; font-weight: 600; }
.shop-tickets__alternatives { display: flex; flex-wrap: wrap; gap: ${cssVar('space-s')}; }
.shop-tickets__alternative { ${controlLook.button} }
.shop-tickets__loading { min-height: 7rem; color: ${cssVar('color-muted')}; }
.shop-tickets__hint { margin: 0; color: ${cssVar('color-muted')}; }
.shop-tickets__person {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${cssVar('space-s')} ${cssVar('space-m')};
  min-width: 0;
  margin: 0;
  padding: ${cssVar('space-xs')} ${cssVar('space-m')} ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-tickets__person-legend { padding: 0 ${cssVar('space-xs')}; font-weight: 600; overflow-wrap: anywhere; }
.shop-tickets__field { display: grid; align-content: start; gap: ${cssVar('space-xs')}; min-width: 0; }
.shop-tickets__field label { font-weight: 600; }
.shop-tickets__field input { min-width: 0; min-height: 2.75rem; padding: 0 ${cssVar('space-s')}; font: inherit; color: inherit;
  background: ${cssVar('color-input-bg')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; }
.shop-tickets__field input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-tickets__field input:focus-visible { ${controlLook.focusRing} }
.shop-tickets__field-error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
@media (forced-colors: active) {
  .shop-tickets__slot:has(input:checked) { outline: 2px solid Highlight; }
}
`
