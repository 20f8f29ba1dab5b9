/**
 * <shop-cart> on the harness page, for the browser tests and the screens: the cart and donations stored before the
 * bundle loads, the museum's clock frozen two days before the fake API's Saturday, 2026-05-30.
 */
import type { Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../src/domain/shop/storageKeys'
import { storedCart } from '../../helpers/storedCart'
import { addBundle, INIT, openHarness } from './harness'
import { MUSEUM_NOW } from './tickets'

export interface CartPageOptions {
  lines?: readonly unknown[]
  donations?: readonly unknown[]
  /** Markup after the init element (default: the cart alone). */
  html?: string
  /** The init element (default: the harness's, the shop on this origin). */
  init?: string
  query?: string
}

/** Opens a page with `html`, the cart and donations stored before the bundle loads. */
export async function openCart(
  page: Page,
  {
    lines = [],
    donations = [],
    html = '<shop-cart></shop-cart>',
    init = INIT,
    query = '',
  }: CartPageOptions = {},
): Promise<void> {
  await page.clock.setFixedTime(MUSEUM_NOW)
  await openHarness(page, { html: `<h1>Warenkorb</h1>${init}${html}`, query, loadBundle: false })
  await page.evaluate(
    ({ cart, donations, keys }) => {
      // The same origin keeps what an earlier page of the test stored.
      localStorage.clear()
      if (cart) localStorage.setItem(keys.cart, JSON.stringify(cart))
      if (donations.length > 0) localStorage.setItem(keys.donations, JSON.stringify(donations))
    },
    { cart: lines.length > 0 ? storedCart(...lines) : null, donations, keys: KEYS },
  )
  await addBundle(page)
}

export const cartElement = (page: Page) => page.locator('shop-cart')

/** The cart's lines. */
export const cartLines = (page: Page) =>
  cartElement(page).getByRole('list', { name: 'Warenkorb' }).getByRole('listitem')

/** The stored value under `key`. */
export function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key)
}
