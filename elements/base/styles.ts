/** Styles every element shares, themed through the custom properties of theme.ts. */
import { cssVar } from './theme'

/**
 * Declarations the elements' own styles share, so a focus ring, a radio and a button look alike in every element
 * (focus and borders ≥ 3:1 on white, targets ≥ 24 px).
 */
export const controlLook = {
  focusRing: `outline: 3px solid ${cssVar('color-focus')}; outline-offset: 2px;`,
  radio: `width: 1.5rem; height: 1.5rem; margin: 0; flex: none; accent-color: ${cssVar('color-primary')};`,
  button: `
  min-height: 2.75rem;
  padding: 0 ${cssVar('space-l')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${cssVar('color-primary')};
  background: ${cssVar('color-button-bg')};
  border: 2px solid ${cssVar('color-primary')};
  border-radius: ${cssVar('radius')};`,
  primaryButton: `color: ${cssVar('color-on-primary')}; background: ${cssVar('color-primary')};`,
  disabled: 'cursor: not-allowed; opacity: 0.55;',
  /** Out of sight, still read by assistive technology. */
  visuallyHidden: `
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;`,
} as const

export const baseStyles = `
.shop-root {
  font-family: ${cssVar('font-family')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size')};
  line-height: 1.4;
}
/* Focused only to keep the keyboard's place after "try again": the content it holds is what matters. */
.shop-root:focus { outline: none; }
.shop-message {
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-message--error {
  color: ${cssVar('color-error')};
  background: ${cssVar('color-error-bg')};
}
.shop-message__text { margin: 0; }
.shop-message__retry {
  margin-top: ${cssVar('space-s')};
  ${controlLook.button}
}
.shop-message__retry:focus-visible { ${controlLook.focusRing} }
.shop-visually-hidden { ${controlLook.visuallyHidden} }
`
