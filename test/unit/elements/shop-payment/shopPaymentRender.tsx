/**
 * Shared setup of the <shop-payment> component tests (not a test file itself): the component under its real element
 * root on a configured page, the fake API's shop (optionally with other payment modes), the host events and the
 * navigation observed, and PayPal's script "loaded" the way a browser would: the PayPal double is installed and the
 * script tag the loader inserted gets its load event (jsdom never fetches scripts).
 */
import { render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopPayment, { type ShopPaymentProps } from '../../../../elements/shop-payment/ShopPayment'
import type { ShopConfig } from '../../../../src/domain/shop/config'
import type { ShopEventMap, ShopEventName } from '../../../../src/domain/host/events'
import { pageNavigation } from '../../../../src/domain/browser/navigation'
import { shopStore } from '../../../../src/store/shopStore'
import { installFullPayPalDouble } from '../../../doubles/serve'
import { testConfig } from '../../../helpers/config'
import { shopFixture } from '../../../msw/fixtures/shop'
import { server } from '../../../msw/server'

const EVENTS: readonly ShopEventName[] = [
  'shop-payment-method-chosen',
  'shop-order-created',
  'shop-payment-succeeded',
  'shop-payment-failed',
  'shop-error',
]

/** A recorded host event. */
export interface HostEvent {
  name: ShopEventName
  detail: ShopEventMap[ShopEventName]
}

/** Forgets every PayPal script and namespace of an earlier test, so each test loads its own. */
export function forgetPayPal(): void {
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  Reflect.deleteProperty(window, 'paypal')
  delete window.__paypalDouble
}

/** Serves the shop with these payment modes instead of the fixture's. */
export function servePaymentModes(paymentModes: unknown): void {
  server.use(
    http.get('*/api/v4/shop', () =>
      HttpResponse.json({ shop: { ...shopFixture('de').shop, payment_modes: paymentModes } }),
    ),
  )
}

/** A guest's login of an earlier visit, still valid: the checkout offers the methods at once. */
export const GUEST_LOGIN = {
  'access-token': 'tok-guest',
  client: 'client-guest',
  uid: 'guest-earlier-visit',
  expiry: 4102444800,
}

/** Keeps `login` in the auth_headers cookie, as the shop does. */
export function setLoginCookie(login: Record<string, unknown>): void {
  document.cookie = 'auth_headers=' + encodeURIComponent(JSON.stringify(login)) + '; path=/'
}

/**
 * Renders `<ShopPayment>` in its element root on a page configured with `config`. Unless `anonymous`, or a test set a
 * login itself, the visitor is a guest of an earlier visit, so the methods show without the buyer step's form.
 */
export function renderPayment(
  props: ShopPaymentProps = {},
  config: Partial<ShopConfig> = {},
  { anonymous = false }: { anonymous?: boolean } = {},
) {
  if (!anonymous && !document.cookie.includes('auth_headers=')) setLoginCookie(GUEST_LOGIN)
  shopStore.setState({ config: { status: 'ready', config: testConfig(config) } })
  const navigate = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {})
  const events: HostEvent[] = []
  // Listening before the first render, as a host page does: the cart (or its failure) shows at once.
  const container = document.body.appendChild(document.createElement('div'))
  for (const name of EVENTS) {
    container.addEventListener(name, (event) =>
      events.push({ name, detail: (event as CustomEvent<ShopEventMap[ShopEventName]>).detail }),
    )
  }
  const view = render(
    <ElementRoot name="shop-payment">
      <ShopPayment {...props} />
    </ElementRoot>,
    { container },
  )
  return { ...view, navigate, events, user: userEvent.setup() }
}

/** The PayPal script tag the loader inserted. */
export function payPalScript(): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="paypal.com/sdk/js"]')
    if (!script) throw new Error('PayPal script not inserted yet')
    return script
  })
}

/** Lets the inserted PayPal script "load": the double becomes `window.paypal`, then the tag fires `load`. */
export async function loadPayPal(knobs: PayPalDoubleState = {}): Promise<HTMLScriptElement> {
  const script = await payPalScript()
  window.__paypalDouble = knobs
  installFullPayPalDouble(window)
  script.dispatchEvent(new Event('load'))
  return script
}
