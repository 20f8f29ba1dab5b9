import {
  boolean,
  cssProperties,
  declareElement,
  flag,
  jsonText,
  text,
  type Attribute,
  type ElementDocs,
} from '../base/attributes'

/** The element picks its layout by its own width: mobile below this many CSS pixels. */
export const AUTO_MOBILE_BELOW_PX = 720

/** `mobile` is a boolean that also takes "auto"; the component gets `true`, `false` or `'auto'`. */
export const AUTO = 'auto'
const layoutChoice: Attribute<boolean | typeof AUTO, boolean | '' | typeof AUTO, false> = {
  convert: (raw) => (raw?.trim().toLowerCase() === AUTO ? AUTO : boolean(raw)),
}

export const SHOP_NAV = declareElement('shop-nav', {
  nav: jsonText,
  mobile: layoutChoice,
  'expand-mobile-subnavs': flag,
  'current-page': text(),
})

/** The page key assumed when `current-page` is absent. */
export const DEFAULT_CURRENT_PAGE = 'shop.start'

export const SHOP_NAV_DOCS: ElementDocs<typeof SHOP_NAV> = {
  element: SHOP_NAV,
  description: "The shop's main navigation (open shadow root).",
  attributes: {
    nav: {
      type: 'string (JSON array of entries)',
      description: 'The entries in display order; see docs/elements/shop-nav.md.',
    },
    mobile: {
      type: `boolean | '${AUTO}'`,
      description:
        'Present: the mobile layout (a flat list without the home icon). ' +
        `"${AUTO}": the mobile layout while the element is narrower than ${AUTO_MOBILE_BELOW_PX}px, else the bar.`,
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
    'dropdown',
    'item',
    'view-all',
    'divider',
    'sublist',
    'current',
    'message',
    'retry-button',
  ],
  cssProperties: cssProperties(SHOP_NAV.tag),
}
