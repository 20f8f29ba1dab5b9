/**
 * Shared setup of the payment method tests: the SDK doubles installed in jsdom, a PayPalScriptProvider marked as
 * loaded (jsdom never loads the script tag), a fake Checkout of vi.fn()s, and a probe that renders one method the
 * way the method list does — its eligibility hook on every render, its Area only while eligible.
 */
import {
  DISPATCH_ACTION,
  PayPalScriptProvider,
  SCRIPT_LOADING_STATE,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js'
import { render, screen, waitFor } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import { vi, type Mock } from 'vitest'
import { ElementRoot } from '../../../../../elements/base/ElementRoot'
import type { ShopConfig } from '../../../../../src/domain/shop/config'
import { registerMessages } from '../../../../../src/domain/messages'
import { paymentMethodsMessages } from '../../../../../elements/shop-payment/methodMessages'
import { APPLE_PAY_SCRIPT_URL, GOOGLE_PAY_SCRIPT_URL } from '../../../../../src/checkout/loadVendorScript'
import type { Checkout, PaymentStage } from '../../../../../src/checkout/types'
import type { PaymentMethod } from '../../../../../elements/shop-payment/common/types'
import { shopStore } from '../../../../../src/store/shopStore'
import { installApplePayDouble } from '../../../../doubles/applePay'
import { installGooglePayDouble } from '../../../../doubles/googlePay'
import { installFullPayPalDouble } from '../../../../doubles/serve'
import { testConfig } from '../../../../helpers/config'

// A method renders here without the payment element, whose chunk registers the methods' texts: do the same.
registerMessages(paymentMethodsMessages)

/** The window globals the doubles install, removed before each test. */
const GLOBALS = [
  'paypal',
  'ApplePaySession',
  'google',
  '__paypalDouble',
  '__applePayDouble',
  '__googlePayDouble',
]

/** Settles and removes the vendor script tags earlier tests left (the loader forgets settled loads). */
function removeVendorScripts(): void {
  for (const script of document.head.querySelectorAll('script')) {
    if (script.src !== APPLE_PAY_SCRIPT_URL && script.src !== GOOGLE_PAY_SCRIPT_URL) continue
    script.dispatchEvent(new Event('error'))
    script.remove()
  }
}

/** The vendor script tag for `url` the loader added, once it is there. */
export function vendorScript(url: string): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${url}"]`)
    if (!found) throw new Error(`no script tag for ${url} yet`)
    return found
  })
}

/** Removes every double, then installs the PayPal double and, unless told otherwise, both wallets. */
export function installDoubles({ apple = true, google = true } = {}): void {
  removeVendorScripts()
  for (const name of GLOBALS) Reflect.deleteProperty(window, name)
  installFullPayPalDouble(window)
  if (apple) installApplePayDouble(window)
  if (google) installGooglePayDouble(window)
}

/** A Checkout of vi.fn()s: the order is 'ORDER-1', capture and details resolve, fail only records. */
export interface FakeCheckout extends Checkout {
  createOrder: Mock<Checkout['createOrder']>
  capture: Mock<Checkout['capture']>
  orderDetails: Mock<Checkout['orderDetails']>
  fail: Mock<(stage: PaymentStage, message?: string) => void>
  reportFailure: Mock<(stage: PaymentStage, message: string) => void>
}

export function fakeCheckout(
  overrides: Partial<Pick<Checkout, 'totalCents' | 'currency'>> = {},
): FakeCheckout {
  return {
    totalCents: 2350,
    currency: 'EUR',
    createOrder: vi.fn<Checkout['createOrder']>(async () => 'ORDER-1'),
    capture: vi.fn<Checkout['capture']>(async () => undefined),
    orderDetails: vi.fn<Checkout['orderDetails']>(async () => ({ status: 'APPROVED' })),
    fail: vi.fn(),
    reportFailure: vi.fn(),
    ...overrides,
  }
}

/** Marks the SDK script as loaded: the double is installed already. */
function MarkScriptLoaded(): null {
  const [, dispatch] = usePayPalScriptReducer()
  useEffect(
    () => dispatch({ type: DISPATCH_ACTION.LOADING_STATUS, value: SCRIPT_LOADING_STATE.RESOLVED }),
    [dispatch],
  )
  return null
}

/** The method as the list shows it: its eligibility as text, and its Area while eligible. */
function Probe({ method, checkout }: { method: PaymentMethod; checkout: Checkout }) {
  const eligibility = method.useEligibility()
  const { Area } = method
  return (
    <>
      <output data-testid="eligibility">{eligibility}</output>
      {eligibility === 'eligible' && (
        <section aria-label="area">
          <Area checkout={checkout} borderRadius={4} height={undefined} />
        </section>
      )}
    </>
  )
}

/** Options of {@link renderMethod}. */
export interface RenderMethodOptions {
  checkout?: FakeCheckout
  config?: Partial<ShopConfig>
  /** Render into this node (e.g. inside a shadow root); default a div in the body. */
  container?: HTMLElement
}

/** Renders `method` on a configured page (locale en unless told), inside the provider, under an element root. */
export function renderMethod(method: PaymentMethod, options: RenderMethodOptions = {}) {
  const checkout = options.checkout ?? fakeCheckout()
  shopStore.setState({ config: { status: 'ready', config: testConfig({ locale: 'en', ...options.config }) } })
  const tree: ReactNode = (
    <ElementRoot name="shop-payment">
      <PayPalScriptProvider
        options={{ clientId: 'test', components: method.sdkComponents.join(',') }}
        deferLoading
      >
        <MarkScriptLoaded />
        <Probe method={method} checkout={checkout} />
      </PayPalScriptProvider>
    </ElementRoot>
  )
  const view = render(tree, options.container ? { container: options.container } : {})
  return { ...view, checkout }
}

/** The eligibility the probe shows right now. */
export const eligibility = () => screen.getByTestId('eligibility').textContent

/** Every call the PayPal double recorded, as "name detail" strings. */
export const paypalCalls = () =>
  (window.__paypalDouble?.calls ?? []).map((call) =>
    call.detail ? `${call.name} ${call.detail}` : call.name,
  )

/** Lets the doubles' promise chains run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
