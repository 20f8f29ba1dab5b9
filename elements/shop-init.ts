import { ShopInit } from '../src/components/Init/ShopInit'
import { SHOP_INIT, SHOP_INIT_DOMAIN } from '../src/components/Init/initElements'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

// Both init elements render the same component; it renders nothing, so it needs no element root.
export const ShopInitElement = trackPresence(toCustomElement(SHOP_INIT, ShopInit, { bare: true }), 'init')
export const ShopInitDomainElement = trackPresence(
  toCustomElement(SHOP_INIT_DOMAIN, ShopInit, { bare: true }),
  'init',
)

export const defineShopInit = () => {
  defineOnce(SHOP_INIT.tag, ShopInitElement)
  defineOnce(SHOP_INIT_DOMAIN.tag, ShopInitDomainElement)
}
