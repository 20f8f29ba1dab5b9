/** Styles every element shares, themed through the custom properties of theme.ts. */
import { cssVar } from './theme'

export const baseStyles = `
.shop-root {
  font-family: ${cssVar('font-family')};
  color: ${cssVar('color-text')};
  font-size: ${cssVar('font-size')};
  line-height: 1.4;
}
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
.shop-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`
