/**
 * Styles of `<shop-donations>`, adopted into its shadow root. Stable class names and `part` attributes are the
 * outside hooks; colours, spacing and radius come from --shop-* custom properties with defaults that meet WCAG 2.2
 * AA on a white page (text ≥ 4.5:1, borders and focus ≥ 3:1, targets ≥ 24 px).
 */
export const donationStyles = `
.shop-donations {
  display: grid;
  gap: var(--shop-space-l, 1.25rem);
  max-width: var(--shop-donations-max-width, 40rem);
}
.shop-donations__group {
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: var(--shop-space-s, 0.5rem);
}
.shop-donations__legend {
  padding: 0;
  margin-bottom: var(--shop-space-s, 0.5rem);
  font-weight: 600;
}
.shop-donations__campaign {
  display: grid;
  gap: var(--shop-space-xs, 0.25rem);
  padding: var(--shop-space-m, 0.75rem);
  border: 1px solid var(--shop-color-border, #6b6b6b);
  border-radius: var(--shop-radius, 4px);
}
.shop-donations__campaign--single {
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: var(--shop-space-m, 0.75rem);
}
.shop-donations__campaign--selected {
  border-color: var(--shop-color-primary, #1d4e89);
  box-shadow: inset 0 0 0 1px var(--shop-color-primary, #1d4e89);
  background: var(--shop-color-selected-bg, transparent);
}
.shop-donations__campaign-name { margin: 0; font-weight: 600; }
.shop-donations__info, .shop-donations__hint {
  margin: 0;
  color: var(--shop-color-muted, #4a4a4a);
}
.shop-donations__thumbnail {
  width: var(--shop-donations-thumbnail-size, 4rem);
  height: var(--shop-donations-thumbnail-size, 4rem);
  object-fit: cover;
  border-radius: var(--shop-radius, 4px);
}
.shop-donations__presets {
  display: flex;
  flex-wrap: wrap;
  gap: var(--shop-space-s, 0.5rem);
}
.shop-donations__choice {
  display: flex;
  align-items: center;
  gap: var(--shop-space-s, 0.5rem);
  min-height: 2.75rem;
  cursor: pointer;
}
.shop-donations__preset {
  padding: 0 var(--shop-space-m, 0.75rem);
  border: 1px solid var(--shop-color-border, #6b6b6b);
  border-radius: var(--shop-radius, 4px);
}
.shop-donations__preset:has(:checked) {
  border-color: var(--shop-color-primary, #1d4e89);
  box-shadow: inset 0 0 0 1px var(--shop-color-primary, #1d4e89);
}
.shop-donations__radio {
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  flex: none;
  accent-color: var(--shop-color-primary, #1d4e89);
}
.shop-donations__custom { display: grid; gap: var(--shop-space-xs, 0.25rem); max-width: 20rem; }
.shop-donations__label { font-weight: 600; }
.shop-donations__input {
  min-height: 2.75rem;
  padding: 0 var(--shop-space-s, 0.5rem);
  font: inherit;
  color: inherit;
  background: var(--shop-color-input-bg, #fff);
  border: 1px solid var(--shop-color-border, #6b6b6b);
  border-radius: var(--shop-radius, 4px);
}
.shop-donations__input[aria-invalid='true'] { border: 2px solid var(--shop-color-error, #a4000f); }
.shop-donations__error { margin: 0; color: var(--shop-color-error, #a4000f); font-weight: 600; }
.shop-donations__message p { margin: 0; }
.shop-donations__message p + p { margin-top: var(--shop-space-xs, 0.25rem); }
.shop-donations__link { color: inherit; text-decoration: underline; }
.shop-donations__actions { display: flex; flex-wrap: wrap; gap: var(--shop-space-m, 0.75rem); }
.shop-donations__button {
  min-height: 2.75rem;
  padding: 0 var(--shop-space-l, 1.25rem);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: var(--shop-color-primary, #1d4e89);
  background: var(--shop-color-button-bg, #fff);
  border: 2px solid var(--shop-color-primary, #1d4e89);
  border-radius: var(--shop-radius, 4px);
}
.shop-donations__button--primary {
  color: var(--shop-color-on-primary, #fff);
  background: var(--shop-color-primary, #1d4e89);
}
.shop-donations__button:disabled { cursor: not-allowed; opacity: 0.55; }
.shop-donations__radio:focus-visible,
.shop-donations__input:focus-visible,
.shop-donations__button:focus-visible,
.shop-donations__link:focus-visible {
  outline: 3px solid var(--shop-color-focus, #1d4e89);
  outline-offset: 2px;
}
`
