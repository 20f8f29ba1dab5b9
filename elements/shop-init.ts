import { ShopInit } from '../src/components/Init/ShopInit'
import { SHOP_INIT, SHOP_INIT_DOMAIN } from '../src/components/Init/initElements'
import { startAnalytics } from '../src/components/Init/optIns'
import { configureShop } from '../src/store/config'
import { convertAttributes, defineOnce, toCustomElement } from './define'
import { startWhileConnected } from './lazyElement'
import { trackPresence } from './presence'

/**
 * Configures the page when the element connects, not after React's first render, so the shop's request (and the
 * navs' listings) start with the page's script; the analytics opt-in listens from then on too, since the configuration
 * being ready lets other elements speak. The component does both again on attribute changes; the same configuration
 * again changes nothing and joins the running request, and analytics start once per page.
 */
const configureOnConnect =
  (declaration: typeof SHOP_INIT | typeof SHOP_INIT_DOMAIN) =>
  (host: HTMLElement): (() => void) => {
    const attributes = convertAttributes(declaration, (name) => host.getAttribute(name))
    configureShop(attributes)
    startAnalytics(attributes.analytics)
    return () => undefined
  }

// Both init elements render the same component; it renders nothing, so it needs no element root.
export const ShopInitElement = trackPresence(
  startWhileConnected(toCustomElement(SHOP_INIT, ShopInit, { bare: true }), configureOnConnect(SHOP_INIT)),
  'init',
)
export const ShopInitDomainElement = trackPresence(
  startWhileConnected(
    toCustomElement(SHOP_INIT_DOMAIN, ShopInit, { bare: true }),
    configureOnConnect(SHOP_INIT_DOMAIN),
  ),
  'init',
)

export const defineShopInit = () => {
  defineOnce(SHOP_INIT.tag, ShopInitElement)
  defineOnce(SHOP_INIT_DOMAIN.tag, ShopInitDomainElement)
}
