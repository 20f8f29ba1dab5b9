import { SHOP_NAV } from '../src/components/Nav/navElement'
import { ShopNav } from '../src/components/Nav/ShopNav'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

// Shadow DOM: the host page's CSS (frameworks, resets) cannot reach the dropdowns; museums theme it with --shop-*
// custom properties and ::part() (README "Styling").
export const ShopNavElement = trackPresence(toCustomElement(SHOP_NAV, ShopNav, { shadow: true }), 'feature')

export const defineShopNav = () => defineOnce(SHOP_NAV.tag, ShopNavElement)
