/**
 * Styles of `<shop-order>`, adopted into its shadow root. One column: at 320 px nothing scrolls sideways, long titles
 * and addresses wrap. Document links are targets of at least 44 px; the focus ring is always visible.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const orderStyles = `
.shop-order { display: grid; gap: ${cssVar('space-m')}; max-width: 44rem; min-width: 0; }
.shop-order--loading { min-height: 6rem; }
.shop-order__loading, .shop-order__pending { margin: 0; color: ${cssVar('color-muted')}; }
.shop-order__heading { margin: 0; font-size: 1.4em; }
.shop-order__heading:focus { outline: none; }
.shop-order__subheading { margin: ${cssVar('space-s')} 0 0; font-size: 1.1em; }
.shop-order__summary { overflow-wrap: anywhere; }
.shop-order__summary p { margin: 0; }
.shop-order__lines, .shop-order__documents, .shop-order__ways { list-style: none; margin: 0; padding: 0; }
.shop-order__lines { display: grid; gap: ${cssVar('space-s')}; }
.shop-order__line {
  display: grid;
  gap: ${cssVar('space-xs')};
  padding: ${cssVar('space-m')} 0;
  border-bottom: 1px solid ${cssVar('color-border')};
  min-width: 0;
}
.shop-order__head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${cssVar('space-s')}; }
.shop-order__title { font-weight: 600; overflow-wrap: anywhere; min-width: 0; }
.shop-order__when { margin: 0; color: ${cssVar('color-muted')}; }
.shop-order__documents { display: flex; flex-wrap: wrap; gap: 0 ${cssVar('space-m')}; }
.shop-order__document, .shop-order__calendar, .shop-order__personalize, .shop-order__ways a {
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  color: ${cssVar('color-primary')};
  font-weight: 600;
}
.shop-order__calendar { justify-self: start; }
.shop-order__personalize { ${controlLook.button} justify-self: start; }
.shop-order__total {
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-weight: 700;
  font-size: 1.1em;
}
.shop-order__invoice { margin: 0; }
.shop-order__withdrawal { display: grid; gap: ${cssVar('space-s')}; }
.shop-order__notice {
  margin: 0;
  padding: ${cssVar('space-s')} ${cssVar('space-m')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('color-message-bg')};
  overflow-wrap: anywhere;
}
.shop-order__notice a { color: inherit; font-weight: 600; }
.shop-order__said { overflow-wrap: anywhere; white-space: pre-wrap; }
.shop-order__button {
  ${controlLook.button}
  ${controlLook.primaryButton}
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  box-sizing: border-box;
}
.shop-order__ways { display: grid; gap: ${cssVar('space-xs')}; margin-top: ${cssVar('space-s')}; }
.shop-message__text + .shop-message__text { margin-top: ${cssVar('space-xs')}; }
.shop-order a:focus-visible, .shop-order button:focus-visible, .shop-message a:focus-visible,
.shop-message button:focus-visible { ${controlLook.focusRing} }
`
