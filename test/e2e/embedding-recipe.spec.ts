/**
 * The CMS recipe of docs/embedding.md, taken from the document as written and placed in a page: every element it names
 * works (only the bundle's address is this server's), so the recipe cannot go stale unnoticed.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { addBundle, BASE, collectProblems, INIT, openHarness } from './support/harness'
import { SAMPLE_CART } from './support/payment'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'

/** The first html code block after the heading that starts with `heading`. */
function htmlBlock(heading: string): string {
  const document = readFileSync('docs/embedding.md', 'utf8')
  const section = document.slice(document.indexOf(`## ${heading}`))
  const block = /```html\n([\s\S]*?)```/.exec(section)?.[1]
  if (!block) throw new Error(`docs/embedding.md has no html block under "${heading}"`)
  return block
}

/** The markup of the recipe's code block, without the head's link and script (the test loads the built bundle). */
function recipeBody(): string {
  const block = htmlBlock('3. Embed in your CMS')
  expect(block.trim().split('\n')).toHaveLength(15)
  return block
    .split('\n')
    .filter((line) => !line.startsWith('<link') && !line.startsWith('<script'))
    .join('\n')
}

test("the recipe of docs/embedding.md works as written, its cart and checkout on the page's origin", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: recipeBody(), loadBundle: false })
  await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify({ version: 1, items })), {
    key: DEFAULT_STORAGE_KEYS.cart,
    items: SAMPLE_CART,
  })
  await addBundle(page)
  const nav = page.locator('shop-nav')
  await expect(nav.getByRole('link', { name: 'Tickets' })).toBeVisible()
  await expect(nav.getByRole('button', { name: /Ausstellungen/ })).toBeVisible()
  await expect(page.locator('shop-cart-link').getByRole('link')).toHaveAccessibleName(/3/)
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toBeVisible()
  await expect(page.locator('shop-payment .shop-payment__legal')).toContainText('Widerrufsbelehrung')
  await expect(
    page
      .locator('shop-tickets')
      .getByRole('button', { name: /verfügbar$/ })
      .first(),
  ).toBeVisible()
  await expect(page.locator('shop-cart').getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute(
    'href',
    `${BASE}/kasse`,
  )
  // The shop is at https://shop.museum.de, another origin; the cart and checkout are the page's own: nothing to say.
  expect(problems).toEqual([])
})

test('the three ways of writing JSON in an attribute give the navigation its entries', async ({ page }) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: INIT + htmlBlock('4. JSON in attributes') })
  const navs = page.locator('shop-nav')
  await expect(navs).toHaveCount(3)
  await expect(navs.nth(0).getByRole('button', { name: 'Ausstellungen' })).toBeVisible()
  await expect(navs.nth(1).getByRole('button', { name: /Ausstellungen/ })).toBeVisible()
  await expect(navs.nth(2).getByRole('link', { name: "Kids' tickets" })).toBeVisible()
  expect(problems).toEqual([])
})
