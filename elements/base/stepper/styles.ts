/** Styles of the shared quantity stepper: targets of 2.75 rem, the number in tabular figures so it does not jump. */
import { controlLook } from '../controlLook'
import { cssVar } from '../theme'

export const stepperStyles = `
.shop-stepper { display: flex; align-items: center; gap: ${cssVar('space-xs')}; }
.shop-stepper__button { ${controlLook.button} padding: 0; width: 2.75rem; font-size: 1.25em; }
.shop-stepper__button[aria-disabled='true'] { ${controlLook.disabled} }
.shop-stepper__button:focus-visible { ${controlLook.focusRing} }
.shop-stepper__quantity { min-width: 2ch; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; }
`
