/**
 * Each element says which language its texts are in, on its own root: an English shop on a German museum page is
 * read with an English voice, and a German shop on an English page with a German one.
 */
import { expect, test, type Page } from '@playwright/test'
import { addBundle, INIT, openHarness } from './support/harness'

const ELEMENTS = ['shop-nav', 'shop-cart-link', 'shop-donations'] as const

async function openShopIn(page: Page, shopLocale: string, pageLang: string): Promise<void> {
  const init = INIT.replace('locale="de"', `locale="${shopLocale}"`)
  const nav = `<shop-nav nav='[{"type":"tickets"}]'></shop-nav>`
  const html = `${init}${nav}<shop-cart-link></shop-cart-link><shop-donations></shop-donations>`
  await openHarness(page, { html, loadBundle: false })
  await page.evaluate((lang) => (document.documentElement.lang = lang), pageLang)
  await addBundle(page)
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
}

/** The language a control is read in: that of its closest ancestor with `lang`, inside its shadow tree or out. */
const languageOf = (page: Page, tag: string, role: 'link' | 'radio') =>
  page
    .locator(tag)
    .getByRole(role)
    .first()
    .evaluate((control) => {
      for (let node: Node | null = control; node;) {
        if (node instanceof HTMLElement && node.lang) return node.lang
        node = node instanceof ShadowRoot ? node.host : node.parentNode
      }
      return ''
    })

for (const [shopLocale, pageLang] of [
  ['en', 'de'],
  ['de', 'en'],
] as const) {
  test(`a ${shopLocale} shop on a ${pageLang} page: every element's root and controls are in ${shopLocale}`, async ({
    page,
  }) => {
    await openShopIn(page, shopLocale, pageLang)
    for (const tag of ELEMENTS)
      await expect(page.locator(`${tag} .shop-root`)).toHaveAttribute('lang', shopLocale)
    expect(await languageOf(page, 'shop-cart-link', 'link')).toBe(shopLocale)
    expect(await languageOf(page, 'shop-nav', 'link')).toBe(shopLocale)
    expect(await languageOf(page, 'shop-donations', 'radio')).toBe(shopLocale)
  })
}
