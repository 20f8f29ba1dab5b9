/**
 * Starts the fake v4 API for a demo page (knobs from the page's query), with either the payment SDK test doubles or,
 * given `?paypalClientId=…`, the real PayPal sandbox SDK and a shop answer that carries that client id.
 */
import { HttpResponse, type RequestHandler } from 'msw'
import { startFakeApi } from '../test/msw/browser'
import { sdkDoubleHandlers } from '../test/msw/handlers'
import { apiRoute } from '../test/msw/apiRoute'
import { PAYPAL_PAYMENT_MODE_ID, shopFixture } from '../test/msw/fixtures/shop'
import { SDK_DOUBLES } from '../test/doubles/serve'
import { paypalSandboxClientId } from './settings'

/** How the demo's payments run. */
export type DemoPaymentMode = { kind: 'double' } | { kind: 'sandbox'; clientId: string }

/**
 * GET /api/v4/shop like the fake API's own handler (same knobs, same request log), but with the PayPal payment
 * mode's client_id replaced. Registered before the API handlers, so it wins.
 */
function sandboxShopHandler(clientId: string): RequestHandler {
  return apiRoute('get', '/shop', 'shop', ({ locale }) => {
    const answer = shopFixture(locale)
    const key = String(PAYPAL_PAYMENT_MODE_ID)
    const modes = answer.shop.payment_modes
    const paypal = modes[key]
    const patched = paypal ? { ...modes, [key]: { ...paypal, client_id: clientId } } : modes
    return HttpResponse.json({ shop: { ...answer.shop, payment_modes: patched } })
  })
}

/** Which payment mode the page's query asks for. */
export function demoPaymentMode(): DemoPaymentMode {
  const clientId = paypalSandboxClientId()
  return clientId ? { kind: 'sandbox', clientId } : { kind: 'double' }
}

/**
 * Starts the service worker. Without a sandbox client id the SDK doubles answer PayPal's, Apple's and Google's script
 * addresses; with one, those requests go to the real network.
 */
export async function startDemoApi(mode: DemoPaymentMode = demoPaymentMode()): Promise<void> {
  const extraHandlers =
    mode.kind === 'sandbox' ? [sandboxShopHandler(mode.clientId)] : sdkDoubleHandlers(SDK_DOUBLES)
  await startFakeApi({ extraHandlers, search: demoSearch() })
}

/** The page's query: the ticket data made around the museum's today unless it names another day, every payment mode. */
function demoSearch(): string {
  const params = new URLSearchParams(window.location.search)
  if (!params.has('ticketDay')) params.set('ticketDay', 'today')
  // The demo museum's shop runs four payment modes beside PayPal (test/msw/payModeKnobs.ts).
  if (!params.has('payModes')) params.set('payModes', 'all')
  return `?${params.toString()}`
}

/** Loads the BUILT bundle with one module script, like a museum's CMS page does. Call after the fake API runs. */
export function loadShopBundle(): void {
  const script = document.createElement('script')
  script.type = 'module'
  script.src = '/dist/shop-elements.js'
  document.head.append(script)
}
