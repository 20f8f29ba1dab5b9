/**
 * Styles of the card method's area (the e-mail field, PayPal's hosted card fields, the Pay button and the result),
 * adopted beside the payment element's: the same control look, the theme's custom properties.
 */
import { controlLook } from '../../base/controlLook'
import { cssVar } from '../../base/theme'

export const cardStyles = `
/* One column that may shrink below its fields' default widths: the form stays inside a phone's option box. */
.shop-card-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; max-width: 450px; }
.shop-card-email { display: grid; gap: 4px; }
.shop-card-email input {
  font: inherit; min-height: 2.75rem; box-sizing: border-box; width: 100%; padding: 0 ${cssVar('space-s')};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.shop-card-email input[aria-invalid='true'] { border: 2px solid ${cssVar('color-error')}; }
.shop-card-error { margin: 0; color: ${cssVar('color-error')}; font-weight: 600; }
.shop-card-pay {${controlLook.button}
  ${controlLook.primaryButton}
}
.shop-card-pay:disabled { ${controlLook.disabled} }
.shop-card-result p { margin: 0; }
.shop-card-result--failed { border: 2px solid ${cssVar('color-error')}; font-weight: 600; }
.shop-card-result--failed p + p { margin-top: ${cssVar('space-xs')}; font-weight: 400; }
`
