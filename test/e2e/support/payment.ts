/**
 * Helpers for browser tests of <shop-payment> (PayPal here, and the card, wallet and local methods): a cart in the
 * documented storage format before the bundle loads, a stand-in shop that the success and failure addresses land
 * on, the API traffic of the whole journey (it survives the redirect), and the PayPal double's knobs.
 */
import { expect, type Page, type Request } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { addBundle, cmsColumn, openHarness } from './harness'

/** Path of the stand-in shop; `shop-url` points here, so checkout redirects land on a served page. */
export const SHOP_PATH = '/museum-shop/'

/** A cart item exactly as the shop stores it under the cart key (docs/integration.md, src/domain/cart/storedCart.ts). */
export interface StoredCartLine {
  type: string
  attributes: { id: number; quantity: number } & Record<string, unknown>
  name: string
  price_cents: number
}

/** Two tickets at 12,50 € and a catalogue at 19,99 €. */
export const SAMPLE_CART: readonly StoredCartLine[] = [
  { type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Tageskarte', price_cents: 1250 },
  { type: 'Merchandise', attributes: { id: 3, quantity: 1 }, name: 'Ausstellungskatalog', price_cents: 1999 },
]

/** A donation of 5,00 € to campaign 1. */
export const SAMPLE_DONATIONS = [{ value: 500, campaign_id: 1 }] as const

/** What the page stores and shows. */
export interface PaymentPageOptions {
  cart?: readonly StoredCartLine[]
  donations?: readonly { value: number; campaign_id: number }[]
  /** Fake API knobs, e.g. '?orderError=Sold%20out'. */
  query?: string
  /** Extra attributes of <shop-init>, e.g. 'shop-type="second"'. */
  initAttributes?: string
  /** Attributes of <shop-payment>, e.g. 'border-radius="8"'. */
  paymentAttributes?: string
  /** Markup inside <shop-payment>, e.g. the museum's legal text with slot="legal". */
  paymentChildren?: string
  /** The init element's locale (default 'de'). */
  locale?: string
  /** Set on `window.__paypalDouble` before the bundle loads. */
  paypal?: PayPalDoubleState
  /** Host page content after the element, e.g. a footer that must not jump. */
  after?: string
  /** Place the page inside a museum CMS's content column (24 px of padding on each side). */
  column?: boolean
  /** Who visits (harness.ts): a signed-in customer by default. */
  buyer?: 'signed-in' | 'anonymous'
}

/** Answers every address under SHOP_PATH with a small page titled "Museumsshop", as the museum's shop would. */
export async function serveShop(page: Page): Promise<void> {
  await page.route(`**${SHOP_PATH}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Museumsshop</title><h1>Shop</h1>',
    }),
  )
}

/**
 * Opens the harness with `<shop-init shop-url="/museum-shop/">` and `<shop-payment>`, puts cart and donations into
 * localStorage, sets the PayPal double's knobs, then loads the built bundle.
 */
export async function openPayment(page: Page, options: PaymentPageOptions = {}): Promise<void> {
  await serveShop(page)
  await openHarness(page, {
    html: paymentMarkup(options),
    query: options.query,
    loadBundle: false,
    buyer: options.buyer,
  })
  await page.evaluate(
    ({ cart, donations, paypal, keys }) => {
      localStorage.setItem(keys.cart, JSON.stringify({ version: 1, items: cart }))
      if (donations.length > 0) localStorage.setItem(keys.donations, JSON.stringify(donations))
      window.__paypalDouble = paypal
    },
    {
      cart: options.cart ?? SAMPLE_CART,
      donations: options.donations ?? [],
      paypal: options.paypal ?? {},
      keys: DEFAULT_STORAGE_KEYS,
    },
  )
  await addBundle(page)
}

/** The checkout page's markup: `<shop-init shop-url="/museum-shop/">` and `<shop-payment>`. */
function paymentMarkup(options: PaymentPageOptions): string {
  const init =
    '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de"' +
    ` locale="${options.locale ?? 'de'}" shop-url="${SHOP_PATH}" ${options.initAttributes ?? ''}></shop-init>`
  const payment = `<shop-payment ${options.paymentAttributes ?? ''}>${options.paymentChildren ?? ''}</shop-payment>`
  const markup = `<h1>Kasse</h1>${init}${payment}${options.after ?? ''}`
  return options.column ? cmsColumn(markup) : markup
}

/**
 * Reloads the checkout like the visitor's reload button: storage stays as it is (the cart, this tab's
 * sessionStorage), the page starts afresh with the same query, gets the same markup and loads the bundle again.
 */
export async function reloadPayment(page: Page, options: PaymentPageOptions = {}): Promise<void> {
  await page.reload()
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate(
    ({ markup, paypal }) => {
      document.getElementById('stage')!.innerHTML = markup
      window.__paypalDouble = paypal
    },
    { markup: paymentMarkup(options), paypal: options.paypal ?? {} },
  )
  await addBundle(page)
}

/** One request to the v4 API as the browser sent it. */
export interface SentRequest {
  method: string
  pathname: string
  headers: Record<string, string>
  body: unknown
}

/**
 * Records every request to /api/v4 from now on, across navigations (the fake API's own log lives in the page and
 * is gone after the redirect). Call before the page opens.
 */
export function recordApiRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v4/')) return
    const text = request.postData()
    sent.push({
      method: request.method(),
      pathname: url.pathname,
      headers: request.headers(),
      body: text === null ? null : (JSON.parse(text) as unknown),
    })
  })
  return sent
}

/** The recorded requests to paths ending in `suffix`. */
export function sentTo(sent: readonly SentRequest[], suffix: string): SentRequest[] {
  return sent.filter((request) => request.pathname.endsWith(suffix))
}

/** The PayPal double's button (rendered by react-paypal-js's PayPalButtons into the chosen method's area). */
export function payPalButton(page: Page) {
  return page.locator('[data-testid=paypal-double-button]')
}

/** Chooses the PayPal method and waits for its button. */
export async function choosePayPal(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check()
  await expect(payPalButton(page)).toBeVisible()
}

/** The success address of the hash-routed stand-in shop for an order token. */
export function successUrl(baseURL: string, token: string): string {
  return `${new URL(SHOP_PATH, baseURL).href}#/checkout/success?ORDERID=${token}`
}
