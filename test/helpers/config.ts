import type { ShopConfig } from '../../src/domain/shop/config'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'

/** The API host the tests configure; the fake API answers on any origin. */
export const TEST_API_URL = 'https://demo-museum.gomus.de'
export const TEST_SHOP_DOMAIN = 'shop.demo-museum.de'

/** A ready configuration, as <shop-init> would resolve it. */
export function testConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    apiUrl: TEST_API_URL,
    shopDomain: TEST_SHOP_DOMAIN,
    locale: 'de',
    shopUrl: `https://${TEST_SHOP_DOMAIN}/`,
    cartUrl: null,
    checkoutUrl: null,
    ticketUrl: null,
    shopType: 'hash',
    variant: 'default',
    storageKeys: DEFAULT_STORAGE_KEYS,
    cache: 'persistent',
    eventUrl: null,
    tourUrl: null,
    holdPlaces: false,
    termsUrl: null,
    ...overrides,
  }
}
