import { ShopInit, type ShopInitProps } from '../src/components/Init/ShopInit'
import { string } from './converters'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'
import { SHARED_INIT_CONVERTERS } from './shop-init'

/** Attributes of `<shop-init-domain api-domain shop-domain locale shop-url shop-type variant storage-keys>`. */
export type ShopInitDomainAttributes = Omit<ShopInitProps, 'apiUrl'>

export const SHOP_INIT_DOMAIN_TAG = 'shop-init-domain'

export const ShopInitDomainElement = trackPresence(
  toCustomElement<ShopInitDomainAttributes>(
    SHOP_INIT_DOMAIN_TAG,
    ShopInit,
    { apiDomain: string, ...SHARED_INIT_CONVERTERS },
    { bare: true },
  ),
  'init',
)

export const defineShopInitDomain = () => defineOnce(SHOP_INIT_DOMAIN_TAG, ShopInitDomainElement)
