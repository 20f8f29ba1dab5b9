/**
 * <shop-cart-link> as a museum's header uses it: the real element (shadow root, lazy component) configured by
 * <shop-init>, the shop from the fake API, the cart in localStorage as the shop stores it.
 */
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../../../elements/index'
import { addDonation } from '../../../../src/domain/cart/storedCart'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../../helpers/config'
import { expectCrossOriginWarning } from '../../../helpers/consoleLines'
import { knobs } from '../../../msw/knobs'
import { storedCart, TWO_DAY_TICKETS } from '../../../helpers/storedCart'

const init = (attributes = '') =>
  `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}" ${attributes}></shop-init>`

const TWO_TICKETS = storedCart(TWO_DAY_TICKETS)

/** A price as the shop shows it: Intl puts a no-break space before the sign. */
const eur = (amount: string) => `${amount}\u00a0€`

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value))

function place(html: string) {
  document.body.innerHTML = html
  const host = document.querySelector('shop-cart-link')
  if (!host?.shadowRoot) throw new Error('<shop-cart-link> has no shadow root')
  const shadow = host.shadowRoot
  return { host, shadow, view: within(shadow as unknown as HTMLElement) }
}

/** The link once the shop (and so the currency) has arrived: `shop-data-loaded` has been sent. */
async function placeLoaded(html: string) {
  const loaded = new Promise<void>((resolve) =>
    document.addEventListener('shop-data-loaded', (event) => {
      if (event.detail.element === 'shop-cart-link') resolve()
    }),
  )
  const placed = place(html)
  await loaded
  return placed
}

const part = (shadow: ShadowRoot, name: string) => shadow.querySelector(`[part~="${name}"]`)

const pageErrors: unknown[] = []
const onError = (event: ErrorEvent) => pageErrors.push(event.error)
window.addEventListener('error', onError)
afterEach(() => expect(pageErrors.splice(0)).toEqual([]))

describe('<shop-cart-link>', () => {
  it("names the cart's count and total in German and links to the shop's cart", async () => {
    expectCrossOriginWarning()
    store(KEYS.cart, TWO_TICKETS)
    store(KEYS.donations, [{ value: 4500, campaign_id: 1 }])
    const { view, shadow } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    const link = view.getByRole('link')
    expect(link).toHaveAccessibleName(`Warenkorb 3 Artikel, ${eur('69,00')}`)
    expect(link).toHaveAttribute('href', `https://${TEST_SHOP_DOMAIN}/#/cart`)
    expect(part(shadow, 'label')).toHaveTextContent('Warenkorb')
    expect(part(shadow, 'count')).toHaveTextContent('3')
    expect(part(shadow, 'total')?.textContent).toBe(eur('69,00'))
  })

  it("leaves out a ticket line whose time has passed, as the checkout does: the checkout's total", async () => {
    expectCrossOriginWarning()
    const past = {
      ...TWO_DAY_TICKETS,
      attributes: { id: 102, quantity: 1, time: '2020-05-30T10:00:00+02:00' },
    }
    store(KEYS.cart, storedCart(TWO_DAY_TICKETS, past))
    const { view } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    expect(view.getByRole('link')).toHaveAccessibleName(`Warenkorb 2 Artikel, ${eur('24,00')}`)
  })

  it('says "1 item" in English and follows the special variant\'s cart address and keys', async () => {
    expectCrossOriginWarning('https://shop.museum.example/')
    store(KEYS.specialMerchandise, [{ id: 31, title: 'Poster', priceCents: 990, amount: 1 }])
    const { view } = await placeLoaded(
      `${init('locale="en" variant="special" shop-url="https://shop.museum.example/"')}<shop-cart-link></shop-cart-link>`,
    )
    const link = view.getByRole('link')
    expect(link).toHaveAccessibleName(`Cart 1 item, ${eur('9,90')}`)
    expect(link).toHaveAttribute('href', 'https://shop.museum.example/cart')
  })

  it('reads the keys the init element configures', async () => {
    expectCrossOriginWarning()
    store('shopCart', TWO_TICKETS)
    store(KEYS.cart, { version: 1, items: [] })
    const { view } = await placeLoaded(
      `${init(`storage-keys='{"cart":"shopCart"}'`)}<shop-cart-link></shop-cart-link>`,
    )
    expect(view.getByRole('link')).toHaveAccessibleName(`Warenkorb 2 Artikel, ${eur('24,00')}`)
  })

  it('icon-only: shows the icon and the count; label and total stay in the name', async () => {
    expectCrossOriginWarning()
    store(KEYS.cart, TWO_TICKETS)
    const { view, shadow } = await placeLoaded(`${init()}<shop-cart-link icon-only></shop-cart-link>`)
    expect(view.getByRole('link')).toHaveAccessibleName(`Warenkorb 2 Artikel, ${eur('24,00')}`)
    expect(part(shadow, 'icon')).not.toBeNull()
    expect(part(shadow, 'count')).toHaveTextContent('2')
    expect(part(shadow, 'label')).toBeNull()
    expect(part(shadow, 'total')).toBeNull()
  })

  it('an empty cart is the link without a count', async () => {
    expectCrossOriginWarning()
    const { view, shadow } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    expect(view.getByRole('link')).toHaveAccessibleName('Warenkorb')
    expect(part(shadow, 'count')).toBeNull()
  })

  it('corrupt storage: the link without a count and one console line', async () => {
    const warn = expectCrossOriginWarning()
    localStorage.setItem(KEYS.cart, '{"version":1,"items":[')
    const { view, shadow } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    act(() => addDonation({ value: 500, campaign_id: 1 }, KEYS))
    expect(view.getByRole('link')).toHaveAccessibleName('Warenkorb')
    expect(part(shadow, 'count')).toBeNull()
    expect(warn.mock.calls.filter(([line]) => String(line).includes(KEYS.cart))).toHaveLength(1)
  })

  it('follows a donation added in this page, and a cart changed in another tab', async () => {
    expectCrossOriginWarning()
    store(KEYS.cart, TWO_TICKETS)
    const { view } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    const link = view.getByRole('link')

    act(() => addDonation({ value: 1000, campaign_id: 1 }, KEYS))
    expect(link).toHaveAccessibleName(`Warenkorb 3 Artikel, ${eur('34,00')}`)

    // Another tab emptied the cart: the browser changes storage and sends this page a `storage` event.
    localStorage.setItem(KEYS.cart, '{"version":1,"items":[]}')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEYS.cart, storageArea: localStorage }))
    })
    expect(link).toHaveAccessibleName(`Warenkorb 1 Artikel, ${eur('10,00')}`)
  })

  it('never writes storage', async () => {
    store(KEYS.cart, TWO_TICKETS)
    localStorage.setItem(KEYS.donations, 'not json')
    expectCrossOriginWarning()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem')
    const { view } = await placeLoaded(`${init()}<shop-cart-link></shop-cart-link>`)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEYS.donations, storageArea: localStorage }))
    })
    expect(view.getByRole('link')).toHaveAccessibleName('Warenkorb')
    // The page's request cache keeps the shop's answer; the shop's own keys are never touched.
    const shopKeys = Object.values(KEYS) as string[]
    expect(setItem.mock.calls.filter(([key]) => shopKeys.includes(key))).toEqual([])
    expect(removeItem).not.toHaveBeenCalled()
  })

  it('keeps the link, without a count, when the shop cannot be loaded, and tells the host page', async () => {
    expectCrossOriginWarning()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.shop = 'http500'
    store(KEYS.cart, TWO_TICKETS)
    const errors: unknown[] = []
    document.addEventListener('shop-error', (event) => errors.push(event.detail))
    const { view, shadow } = place(`${init()}<shop-cart-link></shop-cart-link>`)
    await waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatchObject({ element: 'shop-cart-link', code: expect.any(String) })
    expect(view.getByRole('link')).toHaveAccessibleName('Warenkorb')
    expect(part(shadow, 'count')).toBeNull()
    expect(view.queryByRole('alert')).toBeNull()
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('500 Internal Server Error'))
  })

  it('without an init element there is no address: the configuration message instead', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { view } = place('<shop-cart-link></shop-cart-link>')
    expect(await view.findByRole('alert')).toHaveTextContent(
      'This part of the shop is not available right now.',
    )
    expect(view.queryByRole('link')).toBeNull()
  })
})
