import '../src/api/schemas/zodConfig'
/**
 * The bundle's entry: importing it registers every element of the product, once. This is all a museum's page loads:
 * `<script type="module" src=".../shop-elements.js"></script>`.
 */
import { defineShopDonations, type ShopDonationsAttributes } from './shop-donations'
import { defineShopInit, type ShopInitAttributes } from './shop-init'
import { defineShopInitDomain, type ShopInitDomainAttributes } from './shop-init-domain'
import { defineShopNav, type ShopNavAttributes } from './shop-nav'
import { defineShopPayment, type ShopPaymentAttributes } from './shop-payment'
import { checkConfigurationSoon } from './presence'

export type { ShopInitAttributes } from './shop-init'
export type { ShopInitDomainAttributes } from './shop-init-domain'
export type { ShopNavAttributes } from './shop-nav'
export type { ShopDonationsAttributes } from './shop-donations'
export type { ShopPaymentAttributes } from './shop-payment'
export type { ShopEventMap, ShopEventName } from '../src/domain/events'
export { DEFAULT_STORAGE_KEYS } from '../src/domain/storageKeys'
export type { StorageKeyName, StorageKeys } from '../src/domain/storageKeys'

/** Every tag this bundle defines, in registration order. */
export const SHOP_TAGS = [
  'shop-init',
  'shop-init-domain',
  'shop-nav',
  'shop-donations',
  'shop-payment',
] as const

// Init elements first: when the features upgrade, the configuration is already known.
defineShopInit()
defineShopInitDomain()
defineShopNav()
defineShopDonations()
defineShopPayment()
checkConfigurationSoon()

/** An element's properties: each attribute, camelCased, reflects its text (r2wc string properties). */
export type ShopElementProperties<Attributes> = { [K in keyof Attributes]?: string }

/** Attribute names (as written in HTML) and their text values, per tag: for JSX and template type checks. */
export interface ShopElementsIntrinsicElements {
  'shop-init': {
    'api-url': string
    'shop-domain': string
    locale?: string
    'shop-url'?: string
    'shop-type'?: 'hash' | 'second'
    variant?: 'default' | 'special'
    /** JSON object of key name → localStorage key, e.g. `{"cart":"shopCart"}`. */
    'storage-keys'?: string
  }
  'shop-init-domain': {
    'api-domain': string
    'shop-domain': string
    locale?: string
    'shop-url'?: string
    'shop-type'?: 'hash' | 'second'
    variant?: 'default' | 'special'
    /** JSON object of key name → localStorage key, e.g. `{"cart":"shopCart"}`. */
    'storage-keys'?: string
  }
  'shop-nav': {
    nav?: string
    mobile?: boolean | ''
    'expand-mobile-subnavs'?: boolean | ''
    'current-page'?: string
  }
  'shop-donations': Record<string, never>
  'shop-payment': {
    'border-radius'?: number | string
    height?: number | string
    environment?: 'production' | 'sandbox'
    'csp-nonce'?: string
    crossorigin?: 'anonymous' | 'use-credentials'
    layout?: 'row' | 'column'
    test?: boolean | ''
  }
}

// Compile-time check: the JSX declarations name exactly the tags the bundle defines.
type DeclaredTag = keyof ShopElementsIntrinsicElements
const sameTags: [
  Exclude<DeclaredTag, (typeof SHOP_TAGS)[number]>,
  Exclude<(typeof SHOP_TAGS)[number], DeclaredTag>,
] extends [never, never]
  ? true
  : never = true
void sameTags

declare global {
  interface HTMLElementTagNameMap {
    'shop-init': HTMLElement & ShopElementProperties<ShopInitAttributes>
    'shop-init-domain': HTMLElement & ShopElementProperties<ShopInitDomainAttributes>
    'shop-nav': HTMLElement & ShopElementProperties<ShopNavAttributes>
    'shop-donations': HTMLElement & ShopElementProperties<ShopDonationsAttributes>
    'shop-payment': HTMLElement & ShopElementProperties<ShopPaymentAttributes>
  }
}
