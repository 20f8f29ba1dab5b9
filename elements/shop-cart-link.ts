import { SHOP_CART_LINK } from '../src/components/CartLink/cartLinkElement'
import { defineOnce, toCustomElement } from './define'
import { lazyOnConnect, startOnConnect } from './lazyElement'
import { trackPresence } from './presence'

// Loaded on demand: a page without a cart link (a nav page, say) never downloads its code. The download starts when
// the element connects, alongside the shop request, not after the first render.
const ShopCartLink = lazyOnConnect(() => import('../src/components/CartLink/ShopCartLink'))

// Shadow DOM like the nav: the header's CSS cannot reach it; museums theme it with --shop-* and ::part().
export const ShopCartLinkElement = trackPresence(
  startOnConnect(
    toCustomElement(SHOP_CART_LINK, ShopCartLink.Component, { shadow: true }),
    ShopCartLink.start,
  ),
  'feature',
)

export const defineShopCartLink = () => defineOnce(SHOP_CART_LINK.tag, ShopCartLinkElement)
