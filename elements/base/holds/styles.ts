/**
 * Styles of the hold timer: a framed line with the time left and the extend button, which wraps below the sentence
 * where the two do not fit side by side. The element around it spaces it and sets its width.
 */
import { controlLook } from '../controlLook'
import { cssVar } from '../theme'

export const holdStyles = `
.shop-hold {
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space-s')} ${cssVar('space-m')};
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
}
.shop-hold__text { margin: 0; flex: 1 1 14rem; }
.shop-hold__extend { ${controlLook.button} }
.shop-hold__extend:focus-visible { ${controlLook.focusRing} }
.shop-hold__extend[aria-disabled='true'] { ${controlLook.disabled} }
`
