/**
 * The theming surface: every custom property a museum may set on an element or an ancestor (they inherit into shadow
 * roots), with the default a style uses while it is unset. Defaults meet WCAG 2.2 AA on a white page. Styles read a
 * property only through `cssVar`, so each name and default is written here once; docs/styling.md lists this table. The
 * build writes each `${cssVar('name')}` of a style module out as its text, so this table itself never ships.
 */

/** Every property's name is this prefix plus its key below. */
export const THEME_PREFIX = '--shop-'

/** Properties every element reads. */
const SHARED = {
  'font-family': 'inherit',
  'font-size': '1rem',
  'color-text': 'inherit',
  'color-primary': '#1d4e89',
  'color-on-primary': '#fff',
  'color-border': '#6b6b6b',
  'color-muted': '#4a4a4a',
  'color-error': '#a4000f',
  'color-error-bg': '#fdecee',
  'color-message-bg': '#f4f4f4',
  'color-focus': '#1d4e89',
  'color-selected-bg': 'transparent',
  'color-input-bg': '#fff',
  'color-button-bg': '#fff',
  radius: '4px',
  'space-xs': '0.25rem',
  'space-s': '0.5rem',
  'space-m': '0.75rem',
  'space-l': '1.25rem',
} as const

type SharedName = keyof typeof SHARED

/** True for a property every element reads (not one element's own). */
export function isSharedThemeName(name: string): name is SharedName {
  return Object.hasOwn(SHARED, name)
}

/**
 * Properties of one element. A default `[shared]` follows that shared property (and its default); `[shared, value]`
 * follows it with a default of its own.
 */
const OWN = {
  'donations-max-width': '40rem',
  'donations-thumbnail-size': '4rem',
  'cart-max-width': '40rem',
  'payment-summary-max-width': '40rem',
  'tickets-max-width': '40rem',
  'personalization-max-width': '40rem',
  // Dark by default even where the page's text is light: the nav's dropdowns are white.
  'nav-color': ['color-text', '#1a1a1a'],
  'nav-current-color': ['color-primary'],
  'nav-background': 'transparent',
  'nav-hover-background': '#eef2f7',
  'nav-border-color': '#8a8a8a',
  'nav-dropdown-background': '#fff',
  'nav-dropdown-shadow': '0 0.25rem 0.75rem rgb(0 0 0 / 0.15)',
  'nav-font-size': 'inherit',
  'nav-font-weight': '600',
  'nav-item-height': '2.75rem',
  'nav-padding-x': ['space-m'],
  'nav-gap': ['space-xs'],
  'nav-z-index': '1000',
} as const satisfies Record<string, string | readonly [SharedName] | readonly [SharedName, string]>

/**
 * Every property with its default, by key. Built by a call marked pure: a spread would stay in the bundle as a
 * possible side effect, although the build writes each read out and nothing else there needs the table.
 */
export const THEME: typeof SHARED & typeof OWN = /* @__PURE__ */ Object.assign({}, SHARED, OWN)

export type ThemeName = keyof typeof THEME

/** `var(--shop-<name>, <default>)`: how a style reads a themable value. */
export function cssVar(name: ThemeName): string {
  const fallback: string | readonly string[] = THEME[name]
  if (typeof fallback === 'string') return `var(${THEME_PREFIX}${name}, ${fallback})`
  const [shared, own] = fallback as readonly [SharedName, string?]
  const read = own === undefined ? cssVar(shared) : `var(${THEME_PREFIX}${shared}, ${own})`
  return `var(${THEME_PREFIX}${name}, ${read})`
}
