import {
  boolean,
  cssProperties,
  declareElement,
  flag,
  jsonText,
  text,
  type Attribute,
  elementDocs,
  type ElementDocs,
} from '../base/attributes'

/** The element picks its layout by its own width: mobile below this many CSS pixels. */
export const AUTO_MOBILE_BELOW_PX = 720

/** `mobile="auto"`: the layout follows the element's width. */
export const AUTO = 'auto'
/** `mobile="collapsed"`: as "auto", and the mobile list is folded behind a button named like the nav. */
export const COLLAPSED = 'collapsed'
/** The `mobile` values that choose by width. */
export type WidthChoice = typeof AUTO | typeof COLLAPSED

/** `mobile` is a boolean that also takes "auto" and "collapsed"; the component gets the boolean or that word. */
const layoutChoice: Attribute<boolean | WidthChoice, boolean | '' | WidthChoice, false> = {
  convert: (raw) => {
    const word = raw?.trim().toLowerCase()
    return word === AUTO || word === COLLAPSED ? word : boolean(raw)
  },
}

export const SHOP_NAV = declareElement('shop-nav', {
  nav: jsonText,
  mobile: layoutChoice,
  'expand-mobile-subnavs': flag,
  'current-page': text(),
})

/** The page key assumed when `current-page` is absent. */
export const DEFAULT_CURRENT_PAGE = 'shop.start'

export const SHOP_NAV_DOCS = elementDocs((): ElementDocs<typeof SHOP_NAV> => ({
  element: SHOP_NAV,
  description:
    "The shop's main navigation (open shadow root). Links that need no shop data always show: when the shop's data " +
    'cannot be loaded, dropdowns become links to their listings, and the failure is one console line and a ' +
    '`shop-error` event, never a message in the site header.',
  attributes: {
    nav: {
      type: 'string (JSON array of entries)',
      description: 'The entries in display order; see docs/elements/shop-nav.md.',
    },
    mobile: {
      type: `boolean | '${AUTO}' | '${COLLAPSED}'`,
      description:
        'Present: the mobile layout (a flat list without the home icon). ' +
        `"${AUTO}": the mobile layout while the element is narrower than ${AUTO_MOBILE_BELOW_PX}px, else the bar. ` +
        `"${COLLAPSED}": as "${AUTO}", with the mobile list folded behind one button named like the nav ("Shop", ` +
        'aria-expanded; Escape or a click elsewhere folds it again): one row in a site header on a phone. ' +
        "Inside the site's own menu drawer, use the mobile layout instead (docs/nav-in-a-menu.md).",
      default: 'false',
    },
    'expand-mobile-subnavs': {
      description: "In the mobile layout, show each listing's items as a sub-list.",
      default: 'false',
    },
    'current-page': {
      description: 'Page key of the page being shown; that entry is highlighted with aria-current.',
      default: DEFAULT_CURRENT_PAGE,
    },
  },
  events: ['shop-data-loaded', 'shop-error'],
  cssParts: [
    'nav',
    'list',
    'entry',
    'link',
    'home',
    'icon',
    'button',
    'toggle',
    'dropdown',
    'item',
    'view-all',
    'divider',
    'sublist',
    'current',
    'message',
  ],
  cssProperties: cssProperties(SHOP_NAV),
}))
