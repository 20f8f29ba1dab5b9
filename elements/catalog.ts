import type {
  ElementHtmlAttributes,
  ElementProperties,
  ElementProps,
} from '../src/components/common/attributes'
import { SHOP_CART_LINK } from '../src/components/CartLink/cartLinkElement'
import { SHOP_DONATIONS } from '../src/components/Donations/donationsElement'
import { SHOP_INIT, SHOP_INIT_DOMAIN } from '../src/components/Init/initElements'
import { SHOP_NAV } from '../src/components/Nav/navElement'
import { SHOP_PAYMENT } from '../src/components/Payment/paymentElement'

/** Every element of the product, in registration order: the one list tags, types and the manifest come from. */
export const SHOP_ELEMENTS = [
  SHOP_INIT,
  SHOP_INIT_DOMAIN,
  SHOP_NAV,
  SHOP_DONATIONS,
  SHOP_PAYMENT,
  SHOP_CART_LINK,
] as const

type ShopElement = (typeof SHOP_ELEMENTS)[number]
export type ShopTag = ShopElement['tag']
type Declaration<Tag extends ShopTag> = Extract<ShopElement, { tag: Tag }>

/** Every tag this bundle defines, in registration order. */
export const SHOP_TAGS = SHOP_ELEMENTS.map((element) => element.tag)

export type ShopInitAttributes = ElementProps<typeof SHOP_INIT>
export type ShopInitDomainAttributes = ElementProps<typeof SHOP_INIT_DOMAIN>
export type ShopNavAttributes = ElementProps<typeof SHOP_NAV>
export type ShopDonationsAttributes = ElementProps<typeof SHOP_DONATIONS>
export type ShopPaymentAttributes = ElementProps<typeof SHOP_PAYMENT>
export type ShopCartLinkAttributes = ElementProps<typeof SHOP_CART_LINK>

/** Attribute names (as written in HTML) and their values, per tag: for JSX and template type checks. */
export type ShopElementsIntrinsicElements = { [Tag in ShopTag]: ElementHtmlAttributes<Declaration<Tag>> }

/** Each tag's element: an HTMLElement whose properties (camelCased attributes) reflect their text. */
export type ShopElementsTagNameMap = { [Tag in ShopTag]: HTMLElement & ElementProperties<Declaration<Tag>> }
