/**
 * Typed donation amounts through the real input, in German and English pages and browser locales: a decimal comma
 * is never read as a thousands separator.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/storageKeys'
import { collectProblems, openHarness } from './support/harness'
import { serveShop, SHOP_PATH } from './support/payment'

/** Texts of the page language: label, add button, the amount line, the format message. */
const TEXTS = {
  de: {
    input: 'Eigener Betrag in €',
    add: 'Spende in den Warenkorb',
    preview: /^Sie spenden 15,50\s€$/,
    format: /wie 15,50 oder 15 ein/,
  },
  en: {
    input: 'Your amount in €',
    add: 'Add donation to cart',
    preview: /^You are donating 15,50\s€$/,
    format: /like 15\.50 or 15/,
  },
} as const

async function openDonations(page: Page, locale: keyof typeof TEXTS) {
  await serveShop(page)
  const init =
    `<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="${locale}"` +
    ` shop-url="${SHOP_PATH}"></shop-init>`
  await openHarness(page, { html: `<h1>Spenden</h1>${init}<shop-donations></shop-donations>` })
  const campaign = locale === 'de' ? 'Neue Dinosaurierhalle 🦕' : 'New dinosaur hall 🦕'
  await page.getByRole('radio', { name: campaign }).check()
  return {
    input: page.getByRole('textbox', { name: TEXTS[locale].input }),
    add: page.getByRole('button', { name: TEXTS[locale].add }),
  }
}

const storedDonations = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    DEFAULT_STORAGE_KEYS.donations,
  )

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)

for (const [browserLocale, page_] of [
  ['de-DE', 'de'],
  ['en-US', 'en'],
] as const) {
  test.describe(`a ${browserLocale} browser on a locale="${page_}" page`, () => {
    test.use({ locale: browserLocale })

    for (const typed of ['15,50', '15.50']) {
      test(`typing ${typed} adds 1550 cents, and says so before the button`, async ({ page }) => {
        const problems = collectProblems(page)
        const { input, add } = await openDonations(page, page_)
        await input.pressSequentially(typed)
        await expect(input).toHaveValue(typed)
        await expect(input).not.toHaveAttribute('aria-invalid')
        await expect(page.getByText(TEXTS[page_].preview)).toBeVisible()
        await add.click()
        await page.waitForURL(`**${SHOP_PATH}#/cart`)
        expect(await storedDonations(page)).toEqual([{ value: 1550, campaign_id: 1 }])
        expect(problems).toEqual([])
      })
    }

    test('typing 1.234,50 shows the message, ties it to the input and keeps adding disabled', async ({
      page,
    }) => {
      const { input, add } = await openDonations(page, page_)
      await input.pressSequentially('1.234,50')
      await expect(input).toHaveAttribute('type', 'text')
      await expect(input).toHaveAttribute('inputmode', 'decimal')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(TEXTS[page_].format)
      await expect(add).toBeDisabled()
      await input.press('Enter')
      expect(await storedDonations(page)).toBeNull()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
