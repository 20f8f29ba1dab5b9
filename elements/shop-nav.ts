import { ShopNav, type ShopNavProps } from '../src/components/Nav/ShopNav'
import { boolean, json, string } from './converters'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

/** `<shop-nav mobile nav='[…]' expand-mobile-subnavs current-page="shop.start">` — the shop's main navigation. */
export type ShopNavAttributes = ShopNavProps

export const SHOP_NAV_TAG = 'shop-nav'

// Shadow DOM: the host page's CSS (frameworks, resets) cannot reach the dropdowns; museums theme it with --shop-*
// custom properties and ::part() (README "Styling").
export const ShopNavElement = trackPresence(
  toCustomElement<ShopNavProps>(
    SHOP_NAV_TAG,
    ShopNav,
    { mobile: boolean, nav: json, expandMobileSubnavs: boolean, currentPage: string },
    { shadow: true },
  ),
  'feature',
)

export const defineShopNav = () => defineOnce(SHOP_NAV_TAG, ShopNavElement)
