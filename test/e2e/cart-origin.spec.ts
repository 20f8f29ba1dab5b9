/**
 * Tickets written on a page whose cart is on another origin: the visitor would find an empty cart there (browser
 * storage is per origin). The first write says so loudly in the console, and the self-diagnosis fails its cart check;
 * with the museum's own cart and checkout pages on the page's origin both stay quiet.
 */
import { expect, test, type Page } from '@playwright/test'
import type { DiagnosticsReport } from '../../src/domain/diagnostics/report'
import { BASE, collectProblems, openHarness } from './support/harness'
import { MUSEUM_NOW, saturday, TIMED_TICKETS, ticketElement } from './support/tickets'

const API = 'api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"'
/** The go~mus-hosted shop: the elements' default cart, on another origin than the test page. */
const HOSTED_SHOP = 'shop-url="https://shop.demo-museum.de/"'
const OWN_PAGES = `${HOSTED_SHOP} cart-url="/warenkorb" checkout-url="/kasse"`

declare global {
  interface Window {
    __report?: DiagnosticsReport
  }
}

/** The ticket page with `attributes` on a debugging init element; one adult at the Saturday's 10:00 added. */
async function addTicket(page: Page, attributes: string): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('shop-diagnostics', (event) => (window.__report = event.detail)),
  )
  await page.clock.setFixedTime(MUSEUM_NOW)
  await openHarness(page, { html: `<shop-init ${API} ${attributes} debug></shop-init>${TIMED_TICKETS}` })
  await saturday(page).click()
  await ticketElement(page)
    .getByRole('radio', { name: /^10:00 Uhr/ })
    .check()
  await ticketElement(page).getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
  await ticketElement(page).getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(ticketElement(page).getByText(/in den Warenkorb gelegt/)).toBeVisible()
}

const cartCheck = async (page: Page) => {
  await expect.poll(() => page.evaluate(() => window.__report !== undefined)).toBe(true)
  return page.evaluate(() => window.__report!.cart)
}

test("tickets added while the cart is the shop's on another origin: one console error, and the self-diagnosis fails", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await addTicket(page, HOSTED_SHOP)
  await expect
    .poll(() => problems.filter((line) => line.startsWith('error: [museum-shop] tickets went into the cart')))
    .toEqual([
      `error: [museum-shop] tickets went into the cart of this page's storage (${BASE}), but "Zum Warenkorb" leads ` +
        "to the shop's cart on https://shop.demo-museum.de, another origin, which cannot see it: the visitor will " +
        "find an empty cart. To sell here, name this site's own cart and checkout pages on the init element " +
        '(cart-url, checkout-url) and put <shop-cart> and <shop-payment> there.',
    ])
  await expect(ticketElement(page).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    /^https:\/\/shop\.demo-museum\.de\//,
  )
  expect(await cartCheck(page)).toMatchObject({
    ok: false,
    pageOrigin: BASE,
    cartOrigin: 'https://shop.demo-museum.de',
    cartUrlSet: false,
  })
})

test("with the museum's own cart and checkout pages on this origin: no warning, the cart link goes there", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await addTicket(page, OWN_PAGES)
  await expect(ticketElement(page).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    `${BASE}/warenkorb`,
  )
  expect(await cartCheck(page)).toMatchObject({ ok: true, cartOrigin: BASE, cartUrlSet: true })
  expect(problems.filter((line) => !line.includes('self-diagnosis'))).toEqual([])
})
