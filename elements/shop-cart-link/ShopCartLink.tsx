import { Fragment, useMemo, type ReactNode } from 'react'
import { useShopText } from '../base/useShopText'
import { cartIdentity } from '../../src/domain/cart/identity'
import { shopCurrency } from '../../src/api/schemas/shop'
import { countCart, type CartCount } from '../../src/domain/cart/storedCart'
import { applyCoupons } from '../../src/domain/cart/couponTotals'
import { useStoredCoupons } from '../base/coupons/useStoredCoupons'
import { splitPastTicketLines } from '../../src/domain/cart/pastLines'
import { museumNow } from '../../src/domain/tickets/wallClock'
import type { ShopConfig } from '../../src/domain/shop/config'
import { registerMessages } from '../../src/domain/messages'
import { cartLinkMessages } from './messages'
import { formatCents } from '../../src/domain/values/money'
import { templateParts, type TemplatePart } from '../../src/domain/messages/templateParts'
import { cartAddress } from '../../src/domain/shop/shopPages'
import type { ElementProps } from '../base/attributes'
import { useElementStyles } from '../base/adoptStyles'
import { StatusMessage } from '../base/StatusMessage'
import { useFailureReport } from '../base/useFailureReport'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useCart } from '../base/useCart'
import { useShopContext } from '../base/useShopContext'
import type { SHOP_CART_LINK } from './element'
import { cartLinkStyles } from './styles'
import { useConfigState } from '../base/storeHooks'

// Registered when this chunk loads: the cart link's texts are not part of the start-up bundle.
registerMessages(cartLinkMessages)

/** Props of `<shop-cart-link>`, converted from the attributes declared in cartLinkElement.ts. */
export type ShopCartLinkProps = ElementProps<typeof SHOP_CART_LINK>

const ELEMENT = 'shop-cart-link'

interface CartLinkProps {
  config: ShopConfig
  /** The shop's currency; null until the shop is loaded (or when it cannot be), which shows no count. */
  currency: string | null
  iconOnly: boolean
}

/**
 * The count and total of the cart (null: empty or unreadable), following changes in this page and other tabs. Only
 * reads; an unreadable cart was reported once on the console by the read.
 */
function useCartCount(config: ShopConfig): CartCount | null {
  const cart = useCart(config.variant, config.storageKeys)
  const coupons = useStoredCoupons(config)
  // Tickets whose time has passed are left out, as the checkout leaves them out, and the redeemed codes count: the
  // total is the amount to pay at the checkout.
  return useMemo(() => {
    const items = splitPastTicketLines(cart.items, museumNow()).current
    const count = countCart({ ...cart, items })
    return count && { ...count, totalCents: applyCoupons(items, cart.donations, coupons).dueCents }
  }, [cart, coupons])
}

function CartIcon() {
  return (
    <svg
      className="shop-cart-link__icon"
      part="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2Z" />
    </svg>
  )
}

/**
 * Words that are said, not shown: they complete the shown parts to the link's name. The spaces around them stay plain
 * text between the parts (not rendered in the flex row), so no name computation trims them away.
 */
function Said({ text }: { text: string }) {
  const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? []
  return (
    <>
      {before}
      {words && <span className="shop-visually-hidden">{words}</span>}
      {after}
    </>
  )
}

/**
 * The link's name is its content: the shown label, count and total with the words between them said only, in the
 * order of the name's text, so that what a visitor sees is what a speech user says (WCAG 2.5.3).
 */
function CartLink({ config, currency, iconOnly }: CartLinkProps) {
  const { t } = useShopText()
  const cart = useCartCount(config)
  const href = useMemo(() => cartAddress(config), [config])
  const label = t('cartLink.label')
  const shown = cart && currency !== null ? { ...cart, total: formatCents(cart.totalCents, currency) } : null
  useLoadedEvent(ELEMENT, 'cart', currency !== null)
  const labelPart = iconOnly ? (
    <Said text={label} />
  ) : (
    <span className="shop-cart-link__label" part="label">
      {label}
    </span>
  )
  if (!shown)
    return (
      <a className="shop-cart-link" part="link" href={href}>
        <CartIcon />
        {labelPart}
      </a>
    )
  const itemsKey = shown.count === 1 ? 'cartLink.items.one' : 'cartLink.items.other'
  const slots: Record<string, ReactNode> = {
    label: labelPart,
    count: (
      <span className="shop-cart-link__count" part="count">
        {shown.count}
      </span>
    ),
    shownCount: (
      <span className="shop-cart-link__count" part="count" aria-hidden="true">
        {shown.count}
      </span>
    ),
    total: iconOnly ? (
      <Said text={shown.total} />
    ) : (
      <span className="shop-cart-link__total" part="total">
        {shown.total}
      </span>
    ),
  }
  // A shop's "1 Artikel" written without its count says the number itself: the shown one is not said twice.
  const items = templateParts(t(itemsKey))
  if (!items.some((part) => 'slot' in part && part.slot === 'count')) items.unshift({ slot: 'shownCount' })
  // Said words next to each other are one: a browser parts two hidden runs with a space (" Artikel" + ", ").
  const parts = templateParts(t('cartLink.name'))
    .flatMap((part) => ('slot' in part && part.slot === 'items' ? items : [part]))
    .reduce<TemplatePart[]>((joined, part) => {
      const last = joined.at(-1)
      if (last && 'text' in last && 'text' in part)
        joined[joined.length - 1] = { text: last.text + part.text }
      else joined.push(part)
      return joined
    }, [])
  return (
    <a className="shop-cart-link" part="link" href={href}>
      <CartIcon />
      {parts.map((part, index) =>
        'slot' in part ? (
          <Fragment key={index}>{slots[part.slot] ?? null}</Fragment>
        ) : (
          <Said key={index} text={part.text} />
        ),
      )}
    </a>
  )
}

/**
 * The shop's cart as a link for the site header: the number of items and the total in the shop currency, read from
 * the same storage as the checkout and followed live. An empty or unreadable cart shows the link without a count.
 * Without a configuration there is no address: the element shows the configuration message instead. A shop that
 * cannot be loaded leaves the link without a count (its currency is unknown).
 */
export default function ShopCartLink({ iconOnly }: ShopCartLinkProps) {
  useElementStyles(cartLinkStyles)
  const context = useShopContext()
  const configState = useConfigState()
  const config = configState.status === 'ready' ? configState.config : null
  // A shop that cannot be loaded leaves the link usable; the host page still hears why.
  useFailureReport(ELEMENT, config && context.status === 'error' ? context.error : null)
  if (config === null)
    return context.status === 'error' ? (
      <StatusMessage element={ELEMENT} error={context.error} message={context.message} />
    ) : null
  return (
    <CartLink
      key={cartIdentity(config)}
      config={config}
      currency={context.status === 'ready' ? shopCurrency(context.shop) : null}
      iconOnly={iconOnly}
    />
  )
}
