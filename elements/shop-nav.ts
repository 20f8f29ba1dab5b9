import { SHOP_NAV } from '../src/components/Nav/navElement'
import { ShopNav } from '../src/components/Nav/ShopNav'
import { navListingTypes } from '../src/components/Nav/useNavListings'
import { prefetchListings, whenConfigured } from '../src/store/listings'
import { convertAttributes, defineOnce, toCustomElement } from './define'
import { startWhileConnected } from './lazyElement'
import { trackPresence } from './presence'

/**
 * The listings a connected nav needs are requested as soon as the configuration is ready, not after React's first
 * render: the requests overlap the render. The nav reads them from the same cache, so nothing is asked twice.
 */
function prefetchNavListings(host: HTMLElement): () => void {
  const types = navListingTypes(convertAttributes(SHOP_NAV, (name) => host.getAttribute(name)))
  return types.length === 0 ? () => undefined : whenConfigured((config) => prefetchListings(config, types))
}

// Shadow DOM: the host page's CSS (frameworks, resets) cannot reach the dropdowns; museums theme it with --shop-*
// custom properties and ::part() (README "Styling").
export const ShopNavElement = trackPresence(
  startWhileConnected(toCustomElement(SHOP_NAV, ShopNav, { shadow: true }), prefetchNavListings),
  'feature',
)

export const defineShopNav = () => defineOnce(SHOP_NAV.tag, ShopNavElement)
