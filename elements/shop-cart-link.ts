import { lazy } from 'react'
import { SHOP_CART_LINK } from '../src/components/CartLink/cartLinkElement'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

// Loaded on demand: a page without a cart link (a nav page, say) never downloads its code.
const ShopCartLink = lazy(() => import('../src/components/CartLink/ShopCartLink'))

// Shadow DOM like the nav: the header's CSS cannot reach it; museums theme it with --shop-* and ::part().
export const ShopCartLinkElement = trackPresence(
  toCustomElement(SHOP_CART_LINK, ShopCartLink, { shadow: true }),
  'feature',
)

export const defineShopCartLink = () => defineOnce(SHOP_CART_LINK.tag, ShopCartLinkElement)
