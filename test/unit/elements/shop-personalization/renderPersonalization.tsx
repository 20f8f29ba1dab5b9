/**
 * Shared setup of the personalization element's component tests: the component under its real element root (events,
 * styles, error boundary) on a configured page, the museum's clock two days before the fake ticket data's Saturday,
 * and the events the element sends to the host page.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, vi } from 'vitest'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopPersonalization from '../../../../elements/shop-personalization/ShopPersonalization'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'

/** The museum's now in these tests: the fixture sales start on 2026-06-01 and 2026-05-27. */
export const MUSEUM_NOW = new Date('2026-05-28T09:00:00+02:00')

/** Freezes the clock (only `Date`: the fake API's promises and Testing Library's polling keep running). */
export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(MUSEUM_NOW)
}

afterEach(() => window.history.replaceState(null, '', '/'))

/** Puts the page at `address` (path, query and hash), as the checkout's redirect or an e-mail link would. */
export function openAddress(address: string): void {
  window.history.replaceState(null, '', address)
}

/** Every shop event the element sent, by name, in order. */
type Heard = { [N in ShopEventName]?: ShopEventMap[N][] }

/** Renders `<ShopPersonalization>` in its element root on a page configured with `config`. */
export function renderPersonalization(token?: string, config: Partial<ShopConfig> = {}) {
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const heard: Heard = {}
  // Listening before the first render: a missing token is reported at once.
  const container = document.body.appendChild(document.createElement('div'))
  for (const name of ['shop-personalized', 'shop-error', 'shop-data-loaded'] as const) {
    container.addEventListener(name, (event) => {
      const list: unknown[] = (heard[name] ??= [])
      list.push((event as CustomEvent).detail)
    })
  }
  const view = render(
    <ElementRoot name="shop-personalization">
      <ShopPersonalization token={token} />
    </ElementRoot>,
    { container },
  )
  return { ...view, user: userEvent.setup(), heard }
}

/** The form of the sale titled `title`. */
export const saleForm = (title: string) => screen.getByRole('form', { name: title })

/** The fields of the `n`-th holder (1-based) of a sale's form. */
export function holder(form: HTMLElement, n: number, of: number) {
  const name = of === 1 ? 'Karteninhaber' : `Karteninhaber ${n} von ${of}`
  return within(within(form).getByRole('group', { name }))
}

type Holder = ReturnType<typeof holder>
type User = ReturnType<typeof userEvent.setup>

/** Fills a holder's required fields as Erika would, with `zip` as her postcode. */
export async function fillHolder(user: User, fields: Holder, { name = 'Erika', zip = '12345' } = {}) {
  await user.selectOptions(fields.getByRole('combobox', { name: 'Anrede' }), 'Frau')
  await user.type(fields.getByRole('textbox', { name: 'Vorname' }), name)
  await user.type(fields.getByRole('textbox', { name: 'Nachname' }), 'Mustermann')
  await user.type(fields.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@example.org')
  await user.type(fields.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Museumsplatz 1')
  await user.type(fields.getByRole('textbox', { name: 'Postleitzahl' }), zip)
  await user.type(fields.getByRole('textbox', { name: 'Ort' }), 'Beispielstadt')
}
