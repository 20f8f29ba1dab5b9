/**
 * Styles of `<shop-donations>`, adopted into its shadow root. Stable class names and `part` attributes are the
 * outside hooks; colours, spacing and radius are the custom properties of the theme (text ≥ 4.5:1, borders and
 * focus ≥ 3:1 on white, targets ≥ 24 px).
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const donationStyles = `
.shop-donations {
  display: grid;
  gap: ${cssVar('space-l')};
  max-width: ${cssVar('donations-max-width')};
  container-type: inline-size;
}
.shop-donations__group {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${cssVar('space-s')};
}
.shop-donations__legend {
  padding: 0;
  margin-bottom: ${cssVar('space-s')};
  font-weight: 600;
}
.shop-donations__campaign {
  min-width: 0;
  display: grid;
  gap: ${cssVar('space-xs')};
  padding: ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-donations__campaign--single {
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${cssVar('space-m')};
}
.shop-donations__campaign--selected {
  border-color: ${cssVar('color-primary')};
  box-shadow: inset 0 0 0 1px ${cssVar('color-primary')};
  background: ${cssVar('color-selected-bg')};
}
/* Campaign texts wrap inside the card at any width (hyphenated in the form's language), never push it wider. */
.shop-donations__campaign-text { min-width: 0; }
.shop-donations__campaign-name {
  min-width: 0;
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
  hyphens: auto;
}
.shop-donations__info, .shop-donations__hint {
  margin: 0;
  color: ${cssVar('color-muted')};
  overflow-wrap: anywhere;
  hyphens: auto;
}
/* Narrow: a campaign's name gets a line of its own under its radio and picture, where its words fit whole. */
@container (max-width: 25rem) {
  .shop-donations__campaigns .shop-donations__choice { flex-wrap: wrap; }
  .shop-donations__campaigns .shop-donations__campaign-name { flex-basis: 100%; }
  .shop-donations__campaign--single { grid-template-columns: 1fr; }
}
.shop-donations__bars {
  color: transparent;
  background: ${cssVar('color-message-bg')};
  border-radius: ${cssVar('radius')};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
}
.shop-donations__placeholder-radio { border-radius: 50%; background: ${cssVar('color-message-bg')}; }
.shop-donations__placeholder-box { flex: none; background: ${cssVar('color-message-bg')}; }
.shop-donations__thumbnail {
  width: ${cssVar('donations-thumbnail-size')};
  height: ${cssVar('donations-thumbnail-size')};
  object-fit: cover;
  border-radius: ${cssVar('radius')};
}
.shop-donations__presets {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${cssVar('space-s')};
}
.shop-donations__choice {
  display: flex;
  align-items: center;
  gap: ${cssVar('space-s')};
  min-height: 2.75rem;
  cursor: pointer;
}
.shop-donations__preset {
  padding: 0 ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-donations__preset:has(:checked) {
  border-color: ${cssVar('color-primary')};
  box-shadow: inset 0 0 0 1px ${cssVar('color-primary')};
}
.shop-donations__radio { ${controlLook.radio} }
.shop-donations__custom { display: grid; gap: ${cssVar('space-xs')}; max-width: 20rem; }
.shop-donations__label { font-weight: 600; }
.shop-donations__input {
  min-height: 2.75rem;
  padding: 0 ${cssVar('space-s')};
  font: inherit;
  color: inherit;
  background: ${cssVar('color-input-bg')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-donations__input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-donations__preview { margin: 0; font-weight: 600; }
.shop-donations__preset:has(:disabled) { cursor: not-allowed; opacity: 0.55; }
.shop-donations__error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-donations__message p { margin: 0; }
.shop-donations__message p + p { margin-top: ${cssVar('space-xs')}; }
.shop-donations__link { color: inherit; text-decoration: underline; }
.shop-donations__actions { display: flex; flex-wrap: wrap; gap: ${cssVar('space-m')}; }
.shop-donations__button {${controlLook.button}
}
.shop-donations__button--primary { ${controlLook.primaryButton} }
.shop-donations__button:disabled { ${controlLook.disabled} }
/* Leaving for the cart: both buttons do nothing more, the pressed one turns a ring until the cart page is there. */
.shop-donations__button[aria-disabled='true'] { cursor: progress; }
.shop-donations__button[aria-disabled='true']:not([aria-busy='true']) { opacity: 0.55; }
.shop-donations__button[aria-busy='true']::after {
  content: '';
  display: inline-block;
  width: 0.9em;
  height: 0.9em;
  margin-inline-start: ${cssVar('space-s')};
  vertical-align: -0.1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: shop-donations-turn 0.8s linear infinite;
}
@keyframes shop-donations-turn { to { transform: rotate(1turn); } }
@media (prefers-reduced-motion: reduce) {
  .shop-donations__button[aria-busy='true']::after { animation: none; }
}
.shop-donations__actions > .shop-donations__message { flex-basis: 100%; }
.shop-donations__radio:focus-visible,
.shop-donations__input:focus-visible,
.shop-donations__button:focus-visible,
.shop-donations__link:focus-visible {
  ${controlLook.focusRing}
}
`
