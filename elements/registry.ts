import type { ElementHtmlAttributes, ElementProperties, ElementProps } from './base/attributes'
import { withFirstView } from './base/connectHookIn'
import { elementRow } from './base/defineElement'
import { SHOP_CART } from './shop-cart/element'
import { SHOP_CART_LINK } from './shop-cart-link/element'
import { SHOP_DONATIONS } from './shop-donations/element'
import { SHOP_EVENT_DATES } from './shop-event-dates/element'
import { configureFromInit } from './shop-init/configure'
import { SHOP_INIT, SHOP_INIT_DOMAIN } from './shop-init/element'
import { SHOP_NAV } from './shop-nav/element'
import { SHOP_ORDER } from './shop-order/element'
import { ShopNav } from './shop-nav/ShopNav'
import { prefetchNavListings } from './shop-nav/useNavListings'
import { SHOP_PAYMENT } from './shop-payment/element'
import { keepLegalText } from './shop-payment/legalSlot'
import { PERSONALIZATION_RESERVE, SHOP_PERSONALIZATION } from './shop-personalization/element'
import { SHOP_TICKETS } from './shop-tickets/element'
import { SHOP_TOURS } from './shop-tours/element'
import { SHOP_WITHDRAWAL } from './shop-withdrawal/element'
import { SHOP_VOUCHERS } from './shop-vouchers/element'

/**
 * Every element of the product, one row each, in registration order (init elements first: when the features upgrade,
 * the configuration is known). Registration, the tag-name and JSX types and the manifest are derived from this list.
 * Rows with `load` are chunks of their own; the rest is the start-up file.
 */
export const SHOP_ELEMENTS = [
  elementRow({ declaration: SHOP_INIT, onConnect: configureFromInit(SHOP_INIT.tag) }),
  elementRow({ declaration: SHOP_INIT_DOMAIN, onConnect: configureFromInit(SHOP_INIT_DOMAIN.tag) }),
  // Shadow DOM: the host page's CSS (frameworks, resets) cannot reach the dropdowns; themed with --shop-* and ::part().
  elementRow({ declaration: SHOP_NAV, component: ShopNav, shadow: true, onConnect: prefetchNavListings }),
  // Reserves: the placeholders' heights by the element's width (100%), as measured; narrow elements wrap more lines.
  elementRow({
    declaration: SHOP_DONATIONS,
    load: () => import('./shop-donations/ShopDonations'),
    shadow: true,
    reserve: {
      height:
        'max(calc(71.4rem - 247%),min(calc(51.1rem - 90.7%),36.8rem),min(calc(410.4rem - 1520%),32.3rem),min(calc(329.4rem - 933%),28.5rem),min(calc(285.5rem - 747%),25rem),22.2rem)',
    },
  }),
  // Light DOM on purpose: PayPal renders its buttons and card fields in iframes, which cannot live inside a shadow
  // root that itself sits in another shadow root.
  // Its slot="legal" children are taken out before React renders into the element, which would empty it.
  elementRow({
    declaration: SHOP_PAYMENT,
    load: () => import('./shop-payment/ShopPayment'),
    onConnect: keepLegalText,
    reserve: { height: 'clamp(72.9rem,calc(91rem - 89%),77.2rem)' },
  }),
  elementRow({
    declaration: SHOP_CART_LINK,
    load: () => import('./shop-cart-link/ShopCartLink'),
    shadow: true,
    reserve: { height: '2.75rem', inlineWidth: '2.75rem' },
  }),
  // The first view's requests leave on connect, beside the chunk (their code is a small chunk of its own, run first).
  elementRow({
    declaration: SHOP_TICKETS,
    ...withFirstView(
      () => import('./shop-tickets/firstRequest'),
      () => import('./shop-tickets/ShopTickets'),
    ),
    shadow: true,
  }),
  elementRow({
    declaration: SHOP_EVENT_DATES,
    ...withFirstView(
      () => import('./shop-event-dates/firstRequest'),
      () => import('./shop-event-dates/ShopEventDates'),
    ),
    shadow: true,
    reserve: { height: '17.33rem' },
  }),
  // Its calendar and times are the ticket element's: the two chunks share them.
  elementRow({
    declaration: SHOP_TOURS,
    ...withFirstView(
      () => import('./shop-tours/firstRequest'),
      () => import('./shop-tours/ShopTours'),
    ),
    shadow: true,
  }),
  elementRow({
    declaration: SHOP_PERSONALIZATION,
    ...withFirstView(
      () => import('./shop-personalization/firstRequest'),
      () => import('./shop-personalization/ShopPersonalization'),
    ),
    shadow: true,
    reserve: { height: PERSONALIZATION_RESERVE },
  }),
  elementRow({
    declaration: SHOP_ORDER,
    ...withFirstView(
      () => import('./shop-order/firstRequest'),
      () => import('./shop-order/ShopOrder'),
    ),
    shadow: true,
  }),
  elementRow({
    declaration: SHOP_WITHDRAWAL,
    load: () => import('./shop-withdrawal/ShopWithdrawal'),
    shadow: true,
  }),
  elementRow({
    declaration: SHOP_CART,
    load: () => import('./shop-cart/ShopCart'),
    shadow: true,
    reserve: { height: '13.5rem' },
  }),
  elementRow({
    declaration: SHOP_VOUCHERS,
    load: () => import('./shop-vouchers/ShopVouchers'),
    shadow: true,
  }),
] as const

type ShopElement = (typeof SHOP_ELEMENTS)[number]['declaration']
export type ShopTag = ShopElement['tag']
type Declaration<Tag extends ShopTag> = Extract<ShopElement, { tag: Tag }>

/** Every tag this bundle defines, in registration order. */
export const SHOP_TAGS = SHOP_ELEMENTS.map((row) => row.declaration.tag)

/** The attributes (camelCased, converted) each element gives its component, e.g. `ShopElementAttributes<'shop-nav'>`. */
export type ShopElementAttributes<Tag extends ShopTag> = ElementProps<Declaration<Tag>>

/** Every tag's attributes, derived from the registry: a new row is in it without a line of its own. */
export type ShopElementAttributeMap = { [Tag in ShopTag]: ShopElementAttributes<Tag> }

/** Attribute names (as written in HTML) and their values, per tag: for JSX and template type checks. */
export type ShopElementsIntrinsicElements = { [Tag in ShopTag]: ElementHtmlAttributes<Declaration<Tag>> }

/** Each tag's element: an HTMLElement whose properties (camelCased attributes) reflect their text. */
export type ShopElementsTagNameMap = { [Tag in ShopTag]: HTMLElement & ElementProperties<Declaration<Tag>> }
