/**
 * Styles of `<shop-cart-link>`, adopted into its shadow root. Themed with the shared custom properties (they inherit
 * into the shadow root) and ::part(); the link is a target of at least 44 px, its focus ring always visible.
 */
import { controlLook } from '../base/controlLook'
import { cssVar } from '../base/theme'

export const cartLinkStyles = `
:host { display: inline-block; max-width: 100%; vertical-align: middle; }
.shop-cart-link {
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('space-xs')} ${cssVar('space-s')};
  max-width: 100%;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: 0 ${cssVar('space-s')};
  box-sizing: border-box;
  color: ${cssVar('color-primary')};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${cssVar('radius')};
}
.shop-cart-link:hover .shop-cart-link__label { text-decoration: underline; }
.shop-cart-link:focus-visible { ${controlLook.focusRing} }
.shop-cart-link__icon { width: 1.5em; height: 1.5em; flex: none; fill: currentColor; }
.shop-cart-link__count {
  min-width: 1.5em;
  padding: 0 ${cssVar('space-xs')};
  box-sizing: border-box;
  text-align: center;
  line-height: 1.5;
  font-size: 0.875em;
  color: ${cssVar('color-on-primary')};
  background: ${cssVar('color-primary')};
  border-radius: 0.75em;
}
.shop-cart-link__total { color: ${cssVar('color-text')}; font-weight: 400; white-space: nowrap; }
@media (forced-colors: active) {
  .shop-cart-link__count { border: 1px solid; }
}
`
