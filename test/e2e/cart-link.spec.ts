import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../src/domain/shop/storageKeys'
import { addBundle, INIT, openHarness, SAME_ORIGIN_SHOP } from './support/harness'
import { storedCart, TWO_DAY_TICKETS } from '../helpers/storedCart'
import { axeScan } from './support/visitorChecks'

const TWO_TICKETS = storedCart(TWO_DAY_TICKETS)

const HEADER = `<h1>Museum</h1>${INIT}<header><shop-cart-link></shop-cart-link></header>`

/** Opens a page with `html`, the given localStorage values set before the bundle starts. */
async function open(page: Page, html: string, stored: Record<string, string> = {}): Promise<void> {
  await openHarness(page, { html, loadBundle: false })
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, stored)
  await addBundle(page)
  await expect(cartLink(page).first()).toBeVisible()
}

const cartLink = (page: Page) => page.locator('shop-cart-link').getByRole('link')
const countBadge = (page: Page) => page.locator('shop-cart-link [part="count"]')
/** A name as the element gives it; Intl puts a no-break space before the € sign. */
const named = (text: string) => new RegExp(`^${text.replace(' €', '\\s€')}$`)

/**
 * Stands in for the museum's shop, answering its pages with 204 No Content: the browser then stays on the page under
 * test, where the link can be read after the donation element went for the cart. Returns the shop addresses asked for.
 */
function stayOnPage(page: Page): string[] {
  const asked: string[] = []
  void page.route(`**${SAME_ORIGIN_SHOP}**`, (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return route.fulfill({ status: 204 })
  })
  return asked
}

async function addDonation(page: Page, amount: string): Promise<void> {
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill(amount)
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
}

test('follows a donation added in the same page', async ({ page }) => {
  const asked = stayOnPage(page)
  await open(page, `${HEADER}<shop-donations></shop-donations>`, { [KEYS.cart]: JSON.stringify(TWO_TICKETS) })
  await expect(cartLink(page)).toHaveAccessibleName(named('Warenkorb 2 Artikel, 24,00 €'))

  await addDonation(page, '12.50')
  await expect.poll(() => asked).toEqual([SAME_ORIGIN_SHOP])
  await expect(cartLink(page)).toHaveAccessibleName(named('Warenkorb 3 Artikel, 36,50 €'))
  await expect(countBadge(page)).toHaveText('3')
})

test('follows a donation added in another page of the same browser', async ({ page, context }) => {
  await open(page, HEADER)
  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb')
  await expect(countBadge(page)).toHaveCount(0)

  const other = await context.newPage()
  stayOnPage(other)
  await openHarness(other, { html: `${INIT}<shop-donations></shop-donations>` })
  await addDonation(other, '10')
  await expect(cartLink(page)).toHaveAccessibleName(named('Warenkorb 1 Artikel, 10,00 €'))

  // The other page empties the cart (as the shop does after payment): the count goes away again.
  await other.evaluate((key) => localStorage.removeItem(key), KEYS.donations)
  await expect(cartLink(page)).toHaveAccessibleName('Warenkorb')
  await expect(countBadge(page)).toHaveCount(0)
})

test('has no axe violations, and its focus is visible from the keyboard', async ({ page }) => {
  await open(page, `${HEADER}<shop-cart-link icon-only></shop-cart-link>`, {
    [KEYS.cart]: JSON.stringify(TWO_TICKETS),
  })
  await expect(cartLink(page).first()).toHaveAccessibleName(named('Warenkorb 2 Artikel, 24,00 €'))
  const { violations } = await axeScan(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)).toEqual([])

  await page.keyboard.press('Tab')
  await expect(cartLink(page).first()).toBeFocused()
  const outline = await cartLink(page)
    .first()
    .evaluate((link) => {
      const style = getComputedStyle(link)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
  expect(outline.style).toBe('solid')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('fits a 320 px wide header without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await open(page, `${HEADER}<shop-cart-link icon-only></shop-cart-link>`, {
    // A long total: 2 × 1.234,56 €.
    [KEYS.cart]: JSON.stringify(storedCart({ ...TWO_DAY_TICKETS, price_cents: 123456 })),
  })
  await expect(countBadge(page).first()).toHaveText('2')
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  for (const link of await cartLink(page).all()) {
    const box = await link.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true)
    expect(box && box.height >= 24).toBe(true)
  }
})
