/** Styles of the payment modes' choice and order control, beside the payment element's own (same prefix). */
import { controlLook } from '../../base/controlLook'
import { cssVar } from '../../base/theme'

export const paymentModeStyles = `
.shop-payment__modes .shop-payment__option { padding: 12px 20px; margin-bottom: ${cssVar('space-s')}; }
.shop-payment__place-order {
  ${controlLook.button}
  ${controlLook.primaryButton}
  max-width: 450px;
  width: 100%;
  padding: ${cssVar('space-xs')} ${cssVar('space-l')};
  overflow-wrap: anywhere;
}
.shop-payment__place-order:disabled { ${controlLook.disabled} }
`
