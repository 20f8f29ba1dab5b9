/**
 * Shared setup of the cart's component tests: the component under its real element root (events, styles) on a
 * configured page, the cart and donations stored before it renders, the fake API's shop and tickets, the museum's
 * clock frozen two days before the fake data's Saturday, 2026-05-30.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopCart from '../../../../elements/shop-cart/ShopCart'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { storedCart } from '../../../helpers/storedCart'

/** The museum's now in the tests: Thursday before the fake data's Saturday. */
export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

/** The host events the cart sends, in order. */
export type CartEvent = { name: ShopEventName; detail: ShopEventMap[ShopEventName] }

export interface CartPage {
  lines?: readonly unknown[]
  donations?: readonly unknown[]
  continueUrl?: string
  config?: Partial<ShopConfig>
}

/** Stores the cart (default variant) and donations, then renders `<ShopCart>` on a configured page. */
export function renderCart({ lines = [], donations = [], continueUrl, config = {} }: CartPage = {}) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(MUSEUM_NOW)
  if (lines.length > 0) localStorage.setItem(KEYS.cart, JSON.stringify(storedCart(...lines)))
  if (donations.length > 0) localStorage.setItem(KEYS.donations, JSON.stringify(donations))
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const events: CartEvent[] = []
  const container = document.body.appendChild(document.createElement('div'))
  for (const name of ['shop-cart-changed', 'shop-error'] as const)
    container.addEventListener(name, (event) => events.push({ name, detail: event.detail }))
  const view = render(
    <ElementRoot name="shop-cart">
      <ShopCart continueUrl={continueUrl} />
    </ElementRoot>,
    { container },
  )
  return { ...view, user: userEvent.setup(), events }
}

/** The cart's lines, each as the list item named by its text. */
export const cartLines = () =>
  within(screen.getByRole('list', { name: 'Warenkorb' })).getAllByRole('listitem')

/** The line whose name is `name`. */
export function lineNamed(name: string): HTMLElement {
  const line = cartLines().find((item) => within(item).queryByText(name, { exact: true }))
  if (!line) throw new Error(`no line ${name}`)
  return line
}

/** The live region: what the last change said. */
export const announcement = () =>
  document.querySelector('.shop-visually-hidden[role="status"]')?.textContent ?? ''

/** The stored value under `key`. */
export const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')
