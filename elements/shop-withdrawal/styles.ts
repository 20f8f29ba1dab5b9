/**
 * Styles of `<shop-withdrawal>`, adopted into its shadow root. One column of full-width fields, so 320 px never
 * scrolls sideways; a field's message is words in the error colour under it and a thicker border, never colour alone.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const withdrawalStyles = `
.shop-withdrawal { display: grid; gap: ${cssVar('space-m')}; max-width: 40rem; min-width: 0; }
.shop-withdrawal__intro { margin: 0; }
.shop-withdrawal__field { display: grid; gap: ${cssVar('space-xs')}; min-width: 0; }
.shop-withdrawal__label { font-weight: 600; }
.shop-withdrawal__optional { font-weight: 400; color: ${cssVar('color-muted')}; }
.shop-withdrawal__input {
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${cssVar('space-xs')} ${cssVar('space-s')};
  font: inherit;
  color: inherit;
  background: ${cssVar('color-input-bg')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-withdrawal__input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-withdrawal__field-error, .shop-withdrawal__error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-withdrawal__summary:empty { display: none; }
.shop-withdrawal__send { ${controlLook.button} ${controlLook.primaryButton} justify-self: start; }
.shop-withdrawal__send[aria-disabled='true'] { cursor: progress; opacity: 0.55; }
.shop-withdrawal__done {
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-withdrawal__input:focus-visible, .shop-withdrawal__send:focus-visible, .shop-withdrawal__done:focus-visible {
  ${controlLook.focusRing}
}
`
