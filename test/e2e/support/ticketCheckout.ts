/**
 * From the ticket element to the checkout on the harness pages, for the browser tests of what a cart line carries
 * into the order: the museum's clock frozen two days before the fake API's Saturday, analytics on (GA4 pushes to
 * `window.dataLayer`), every shop event and console line of every page recorded, and the order placed with the PayPal
 * double told to cancel after the order was created, so the page and the fake API's request log stay.
 */
import { expect, type Page } from '@playwright/test'
import { SHOP_EVENT_NAMES } from '../../../src/domain/host/events'
import type { LoggedRequest } from '../../msw/requestLog'
import { addBundle, apiRequests, INIT, openHarness } from './harness'
import { choosePayPal, payPalButton } from './payment'
import { MUSEUM_NOW } from './tickets'

/** The init element with the analytics pushes on. */
const INIT_WITH_ANALYTICS = INIT.replace('<shop-init ', '<shop-init analytics="datalayer" ')

/** What a journey left behind outside the cart: events, analytics pushes and console lines of every page. */
export interface Traces {
  events: unknown[]
  dataLayer: unknown[]
  console: string[]
}

/** Starts recording; call before the first page opens. */
export async function recordTraces(page: Page): Promise<Traces> {
  const traces: Traces = { events: [], dataLayer: [], console: [] }
  page.on('console', (message) => traces.console.push(`${message.type()}: ${message.text()}`))
  await page.exposeBinding('__recordShopEvent', (_source, event: unknown) => void traces.events.push(event))
  await page.addInitScript((names) => {
    const record = (window as unknown as { __recordShopEvent: (event: unknown) => void }).__recordShopEvent
    for (const name of names)
      document.addEventListener(name, (event) =>
        record({
          name,
          detail: JSON.parse(JSON.stringify((event as CustomEvent).detail ?? null)) as unknown,
        }),
      )
  }, SHOP_EVENT_NAMES)
  return traces
}

/** Keeps the page's dataLayer pushes before it is left. */
export async function keepDataLayer(page: Page, traces: Traces): Promise<void> {
  traces.dataLayer.push(
    ...(await page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as unknown[])),
  )
}

/** Opens the harness with the init element (analytics on) and `html`, the museum's clock at MUSEUM_NOW. */
export async function openTicketPage(page: Page, html: string, query = ''): Promise<void> {
  await page.clock.setFixedTime(MUSEUM_NOW)
  await openHarness(page, { html: `<h1>Tickets</h1>${INIT_WITH_ANALYTICS}${html}`, query })
}

/**
 * Goes on to the checkout with the cart as stored, pays with PayPal (the double cancels after the order was
 * created), and answers the fake API's requests of the checkout page; the order's among them.
 */
export async function orderAtCheckout(page: Page, traces: Traces): Promise<LoggedRequest[]> {
  await keepDataLayer(page, traces)
  await openHarness(page, {
    html: `<h1>Kasse</h1>${INIT_WITH_ANALYTICS}<shop-payment></shop-payment>`,
    loadBundle: false,
  })
  await page.evaluate(() => (window.__paypalDouble = { outcome: 'cancel' }))
  await addBundle(page)
  await choosePayPal(page)
  await payPalButton(page).click()
  await expect
    .poll(async () => (await apiRequests(page)).some((request) => request.pathname.endsWith('/orders')))
    .toBe(true)
  await keepDataLayer(page, traces)
  return apiRequests(page)
}

/** The body of the order the checkout sent. */
export function orderItems(requests: readonly LoggedRequest[]): { type: string; attributes: unknown }[] {
  const order = requests.find((request) => request.method === 'POST' && request.pathname.endsWith('/orders'))
  return (order?.body as { items: { type: string; attributes: unknown }[] } | undefined)?.items ?? []
}
