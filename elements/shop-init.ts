import { ShopInit, type ShopInitProps } from '../src/components/Init/ShopInit'
import { json, string } from './converters'
import { defineOnce, toCustomElement } from './define'
import { trackPresence } from './presence'

/** Attributes of `<shop-init api-url shop-domain locale shop-url shop-type variant storage-keys>`. */
export type ShopInitAttributes = Omit<ShopInitProps, 'apiDomain'>

export const SHOP_INIT_TAG = 'shop-init'

/** Attributes both init elements share (the API address is the one difference). */
export const SHARED_INIT_CONVERTERS = {
  shopDomain: string,
  locale: string,
  shopUrl: string,
  shopType: string,
  variant: string,
  storageKeys: json,
}

export const ShopInitElement = trackPresence(
  toCustomElement<ShopInitAttributes>(
    SHOP_INIT_TAG,
    ShopInit,
    { apiUrl: string, ...SHARED_INIT_CONVERTERS },
    { bare: true },
  ),
  'init',
)

export const defineShopInit = () => defineOnce(SHOP_INIT_TAG, ShopInitElement)
