/**
 * Styles of `<shop-personalization>`, adopted into its shadow root. One column of full-width fields, so 320 px never
 * scrolls sideways and the order a screen reader reads is the order the eye reads. A field's message is words in the
 * error colour under the field, its control gets a thicker error-coloured border: never the colour alone. Controls are
 * 2.75 rem high.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'
import { PERSONALIZATION_RESERVE } from './element'

export const personalizationStyles = `
.shop-personalization {
  display: grid;
  gap: ${cssVar('space-l')};
  max-width: ${cssVar('personalization-max-width')};
}
.shop-personalization--loading { min-height: ${PERSONALIZATION_RESERVE}; }
.shop-personalization__loading { margin: 0; color: ${cssVar('color-muted')}; }
.shop-personalization__intro { margin: 0; }
.shop-personalization__sale { display: grid; gap: ${cssVar('space-m')}; min-width: 0; }
.shop-personalization__title { margin: 0; font-size: 1.15em; font-weight: 600; overflow-wrap: break-word; }
.shop-personalization__said:focus { outline: none; }
.shop-personalization__said:empty { display: none; }
.shop-personalization__holder {
  display: grid;
  gap: ${cssVar('space-m')};
  min-width: 0;
  margin: 0;
  padding: ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-personalization__legend { padding: 0 ${cssVar('space-xs')}; font-weight: 600; }
.shop-personalization__field { display: grid; gap: ${cssVar('space-xs')}; min-width: 0; }
.shop-personalization__label { font-weight: 600; }
.shop-personalization__optional { font-weight: 400; color: ${cssVar('color-muted')}; }
.shop-personalization__input {
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: 0 ${cssVar('space-s')};
  font: inherit;
  color: inherit;
  background: ${cssVar('color-input-bg')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
}
.shop-personalization__input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-personalization__error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-personalization__actions { display: grid; gap: ${cssVar('space-m')}; justify-items: start; }
.shop-personalization__unsent { margin: 0; font-weight: 600; }
.shop-personalization__send { ${controlLook.button} ${controlLook.primaryButton} }
.shop-personalization__send[aria-disabled='true'] { cursor: progress; opacity: 0.55; }
.shop-personalization__notice {
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-personalization__link { color: inherit; font-weight: 600; }
.shop-personalization__input:focus-visible, .shop-personalization__send:focus-visible,
.shop-personalization__link:focus-visible, .shop-personalization__notice:focus-visible { ${controlLook.focusRing} }
.shop-message__text + .shop-message__text { margin-top: ${cssVar('space-xs')}; }
`
