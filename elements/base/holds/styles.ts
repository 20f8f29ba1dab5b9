/**
 * Styles of the hold timer and of the notice of places taken. The timer: a framed line with the time left and the extend button, which wraps below the sentence
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

/** The notice of places taken after a hold ended: per line its sentence, then its ways on, wrapping where narrow. */
export const goneStyles = `
.shop-gone { display: grid; gap: ${cssVar('space-s')}; margin: ${cssVar('space-m')} 0; }
.shop-gone:focus-visible { ${controlLook.focusRing} }
.shop-gone__lines { list-style: none; margin: 0; padding: 0; display: grid; gap: ${cssVar('space-s')}; }
.shop-gone__text { margin: 0 0 ${cssVar('space-s')}; }
.shop-gone__actions { display: flex; flex-wrap: wrap; align-items: center; gap: ${cssVar('space-s')} ${cssVar('space-m')}; }
.shop-gone__action { ${controlLook.button} }
.shop-gone__action:focus-visible, .shop-gone__link:focus-visible { ${controlLook.focusRing} }
.shop-gone__action[aria-disabled='true'] { ${controlLook.disabled} }
.shop-gone__link { color: ${cssVar('color-primary')}; min-height: 1.5rem; display: inline-flex; align-items: center; }
`
