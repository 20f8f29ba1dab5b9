/**
 * Start-up checks of the storage contract: a shop on another origin, and a cart kept under another key than the
 * configured one. Both only talk to the console, once per page; neither touches data.
 */
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import { readCart } from '../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS, QUERY_CACHE_PREFIX } from '../../../src/domain/shop/storageKeys'
import { shopStore } from '../../../src/store/shopStore'

const API = 'api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de"'
const SAME_ORIGIN = `${API} shop-url="/shop/"`

/** Places a configured <shop-init>; its start-up checks have run once the configuration is ready. */
async function placeInit(attributes: string): Promise<HTMLElement> {
  document.body.innerHTML = `<shop-init ${attributes}></shop-init>`
  await waitFor(() => expect(shopStore.getState().config.status).toBe('ready'))
  return document.body.firstElementChild as HTMLElement
}

const consoleWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})
/** The storage the museum's shop shares with the elements; the request cache's own entries are not part of it. */
const snapshotOfStorage = () =>
  Object.fromEntries(Object.entries(localStorage).filter(([key]) => !key.startsWith(QUERY_CACHE_PREFIX)))

const CART_LINE = {
  type: 'Ticket',
  attributes: { id: 7, quantity: 2 },
  name: 'Tageskarte',
  price_cents: 1250,
}
const SPECIAL_TICKET = { id: 5, ticketTitle: 'Tagesticket', priceInCents: 800, count: 1 }

describe('shop-url on another origin', () => {
  it('logs one warning at start-up that the shop cannot see what the elements store', async () => {
    const warn = consoleWarnings()
    const init = await placeInit(`${API} shop-url="https://shop.demo-museum.de/"`)
    init.setAttribute('locale', 'en')
    await waitFor(() => expect(shopStore.getState().config).toMatchObject({ config: { locale: 'en' } }))
    document.body.insertAdjacentHTML(
      'beforeend',
      `<shop-init ${API} shop-url="https://other.example/"></shop-init>`,
    )
    await waitFor(() =>
      expect(shopStore.getState().config).toMatchObject({ config: { shopUrl: 'https://other.example/' } }),
    )
    expect(warn.mock.calls).toEqual([
      [
        '[museum-shop] shop-url https://shop.demo-museum.de is another origin than this page (http://localhost:3000): ' +
          'browser storage is per origin, so that shop cannot see the cart, donations, skip flag and language the ' +
          'elements store here',
      ],
    ])
  })

  it('also when shop-url is left to its default, https://<shop-domain>/', async () => {
    const warn = consoleWarnings()
    await placeInit(API)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('shop-url https://shop.demo-museum.de is another origin')
  })

  it("stays quiet when the museum's own cart and checkout pages are on this origin: nothing sold here is lost", async () => {
    const warn = consoleWarnings()
    await placeInit(`${API} cart-url="/warenkorb" checkout-url="/kasse"`)
    expect(shopStore.getState().config).toMatchObject({
      config: { cartUrl: 'http://localhost:3000/warenkorb' },
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns when only the cart page is the museum\'s own: "Zur Kasse" would lead to the shop elsewhere', async () => {
    const warn = consoleWarnings()
    await placeInit(`${API} cart-url="/warenkorb"`)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it.each(['/shop/', 'http://localhost:3000/museum/', '#/'])(
    'stays quiet for shop-url=%j on the same origin',
    async (url) => {
      const warn = consoleWarnings()
      await placeInit(`${API} shop-url="${url}"`)
      expect(warn).not.toHaveBeenCalled()
    },
  )
})

describe('a cart under another key than the configured one', () => {
  it('gets one hint naming the key and the attribute to set; that key is neither read into the cart nor written', async () => {
    const warn = consoleWarnings()
    localStorage.setItem('shopCart', JSON.stringify({ version: 1, items: [CART_LINE] }))
    const before = snapshotOfStorage()
    const init = await placeInit(SAME_ORIGIN)
    init.setAttribute('locale', 'en')
    await waitFor(() => expect(shopStore.getState().config).toMatchObject({ config: { locale: 'en' } }))
    expect(warn.mock.calls).toEqual([
      [
        `[museum-shop] The cart under "${DEFAULT_STORAGE_KEYS.cart}" is empty, but "shopCart" holds a cart of the ` +
          `default variant. If the museum's shop keeps its cart there, set storage-keys='{"cart":"shopCart"}' on the ` +
          'init element. Nothing is read from or written to that key.',
      ],
    ])
    expect(readCart('default', DEFAULT_STORAGE_KEYS).items).toEqual([])
    expect(snapshotOfStorage()).toEqual(before)
  })

  it('names the special variant key the value fits', async () => {
    const warn = consoleWarnings()
    localStorage.setItem('ticketsOfShop', JSON.stringify([SPECIAL_TICKET]))
    await placeInit(`${SAME_ORIGIN} variant="special"`)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(`set storage-keys='{"specialTickets":"ticketsOfShop"}'`)
  })

  it.each([
    [
      'the configured cart is there',
      { [DEFAULT_STORAGE_KEYS.cart]: { version: 1, items: [] }, other: { version: 1, items: [CART_LINE] } },
    ],
    ['the other value is an empty cart', { other: { version: 1, items: [] } }],
    ['the other value is a donation list', { other: [{ value: 500, campaign_id: 1 }] }],
    ['the other value is a cart of the other variant', { other: [SPECIAL_TICKET] }],
    ['the other value is not JSON', { other: '{"version":1,' }],
  ])('gives no hint when %s', async (_case, stored: Record<string, unknown>) => {
    const warn = consoleWarnings()
    for (const [key, value] of Object.entries(stored))
      localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
    await placeInit(SAME_ORIGIN)
    expect(warn).not.toHaveBeenCalled()
  })

  it('uses the configured key: with storage-keys pointing at the cart, there is no hint and the cart is read', async () => {
    const warn = consoleWarnings()
    localStorage.setItem('shopCart', JSON.stringify({ version: 1, items: [CART_LINE] }))
    await placeInit(`${SAME_ORIGIN} storage-keys='{"cart":"shopCart"}'`)
    expect(warn).not.toHaveBeenCalled()
    expect(readCart('default', { ...DEFAULT_STORAGE_KEYS, cart: 'shopCart' }).items).toHaveLength(1)
  })
})
