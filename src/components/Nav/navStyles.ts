import type { RefObject } from 'react'
import { useAdoptedStyles } from '../common/useAdoptedStyles'

/**
 * The nav's default look, adopted into its shadow root. Small on purpose: museums adapt it with the --shop-nav-* and
 * --shop-color-* custom properties (they inherit into the shadow root) and with ::part(). Defaults meet WCAG 2.2 AA
 * contrast on white, targets are at least 44px high (≥ 24px required), focus is always visible.
 */
export const navStyles = `
:host { display: block; }
.shop-nav {
  --_text: var(--shop-nav-color, var(--shop-color-text, #1a1a1a));
  --_accent: var(--shop-nav-current-color, var(--shop-color-primary, #0b5394));
  --_hover: var(--shop-nav-hover-background, #eef2f7);
  --_border: var(--shop-nav-border-color, #8a8a8a);
  --_height: var(--shop-nav-item-height, 2.75rem);
  --_pad: var(--shop-nav-padding-x, var(--shop-space-m, 0.75rem));
  display: block;
  background: var(--shop-nav-background, transparent);
  color: var(--_text);
  font-family: var(--shop-font-family, inherit);
  font-size: var(--shop-nav-font-size, inherit);
  /* Host pages style text in ways a menu does not survive; the nav resets what it relies on. */
  text-align: start;
  text-transform: none;
  letter-spacing: normal;
  white-space: normal;
}
.shop-nav__list {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--shop-nav-gap, var(--shop-space-xs, 0.25rem));
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
  border-radius: var(--shop-radius, 4px);
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: var(--shop-nav-font-weight, 600);
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
}
.shop-nav__link:hover,
.shop-nav__button:hover,
.shop-nav__item:hover { background: var(--_hover); text-decoration: underline; }
.shop-nav__link[aria-current],
.shop-nav__button[aria-current] { color: var(--_accent); box-shadow: inset 0 -3px 0 currentColor; }
.shop-nav :focus-visible {
  outline: 3px solid var(--shop-color-focus, #0b5394);
  outline-offset: 2px;
}
.shop-nav__icon { width: 1.25em; height: 1.25em; flex: none; fill: currentColor; }
.shop-nav__chevron { width: 0.75em; height: 0.75em; flex: none; fill: currentColor; transition: transform 0.15s ease; }
.shop-nav__button[aria-expanded='true'] .shop-nav__chevron { transform: rotate(180deg); }
.shop-nav__dropdown {
  position: absolute;
  top: 100%;
  left: 0;
  z-index: var(--shop-nav-z-index, 1000);
  box-sizing: border-box;
  min-width: max(100%, 14rem);
  max-width: min(24rem, 90vw);
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: var(--shop-nav-dropdown-background, #fff);
  color: var(--_text);
  border: 1px solid var(--_border);
  border-radius: var(--shop-radius, 4px);
  box-shadow: var(--shop-nav-dropdown-shadow, 0 0.25rem 0.75rem rgb(0 0 0 / 0.15));
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
.shop-nav__divider { height: 1px; margin: 0.25rem 0; background: var(--_border); }
.shop-nav__item--view-all { font-weight: 600; }
.shop-nav--mobile .shop-nav__list { flex-direction: column; align-items: stretch; }
.shop-nav--mobile .shop-nav__link { display: flex; width: 100%; }
.shop-nav--mobile .shop-nav__link[aria-current] { box-shadow: inset 3px 0 0 currentColor; }
.shop-nav__sublist { margin: 0; padding: 0 0 0.25rem var(--shop-space-l, 1rem); list-style: none; }
.shop-nav__sublist .shop-nav__link { font-weight: normal; }
.shop-nav__placeholder { display: block; min-height: var(--_height); min-width: 1px; visibility: hidden; }
@keyframes shop-nav-open { from { opacity: 0; transform: translateY(-0.25rem); } }
@media (prefers-reduced-motion: reduce) {
  .shop-nav__dropdown { animation: none; }
  .shop-nav__chevron { transition: none; }
}
@media (forced-colors: active) {
  .shop-nav__link[aria-current], .shop-nav__button[aria-current] { text-decoration: underline; }
}
`

/**
 * Adopts the nav's stylesheet into the root `ref`'s element renders in. Each of the nav's layouts calls it with its
 * own outermost element: that ref is set before the layout's effects run, which the element root's ref is not on the
 * first render (React attaches a parent's ref after its children's layout effects).
 */
export function useNavStyles(ref: RefObject<HTMLElement | null>): void {
  useAdoptedStyles(ref, navStyles)
}
