/** Styles every element shares, themed through the custom properties of theme.ts. */
import { controlLook } from './controlLook'
import { cssVar } from './theme'

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
