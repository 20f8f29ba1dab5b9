/**
 * The storage contract with the museum's go~mus shop: a donation added with <shop-donations> lands under the keys the
 * shop reads at /#/cart, and the checkout on the same origin reads it from there.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { addBundle, collectProblems, openHarness, SAME_ORIGIN_SHOP } from './support/harness'

const INIT =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"' +
  ` shop-url="${SAME_ORIGIN_SHOP}"></shop-init>`

/** The keys go~mus's shop reads, spelled out: they belong to the shop, not to us. */
const GOMUS = { donations: '201600627v4donations', skipDonation: 'skipDonation' }
const OUR_OLD_KEYS = ['museum-shop.donations', 'museum-shop.skip-donation']

/** The museum's shop cart page, same origin as the elements. */
async function serveShop(page: Page): Promise<void> {
  await page.route(`**${SAME_ORIGIN_SHOP}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Warenkorb</title><h1>Warenkorb</h1>',
    }),
  )
}

const readKeys = (page: Page, keys: string[]) =>
  page.evaluate((names) => names.map((key) => localStorage.getItem(key)), keys)

test("a donation goes under go~mus's keys and the checkout on the same origin shows it", async ({ page }) => {
  const problems = collectProblems(page)
  await serveShop(page)
  await openHarness(page, { html: `<h1>Spenden</h1>${INIT}<shop-donations></shop-donations>` })
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill('12.50')
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
  await page.waitForURL(`**${SAME_ORIGIN_SHOP}#/cart`)

  const [donations, skip] = await readKeys(page, [GOMUS.donations, GOMUS.skipDonation])
  expect(JSON.parse(donations ?? 'null')).toEqual([{ value: 1250, campaign_id: 1 }])
  expect(skip).toBe('true')
  expect(await readKeys(page, OUR_OLD_KEYS)).toEqual([null, null])

  // The shop puts a ticket in the cart; then the visitor goes to the checkout page with <shop-payment>.
  await openHarness(page, { html: `<h1>Kasse</h1>${INIT}<shop-payment></shop-payment>`, loadBundle: false })
  await page.evaluate((key) => {
    const line = { type: 'Ticket', attributes: { id: 7, quantity: 1 }, name: 'Tageskarte', price_cents: 1250 }
    localStorage.setItem(key, JSON.stringify({ version: 1, items: [line] }))
  }, DEFAULT_STORAGE_KEYS.cart)
  await addBundle(page)
  const summary = page.getByRole('table')
  await expect(
    summary.getByRole('row', { name: /^Spende: Neue Dinosaurierhalle 🦕\s+1\s+12,50\s€$/ }),
  ).toBeVisible()
  await expect(summary.getByRole('row', { name: /^Tageskarte\s+1\s+12,50\s€$/ })).toBeVisible()
  await expect(summary.getByRole('row', { name: /^Gesamtbetrag\s+25,00\s€$/ })).toBeVisible()
  expect(problems).toEqual([])
})
