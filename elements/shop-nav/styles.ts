import { cssVar } from '../base/theme'

/**
 * The nav's default look, adopted into its shadow root. Small on purpose: museums adapt it with the theme's custom
 * properties (they inherit into the shadow root) and with ::part(). Targets are at least 44px high (≥ 24px
 * required), focus is always visible.
 *
 * Notes on the rules (kept here, out of the shipped text): the nav resets the text styles a host page sets and a menu
 * does not survive. Markers are borders, not shadows or backgrounds: forced colours (high contrast) keep borders and
 * drop the rest; the current entry's padding on the other side keeps its label where the others have theirs. An
 * entry without an address (the shop is still loading) is shown in place, not as a link. A dropdown is never wider
 * than the page; on a narrow one it is moved sideways to fit (see NavDropdown). The collapsed mobile list opens in
 * the flow below its button and pushes the page down, as a site's own menu does.
 */
export const navStyles = `
:host { display: block; }
.shop-nav {
  --_text: ${cssVar('nav-color')};
  --_accent: ${cssVar('nav-current-color')};
  --_hover: ${cssVar('nav-hover-background')};
  --_border: ${cssVar('nav-border-color')};
  --_height: ${cssVar('nav-item-height')};
  --_pad: ${cssVar('nav-padding-x')};
  --_mark: 3px;
  display: block;
  background: ${cssVar('nav-background')};
  color: var(--_text);
  font-family: ${cssVar('font-family')};
  font-size: ${cssVar('nav-font-size')};
  text-align: start;
  text-transform: none;
  letter-spacing: normal;
  white-space: normal;
}
.shop-nav__list {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar('nav-gap')};
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-nav__entry { position: relative; margin: 0; padding: 0; }
.shop-nav__link,
.shop-nav__button {
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: var(--_height);
  min-width: var(--_height);
  margin: 0;
  padding: 0 var(--_pad);
  border: 0;
  border-radius: ${cssVar('radius')};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${cssVar('nav-font-weight')};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
}
.shop-nav__link[href]:hover,
.shop-nav__button:hover,
.shop-nav__item:hover { background: var(--_hover); text-decoration: underline; }
.shop-nav__link[aria-current],
.shop-nav__button[aria-current] {
  color: var(--_accent);
  padding-top: var(--_mark);
  border-bottom: var(--_mark) solid currentColor;
}
.shop-nav :focus-visible {
  outline: 3px solid ${cssVar('color-focus')};
  outline-offset: 2px;
}
.shop-nav__link:not([href]) { cursor: default; }
.shop-nav__icon { width: 1.25em; height: 1.25em; flex: none; fill: currentColor; }
.shop-nav__chevron { width: 0.75em; height: 0.75em; flex: none; fill: currentColor; transition: transform 0.15s ease; }
.shop-nav__chevron--space { visibility: hidden; }
.shop-nav__button[aria-expanded='true'] .shop-nav__chevron { transform: rotate(180deg); }
.shop-nav__dropdown {
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${cssVar('nav-z-index')};
  box-sizing: border-box;
  min-width: min(max(100%, 14rem), calc(100vw - 1rem));
  max-width: min(24rem, calc(100vw - 1rem));
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${cssVar('nav-dropdown-background')};
  color: var(--_text);
  border: 1px solid var(--_border);
  border-radius: ${cssVar('radius')};
  box-shadow: ${cssVar('nav-dropdown-shadow')};
  animation: shop-nav-open 0.12s ease-out;
}
.shop-nav__entry:last-child > .shop-nav__dropdown { left: auto; right: 0; }
.shop-nav__dropdown[hidden] { display: none; }
.shop-nav__item {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0.5rem var(--_pad);
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
}
.shop-nav__divider { height: 0; margin: 0.25rem 0; border-top: 1px solid var(--_border); }
.shop-nav__item--view-all { font-weight: 600; }
.shop-nav--mobile .shop-nav__list { flex-direction: column; align-items: stretch; }
.shop-nav__list[hidden] { display: none; }
.shop-nav--mobile .shop-nav__link { display: flex; width: 100%; }
.shop-nav--mobile .shop-nav__link[aria-current] {
  padding: 0 var(--_pad) 0 calc(var(--_pad) - var(--_mark));
  border-bottom: 0;
  border-left: var(--_mark) solid currentColor;
}
.shop-nav__sublist { margin: 0; padding: 0 0 0.25rem ${cssVar('space-l')}; list-style: none; }
.shop-nav__sublist .shop-nav__link { font-weight: normal; }
@keyframes shop-nav-open { from { opacity: 0; transform: translateY(-0.25rem); } }
@media (prefers-reduced-motion: reduce) {
  .shop-nav__dropdown { animation: none; }
  .shop-nav__chevron { transition: none; }
}
@media (forced-colors: active) {
  .shop-nav__link[aria-current], .shop-nav__button[aria-current] { text-decoration: underline; }
}
`
