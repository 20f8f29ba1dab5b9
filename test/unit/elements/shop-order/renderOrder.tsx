/**
 * Shared setup of the order element's component tests: the component under its real element root on a configured
 * page at a given address, and the events it sends to the host page.
 */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach } from 'vitest'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopOrder from '../../../../elements/shop-order/ShopOrder'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'

afterEach(() => window.history.replaceState(null, '', '/'))

type Heard = { [N in ShopEventName]?: ShopEventMap[N][] }

/** Renders `<ShopOrder>` at `address` (path, query and hash), as the checkout's redirect leaves the page. */
export function renderOrder(
  address: string,
  props: { withdrawalUrl?: string } = {},
  config: Partial<ShopConfig> = {},
) {
  window.history.replaceState(null, '', address)
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const heard: Heard = {}
  const container = document.body.appendChild(document.createElement('div'))
  for (const name of ['shop-order-completed', 'shop-error', 'shop-data-loaded'] as const) {
    container.addEventListener(name, (event) => {
      const list: unknown[] = (heard[name] ??= [])
      list.push((event as CustomEvent).detail)
    })
  }
  const view = render(
    <ElementRoot name="shop-order">
      <ShopOrder orderToken={undefined} withdrawalUrl={props.withdrawalUrl} contactUrl="/kontakt.html" />
    </ElementRoot>,
    { container },
  )
  return { ...view, user: userEvent.setup(), heard }
}
