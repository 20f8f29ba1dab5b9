import { useMemo, useState } from 'react'
import { cartIdentity } from '../../src/domain/cart/identity'
import { shopCurrency } from '../../src/api/schemas/shop'
import { campaignNames } from '../../src/domain/donations/campaignNames'
import { checkedAddress, type ShopConfig } from '../../src/domain/shop/config'
import { registerMessages } from '../../src/domain/messages'
import { formatCents } from '../../src/domain/values/money'
import { checkoutAddress } from '../../src/domain/shop/shopPages'
import { museumNow } from '../../src/domain/tickets/wallClock'
import { createShopUrls } from '../../src/domain/shop/urls'
import { useElementStyles } from '../base/adoptStyles'
import { bookingRuleMessages } from '../base/bookingRuleMessages'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useCart } from '../base/useCart'
import { useFailureReport } from '../base/useFailureReport'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext, type ShopContext } from '../base/useShopContext'
import { useConfigState } from '../base/storeHooks'
import { CartLine } from './CartLine'
import { CartPlacesGone } from './CartPlacesGone'
import { cartView } from './cartView'
import type { SHOP_CART } from './element'
import { cartMessages } from './messages'
import { cartStyles } from './styles'
import { useCartEdits } from './useCartEdits'
import { useCartHolds } from './useCartHolds'
import { useCartCoupons } from './useCartCoupons'
import { LazyCouponField } from '../base/coupons/LazyCouponField'
import { CouponCredit } from '../base/coupons/CouponAmounts'

// Registered when this chunk loads: the cart's texts are not part of the start-up bundle.
registerMessages(cartMessages)
registerMessages(bookingRuleMessages)

type ShopCartProps = ElementProps<typeof SHOP_CART>

const ELEMENT = 'shop-cart'

interface CartContentProps {
  config: ShopConfig
  context: ShopContext
  continueUrl: string | undefined
}

/** The lines, the total and the way on; or the empty cart with its way on. */
function CartContent({ config, context, continueUrl }: CartContentProps) {
  const { t, locale } = context
  const cart = useCart(config.variant, config.storageKeys)
  const shop = context.status === 'ready' ? context.shop : undefined
  const names = useMemo(() => (shop ? campaignNames(shop.config.donations?.campaigns ?? []) : null), [shop])
  const view = useMemo(
    () => cartView(cart, museumNow(), { t, locale, campaignNames: names }),
    [cart, t, locale, names],
  )
  const { listRef, emptyRef, ...edits } = useCartEdits(config, view, cart.items, t)
  const [root, setRoot] = useState<HTMLDivElement | null>(null)
  const holds = useCartHolds(config, view, root, t)
  const coupons = useCartCoupons(config, cart)
  useFailureReport(ELEMENT, edits.failure)
  useLoadedEvent(ELEMENT, 'cart', context.status === 'ready')
  const currency = shopCurrency(shop)
  const money = (cents: number) => formatCents(cents, currency)
  const onward = checkedAddress('continue-url', continueUrl)?.href ?? createShopUrls(config).start()

  if (cart.problem)
    return <StatusMessage element={ELEMENT} error={cart.problem} message={t('cart.storageProblem')} />
  const counted = view.lines.length > view.pastCount
  return (
    <div className="shop-cart" part="cart" ref={setRoot}>
      <p className="shop-visually-hidden" role="status">
        {edits.announcement}
      </p>
      {view.lines.length === 0 ? (
        <p className="shop-cart__empty" part="empty" ref={emptyRef} tabIndex={-1}>
          {t('cart.empty')}
        </p>
      ) : (
        <>
          <ul className="shop-cart__lines" part="lines" aria-label={t('cart.label')} ref={listRef}>
            {view.lines.map((line, index) => (
              <CartLine
                key={line.key}
                line={line}
                note={edits.notes.get(line.key)}
                busy={edits.busyKey === line.key}
                holdTokens={holds.tokensOf(line)}
                money={money}
                onStep={(direction) => edits.step(line, direction)}
                onRemove={() => edits.remove(line, index)}
                naming={edits.naming?.key === line.key ? edits.naming : null}
                onAskName={(person) => line.kind === 'item' && edits.askName(line, person)}
                onGiveName={(names) => line.kind === 'item' && edits.giveName(line, names)}
                onCancelName={edits.cancelName}
                total={coupons.totalOf(line)}
                fixed={coupons.isFixed(line)}
              />
            ))}
          </ul>
          {view.pastCount > 0 && (
            <p className="shop-cart__past-note" part="past-note">
              {t('cart.pastNote')}
            </p>
          )}
          <p className="shop-cart__total" part="total">
            <span>{t('cart.total')}</span> <strong>{money(coupons.totalCents(view.totalCents))}</strong>
          </p>
          <CouponCredit view={coupons.view} />
        </>
      )}
      {counted && (
        <LazyCouponField
          element={ELEMENT}
          entry={coupons.entry}
          view={coupons.view}
          coupons={coupons.stored.coupons}
        />
      )}
      {holds.placesGone && <CartPlacesGone error={holds.placesGone} view={view} edits={edits} />}
      {/* While lines cannot be ordered as they are, "Zur Kasse" would only be refused again. */}
      {counted && holds.placesGone ? null : counted ? (
        <a
          className="shop-cart__checkout"
          part="checkout-link"
          href={checkoutAddress(config)}
          aria-busy={holds.checking}
          onClick={(event) => coupons.beforeCheckout(event, holds.toCheckout)}
        >
          {t('cart.checkout')}
        </a>
      ) : (
        <a className="shop-cart__continue" part="continue-link" href={onward}>
          {t('cart.continue')}
        </a>
      )}
      {context.status === 'error' && <ShopContextFailure element={ELEMENT} context={context} />}
    </div>
  )
}

/**
 * The cart on the museum's page: every line of the configured cart and the donations, changed and removed here,
 * followed live when another element or tab changes it. It needs nothing from the API to show: the lines come from
 * storage; the shop adds the currency and the campaigns' names. A shop that cannot be loaded leaves the cart usable,
 * with its message below.
 */
export default function ShopCart({ continueUrl }: ShopCartProps) {
  useElementStyles(cartStyles)
  const context = useShopContext()
  const configState = useConfigState()
  if (configState.status !== 'ready')
    return context.status === 'error' ? <ShopContextFailure element={ELEMENT} context={context} /> : null
  const config = configState.config
  // A new cart variant or new storage keys is a new cart: the lines are read again.
  return (
    <CartContent key={cartIdentity(config)} config={config} context={context} continueUrl={continueUrl} />
  )
}
