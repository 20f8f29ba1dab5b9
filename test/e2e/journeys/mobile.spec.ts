/**
 * On a phone (390 × 844) the visitor switches the demo to the mobile navigation, which is one
 * flat list of links; its events link leads to the stand-in shop's list, and the payment method list works with a
 * tap on the radio and the PayPal double's button, up to the success page.
 */
import { expect, test, type Page } from '@playwright/test'
import { collectProblems } from '../support/harness'
import { BASE, installProbes, recordJourneyRequests, snap, visits, waitForQuiet } from '../support/journeys'
import {
  addEventDateInShop,
  choosePayPal,
  closePanel,
  EVENT,
  goToCartFromStatus,
  goToCheckout,
  landOn,
  openHome,
  openPanel,
  payPalButton,
  shopNav,
} from './steps'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const WIDTH = 390

test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true })

/**
 * The mobile list: every top-level entry as a link, in the configured order, without the home icon; the vouchers on
 * the museum's own voucher page (the demo's `voucher-url`), the rest in the shop.
 */
const MOBILE_LINKS = [
  ['Tickets', '/demo/shop/#/tickets/filters'],
  ['Veranstaltungen', '/demo/shop/#/products/events'],
  ['Ausstellungen', '/demo/shop/#/exhibitions'],
  ['Museen', '/demo/shop/#/museums'],
  ['Führungen', '/demo/shop/#/products/public-tours'],
  ['Museumsshop', '/demo/shop/#/merchandise/list'],
  ['Gutscheine', '/demo/vouchers.html'],
] as const

/** Fails when the radio named `name` reaches beyond the viewport's width. */
async function fitsWidth(page: Page, name: string): Promise<void> {
  const box = await page.getByRole('radio', { name, exact: true }).boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= WIDTH).toBe(true)
}

/** The page does not scroll sideways (its content fits the phone's width). */
async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
}

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('the mobile nav is a flat list whose links work, and PayPal can be chosen and paid on a phone', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  const sent = recordJourneyRequests(page)
  await installProbes(page)

  await openHome(page)
  const panel = await openPanel(page)
  await panel.getByRole('checkbox', { name: 'Mobile navigation' }).check()
  await expect(page.locator('shop-nav')).toHaveAttribute('mobile', '')
  await closePanel(page)

  const nav = shopNav(page)
  await expect(nav.getByRole('button')).toHaveCount(0)
  await expect(nav.getByRole('link')).toHaveText(MOBILE_LINKS.map(([name]) => name))
  for (const [name, route] of MOBILE_LINKS) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${BASE}${route}`)
  }
  await snap(page, testInfo, 'mobile-1-nav')

  await nav.getByRole('link', { name: 'Veranstaltungen', exact: true }).tap()
  await landOn(page, '/demo/shop/', '#/products/events')
  await expect(page.getByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeVisible()
  await page.getByRole('link', { name: EVENT.title }).tap()
  await landOn(page, '/demo/shop/', `#/product/event/${EVENT.eventId}`)
  await expect(page.getByRole('heading', { level: 1, name: EVENT.title })).toBeVisible()
  await fitsPhone(page)
  await addEventDateInShop(page)
  await goToCartFromStatus(page)

  await waitForQuiet(sent)
  const mark = sent.length
  await goToCheckout(page, true)
  // The switch is kept across pages, and the flat list requests no listings.
  await expect(page.locator('shop-nav')).toHaveAttribute('mobile', '')
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText(/Gesamtbetrag\s*15,00\s€/)
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toBeVisible()
  await fitsPhone(page)
  await fitsWidth(page, 'PayPal')
  await page.getByRole('radio', { name: 'PayPal', exact: true }).scrollIntoViewIfNeeded()
  await choosePayPal(page)
  const button = await payPalButton(page).boundingBox()
  expect(button !== null && button.x >= 0 && button.x + button.width <= WIDTH).toBe(true)
  await snap(page, testInfo, 'mobile-2-checkout-paypal')
  await payPalButton(page).tap()

  await landOn(page, '/demo/shop/', '#/checkout/success?ORDERID=ord_1')
  await expect(page.getByText('Bestellnummer: ord_1')).toBeVisible()
  await snap(page, testInfo, 'mobile-3-success')
  expect(visits(sent.slice(mark))).toEqual([
    {
      page: '/demo/checkout.html',
      // The shop comes from the answer the browser kept on the earlier pages.
      requests: {
        // Who orders (the signed-in customer's names), and the event line's price and places asked before the
        // methods show and once more before the order.
        'GET /api/v4/auth/validate_token': 1,
        'GET /api/v4/events/21': 2,
        'GET /api/v4/events/21/dates': 2,
        'POST /api/v4/orders': 1,
        'POST /api/v4/payments/paypal/capture/ord_1/PAYPAL-1': 1,
      },
    },
  ])
  expect(problems).toEqual([])
})
