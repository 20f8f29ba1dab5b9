/**
 * Styles of the month calendar, adopted with it into the shadow root of each element that shows it. Availability is
 * in each day's name and look, never only a colour; the days are 2.5 rem high; the seven columns share the width, so
 * 320 px never scrolls sideways.
 */
import { controlLook } from '../controlLook'
import { cssVar } from '../theme'

export const calendarStyles = `
.shop-tickets__month { display: flex; align-items: center; justify-content: space-between; gap: ${cssVar('space-s')}; }
.shop-tickets__month-title { margin: 0; font-size: 1.1em; font-weight: 600; text-align: center; }
.shop-tickets__month-button {
  ${controlLook.button}
  padding: 0;
  width: 2.75rem;
  font-size: 1.4em;
  line-height: 1;
}
.shop-tickets__month-button:disabled { ${controlLook.disabled} }
.shop-calendar__days { position: relative; }
.shop-calendar__loading {
  position: absolute;
  inset: 2.5rem ${cssVar('space-s')} auto;
  z-index: 1;
  margin: 0;
  text-align: center;
  border: 1px solid ${cssVar('color-border')};
}
.shop-tickets__day--loading { opacity: 0.45; }
.shop-tickets__grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.shop-tickets__grid th { font-weight: 600; font-size: 0.85em; padding: ${cssVar('space-xs')} 0; color: ${cssVar('color-muted')}; }
.shop-tickets__grid td { padding: 2px; text-align: center; }
.shop-tickets__day {
  width: 100%;
  min-width: 1.5rem;
  height: 2.5rem;
  padding: 0;
  font: inherit;
  color: ${cssVar('color-text')};
  background: ${cssVar('color-button-bg')};
  border: 1px solid transparent;
  border-radius: ${cssVar('radius')};
  cursor: pointer;
}
.shop-tickets__day--available { border-color: ${cssVar('color-primary')}; color: ${cssVar('color-primary')}; font-weight: 600; }
.shop-tickets__day--fully_booked, .shop-tickets__day--no_time_left { text-decoration: line-through; color: ${cssVar('color-muted')}; border: 1px dashed ${cssVar('color-border')}; }
.shop-tickets__day--unavailable, .shop-tickets__day--past, .shop-tickets__day--loading { color: ${cssVar('color-muted')}; cursor: default; }
.shop-tickets__day--chosen { ${controlLook.primaryButton} border-color: ${cssVar('color-primary')}; }
.shop-tickets__day:focus-visible { ${controlLook.focusRing} }
@media (forced-colors: active) {
  .shop-tickets__day--chosen { outline: 2px solid Highlight; }
  /* A transparent border shows in forced colours: days that cannot be booked lose theirs and turn grey, as disabled
     controls do, so that only bookable days stay framed. */
  .shop-tickets__day--past, .shop-tickets__day--unavailable, .shop-tickets__day--loading { color: GrayText; border-style: none; }
  .shop-tickets__day--fully_booked, .shop-tickets__day--no_time_left { color: GrayText; border: 1px dashed GrayText; }
  .shop-tickets__day--available { border-color: ButtonText; }
  .shop-tickets__month-button:disabled { color: GrayText; border-color: GrayText; opacity: 1; }
}
`
