import { ShopInit, type ShopInitProps } from '../src/components/Init/ShopInit'
import { string } from './converters'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

/** Attributes of `<shop-init-domain api-domain shop-domain locale shop-url shop-type variant>`. */
export type ShopInitDomainAttributes = Omit<ShopInitProps, 'apiUrl'>

export const SHOP_INIT_DOMAIN_TAG = 'shop-init-domain'

export const ShopInitDomainElement = trackPresence(
  toCustomElement<ShopInitDomainAttributes>(
    SHOP_INIT_DOMAIN_TAG,
    ShopInit,
    {
      apiDomain: string,
      shopDomain: string,
      locale: string,
      shopUrl: string,
      shopType: string,
      variant: string,
    },
    { bare: true },
  ),
  'init',
)

export const defineShopInitDomain = () => defineOnce(SHOP_INIT_DOMAIN_TAG, ShopInitDomainElement)
