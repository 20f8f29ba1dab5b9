/**
 * Declarations the elements' own styles share, so a focus ring, a radio and a button look alike in every element
 * (focus and borders ≥ 3:1 on white, targets ≥ 24 px). A module of its own, apart from the base styles: the build
 * writes the looks out in the start-up's styles (scripts/minifyCssTemplates.ts), so this table ships only with the
 * lazy elements that read it.
 */
import { cssVar } from './theme'

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
