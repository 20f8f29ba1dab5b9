import { afterEach, describe, expect, it } from 'vitest'
import {
  addPaymentInfo,
  addToCart,
  beginCheckout,
  checkoutLines,
  donationLine,
  purchase,
  removeFromCart,
  toUnits,
  type ShownCheckout,
} from '../../../src/domain/host/analytics'
import type { CartSummaryItem } from '../../../src/domain/cart/storedCart'
import { installDataLayer } from '../../../elements/shop-init/analytics/dataLayer'
import { ANALYTICS_EVENTS, optInHost } from '../../../elements/shop-init/host/optInHost'
import type { ShopEventMap } from '../../../src/domain/host/events'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'

const EVENT_ITEM: CartSummaryItem = {
  type: 'Event',
  attributes: { id: 101, event_id: 21, quantity: 2 },
  name: 'Nachts im Museum (08.01.2027, 19:00)',
  price_cents: 1550,
  quantity: 2,
  totalCents: 3100,
}

const SHOWN: ShownCheckout = {
  lines: checkoutLines(
    [EVENT_ITEM],
    [{ value: 1000, campaign_id: 1 }],
    new Map([[1, 'Neue Dinosaurierhalle']]),
  ),
  totalCents: 4100,
  currency: 'EUR',
}

const COMPLETED: ShopEventMap['shop-order-completed'] = {
  orderId: 5001,
  totalCents: 4100,
  currency: 'EUR',
  items: [{ type: 'Event', id: 101, title: EVENT_ITEM.name, priceCents: 1550, quantity: 2 }],
  donations: [{ campaignId: 1, cents: 1000 }],
}

const EVENT_GA4 = {
  item_id: 'event-101',
  item_name: 'Nachts im Museum (08.01.2027, 19:00)',
  item_category: 'Event',
  price: 15.5,
  quantity: 2,
}
const DONATION_GA4 = {
  item_id: 'donation-1',
  item_name: 'Neue Dinosaurierhalle',
  item_category: 'Donation',
  price: 10,
  quantity: 1,
}

describe('GA4 e-commerce objects', () => {
  it('turns integer cents into currency units as numbers', () => {
    expect([toUnits(1550), toUnits(1000), toUnits(1), toUnits(199_999)]).toEqual([15.5, 10, 0.01, 1999.99])
  })

  it('add_to_cart: the donation as one item', () => {
    expect(addToCart(donationLine(1, 1000, 'Neue Dinosaurierhalle'), 'EUR')).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 10, items: [DONATION_GA4] },
    })
  })

  it('begin_checkout and add_payment_info: every line, the total, the method as payment_type', () => {
    expect(beginCheckout(SHOWN)).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'EUR', value: 41, items: [EVENT_GA4, DONATION_GA4] },
    })
    expect(addPaymentInfo(SHOWN, 'PayPal')).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'EUR', value: 41, payment_type: 'PayPal', items: [EVENT_GA4, DONATION_GA4] },
    })
  })

  it('remove_from_cart: the line with the quantity it had', () => {
    expect(removeFromCart(checkoutLines([EVENT_ITEM], [], new Map())[0]!, 'EUR')).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: 31, items: [EVENT_GA4] },
    })
  })

  it("purchase: the order number as transaction_id, the order's total, its lines and donations", () => {
    expect(purchase(COMPLETED, [donationLine(1, 1000, 'Neue Dinosaurierhalle')])).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: '5001', currency: 'EUR', value: 41, items: [EVENT_GA4, DONATION_GA4] },
    })
  })
})

describe('the dataLayer glue', () => {
  afterEach(() => {
    delete window.dataLayer
  })

  const fire = (name: string, detail: unknown) =>
    document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))

  it('pushes { ecommerce: null } before each event, replays early events, and leaves personal data out', () => {
    const early = [new CustomEvent('shop-checkout-shown', { detail: SHOWN })]
    installDataLayer(optInHost, ANALYTICS_EVENTS, early)
    fire('shop-payment-method-chosen', { method: 'PayPal' })
    fire('shop-order-created', {
      orderToken: 'ord_1',
      providerOrderId: 'PAYPAL-1',
      totalCents: 4100,
      currency: 'EUR',
    })
    fire('shop-payment-succeeded', { orderToken: 'ord_1', method: 'PayPal', redirectUrl: 'https://x/#/s' })
    // The payment's own events push no purchase: the confirmation's event is its one source.
    expect(window.dataLayer).toHaveLength(4)
    fire('shop-order-completed', COMPLETED)
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      beginCheckout(SHOWN),
      { ecommerce: null },
      addPaymentInfo(SHOWN, 'PayPal'),
      { ecommerce: null },
      purchase(COMPLETED, [donationLine(1, 1000, '1')]),
    ])
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/PAYPAL-1|redirect|@/)
  })

  it("pushes remove_from_cart for a line removed in the cart, a donation named after its campaign, in the shop's currency", async () => {
    const config = testConfig()
    shopStore.setState({ config: { status: 'ready', config } })
    await optInHost.loadShop(config)
    const change = (detail: ShopEventMap['shop-cart-changed']) =>
      new CustomEvent('shop-cart-changed', { detail })
    const event = { type: 'Event', id: 101, name: EVENT_ITEM.name, priceCents: 1550 }
    // Heard while the code loaded: only this page's glue pushes them.
    installDataLayer(optInHost, ANALYTICS_EVENTS, [
      change({ ...event, previousQuantity: 3, quantity: 2 }),
      change({ ...event, previousQuantity: 2, quantity: 0 }),
      change({ type: 'Donation', id: 1, name: 'Spende', priceCents: 1000, previousQuantity: 1, quantity: 0 }),
    ])
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'EUR', value: 31, items: [EVENT_GA4] } },
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'EUR',
          value: 10,
          items: [{ ...DONATION_GA4, item_name: 'Neue Dinosaurierhalle 🦕' }],
        },
      },
    ])
  })
})
