/**
 * Styles every element shares. Custom properties (--shop-*) are the theming surface a museum sets on the element or
 * any ancestor; they inherit through shadow roots.
 */
export const baseStyles = `
.shop-root {
  font-family: var(--shop-font-family, inherit);
  color: var(--shop-color-text, inherit);
  font-size: var(--shop-font-size, 1rem);
  line-height: 1.4;
}
.shop-message {
  margin: 0;
  padding: var(--shop-space-s, 0.5rem) var(--shop-space-m, 0.75rem);
  border-radius: var(--shop-radius, 4px);
  background: var(--shop-color-message-bg, #f4f4f4);
}
.shop-message--error {
  color: var(--shop-color-error, #a4000f);
  background: var(--shop-color-error-bg, #fdecee);
}
.shop-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`
