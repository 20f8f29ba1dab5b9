/**
 * Paying with the shop's other payment modes against the fake v4 API: the order sent, where its answer leads, what
 * stays in the cart, and one order per activation.
 */
import { describe, expect, it, vi } from 'vitest'
import { createModeCheckout, type RefusalTexts } from '../../../src/checkout/modes/modeCheckout'
import { placingKey } from '../../../src/checkout/modes/placingNote'
import { formNavigation } from '../../../src/domain/browser/formPost'
import { pageNavigation } from '../../../src/domain/browser/navigation'
import { readCart, readDonations } from '../../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { setPaymentPhase } from '../../../src/store/paymentActions'
import { apiClientFor } from '../../../src/store/apiQuery'
import { testConfig } from '../../helpers/config'
import { knobs } from '../../msw/knobs'
import { FAILING_MODE_MESSAGE, PAY_MODE_IDS } from '../../msw/payModeKnobs'
import { requestsTo } from '../../msw/requestLog'
import { storeCart, type RecordedEvent } from '../elements/shop-payment/checkoutFixtures'

const TEXTS: RefusalTexts = {
  declined: 'Abgelehnt.',
  unusable: 'Unbrauchbar.',
  'unsafe-address': 'Unsicher.',
  elsewhere: 'Anderswo.',
}
const SHOP = 'https://shop.demo-museum.de/#/checkout'
const mode = (id: number, name = `Modus ${id}`) => ({ id: String(id), name })

function modeCheckout(config: Partial<ShopConfig> = {}) {
  const resolved = testConfig(config)
  const events: RecordedEvent[] = []
  const checkout = createModeCheckout({
    client: apiClientFor(resolved),
    config: resolved,
    items: readCart(resolved.variant, resolved.storageKeys).items,
    donations: readDonations(resolved.storageKeys).items,
    currency: 'EUR',
    texts: TEXTS,
    emit: (name, detail) => events.push({ name, detail } as RecordedEvent),
  })
  const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  const post = vi.spyOn(formNavigation, 'post').mockImplementation(() => {})
  return { checkout, events, assign, post }
}

describe('paying with another payment mode', () => {
  it('posts one order with the mode id, the donations in their own list, and goes to the provider page', async () => {
    storeCart()
    const { checkout, assign } = modeCheckout()
    await expect(checkout.place(mode(PAY_MODE_IDS.redirect))).resolves.toBe('left')
    const [order] = requestsTo('/api/v4/orders')
    expect(order?.body).toMatchObject({
      payment_mode_id: '21',
      total: 4999,
      donations: [{ value: 500, campaign_id: 1 }],
    })
    expect(order?.body).not.toHaveProperty('payment_source')
    expect((order?.body as { items: { type: string }[] }).items.map((item) => item.type)).toEqual([
      'Ticket',
      'Merchandise',
    ])
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/\/demo\/provider\.html\?order=ord_1&/),
    )
    // The provider has not been paid yet: the cart stays until the shop's success page.
    expect(localStorage.getItem(KEYS.cart)).not.toBeNull()
  })

  it('posts a form to the provider with its params', async () => {
    storeCart()
    const { checkout, post, assign } = modeCheckout()
    await checkout.place(mode(PAY_MODE_IDS.form))
    expect(post).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/\/demo\/provider\.html$/), {
      order: 'ord_1',
      amount: '4999',
      via: 'form',
      MerchantID: 'demo-museum',
    })
    expect(assign).not.toHaveBeenCalled()
  })

  it('completes at once: cart and donations cleared, the success address with the token', async () => {
    storeCart()
    const { checkout, assign, events } = modeCheckout()
    await checkout.place(mode(PAY_MODE_IDS.invoice, 'Rechnung'))
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${SHOP}/success?ORDERID=ord_1`)
    expect(localStorage.getItem(KEYS.cart)).toBeNull()
    expect(localStorage.getItem(KEYS.donations)).toBeNull()
    expect(events.map((event) => event.name)).toEqual(['shop-order-created', 'shop-payment-succeeded'])
  })

  it("fails with the provider's words: the failure address, the cart intact", async () => {
    storeCart()
    const { checkout, assign, events } = modeCheckout()
    await checkout.place(mode(PAY_MODE_IDS.failing, 'Lastschrift'))
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `${SHOP}/failure?payment_error=${encodeURIComponent(FAILING_MODE_MESSAGE)}`,
    )
    expect(localStorage.getItem(KEYS.cart)).not.toBeNull()
    expect(events.at(-1)).toEqual({
      name: 'shop-payment-failed',
      detail: { method: 'Lastschrift', message: FAILING_MODE_MESSAGE, stage: 'create' },
    })
  })

  it.each([
    ['empty', TEXTS.unusable],
    ['javascript', TEXTS['unsafe-address']],
  ] as const)(
    'an answer that is %s leads to the failure address with the reason in words',
    async (meta, text) => {
      storeCart()
      knobs.modeMeta = meta
      const { checkout, assign, post } = modeCheckout()
      await checkout.place(mode(PAY_MODE_IDS.redirect))
      await checkout.place(mode(PAY_MODE_IDS.form))
      expect(assign.mock.calls).toEqual([[`${SHOP}/failure?payment_error=${encodeURIComponent(text)}`]])
      expect(post).not.toHaveBeenCalled()
      expect(localStorage.getItem(KEYS.cart)).not.toBeNull()
    },
  )

  it("a refused order goes to the failure address with the server's message", async () => {
    storeCart()
    knobs.orderError = 'Ausverkauft'
    const { checkout, assign } = modeCheckout()
    await checkout.place(mode(PAY_MODE_IDS.invoice))
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${SHOP}/failure?payment_error=Ausverkauft`)
  })

  it("ends on the museum's own pages when the init element names them", async () => {
    storeCart()
    const config = { successUrl: '/danke?order={token}', failureUrl: '/kasse?fehler={message}' }
    const success = modeCheckout(config)
    await success.checkout.place(mode(PAY_MODE_IDS.invoice))
    expect(success.assign).toHaveBeenLastCalledWith('/danke?order=ord_1')
    // The next page view: the cart back, the page's payment idle.
    storeCart()
    setPaymentPhase('idle')
    const failure = modeCheckout(config)
    await failure.checkout.place(mode(PAY_MODE_IDS.failing))
    expect(failure.assign).toHaveBeenLastCalledWith(
      `/kasse?fehler=${encodeURIComponent(FAILING_MODE_MESSAGE)}`,
    )
  })
})

describe('one order per activation', () => {
  it('a double activation places one order', async () => {
    storeCart()
    const { checkout, assign } = modeCheckout()
    const results = await Promise.all([
      checkout.place(mode(PAY_MODE_IDS.redirect)),
      checkout.place(mode(PAY_MODE_IDS.redirect)),
      checkout.place(mode(PAY_MODE_IDS.invoice)),
    ])
    expect(results).toEqual(['left', 'ignored', 'ignored'])
    await checkout.place(mode(PAY_MODE_IDS.redirect))
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(assign).toHaveBeenCalledOnce()
  })

  it('orders nothing while a payment of the page is under way', async () => {
    storeCart()
    setPaymentPhase('capturing')
    const { checkout } = modeCheckout()
    await expect(checkout.place(mode(PAY_MODE_IDS.invoice))).resolves.toBe('ignored')
    expect(requestsTo('/api/v4/orders')).toHaveLength(0)
  })

  it('orders nothing while another tab places an order of this cart, and again once that note is old', async () => {
    storeCart()
    localStorage.setItem(placingKey(KEYS.cart), String(Date.now()))
    const { checkout } = modeCheckout()
    await expect(checkout.place(mode(PAY_MODE_IDS.invoice))).resolves.toBe('elsewhere')
    expect(requestsTo('/api/v4/orders')).toHaveLength(0)
    localStorage.setItem(placingKey(KEYS.cart), String(Date.now() - 10 * 60_000))
    await expect(checkout.place(mode(PAY_MODE_IDS.invoice))).resolves.toBe('left')
    expect(requestsTo('/api/v4/orders')).toHaveLength(1)
    expect(localStorage.getItem(placingKey(KEYS.cart))).toBeNull()
  })

  it('a total of 0 goes straight to success', async () => {
    const items = [
      { type: 'Ticket', attributes: { id: 9, quantity: 1 }, name: 'Freier Eintritt', price_cents: 0 },
    ]
    localStorage.setItem(KEYS.cart, JSON.stringify({ version: 1, items }))
    const { checkout, assign } = modeCheckout()
    expect(checkout.totalCents).toBe(0)
    await checkout.place(mode(12, 'PayPal'))
    expect(requestsTo('/api/v4/orders')[0]?.body).toMatchObject({ total: 0, payment_mode_id: '12' })
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${SHOP}/success?ORDERID=ord_1`)
  })
})
