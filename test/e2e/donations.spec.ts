import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/storageKeys'
import { addBundle, collectProblems, openHarness } from './support/harness'

/** A same-origin stand-in for the museum's shop: the cart link resolves to it, page.route answers it. */
const SHOP_PATH = '/museum-shop/'
const INIT =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"' +
  ` shop-url="${SHOP_PATH}"></shop-init>`
// A host page has its own main heading; the element adds none (it cannot know the page's outline).
const MARKUP = `<h1>Spenden für das Museum</h1>${INIT}<shop-donations></shop-donations>`

/** Answers every request to the stand-in shop with a small page titled "Warenkorb". */
async function serveShop(page: Page): Promise<void> {
  await page.route(`**${SHOP_PATH}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Warenkorb</title><h1>Warenkorb</h1>',
    }),
  )
}

async function openDonations(page: Page, stored?: unknown[]): Promise<void> {
  await serveShop(page)
  await openHarness(page, { html: MARKUP, loadBundle: stored === undefined })
  if (stored !== undefined) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: DEFAULT_STORAGE_KEYS.donations,
      value: stored,
    })
    await addBundle(page)
  }
  await expect(page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })).toBeVisible()
}

/** What the cart will read: the stored donations and the skip-donation flag. */
function cartStorage(page: Page) {
  return page.evaluate(
    (keys) => ({
      donations: JSON.parse(localStorage.getItem(keys.donations) ?? 'null') as unknown,
      skip: localStorage.getItem(keys.skipDonation),
    }),
    DEFAULT_STORAGE_KEYS,
  )
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)

test('a typed donation goes into the cart storage and the visitor lands on the shop cart', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openDonations(page)
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('spinbutton', { name: 'Eigener Betrag in €' }).fill('12.50')
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()

  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  await expect(page).toHaveTitle('Warenkorb')
  expect(await cartStorage(page)).toEqual({ donations: [{ value: 1250, campaign_id: 1 }], skip: 'true' })
  expect(problems).toEqual([])
})

test('continue without donating sets only the skip flag and opens the cart', async ({ page }) => {
  await openDonations(page)
  await page.getByRole('button', { name: 'Weiter ohne Spende' }).click()
  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  expect(await cartStorage(page)).toEqual({ donations: null, skip: 'true' })
})

test('works with the keyboard alone', async ({ page }) => {
  await openDonations(page)
  const focused = (role: 'radio' | 'spinbutton' | 'button', name: string | RegExp) =>
    expect(page.getByRole(role, { name })).toBeFocused()

  await page.keyboard.press('Tab')
  await focused('radio', 'Neue Dinosaurierhalle 🦕')
  await page.keyboard.press('ArrowDown')
  await focused('radio', 'Restaurierung „Große Welle“')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })).toBeChecked()
  await page.keyboard.press('Tab')
  await focused('radio', /^5,00\s€$/)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: /^10,00\s€$/ })).toBeChecked()
  await page.keyboard.press('Tab')
  await focused('spinbutton', 'Eigener Betrag in €')
  await page.keyboard.press('Tab')
  await focused('button', 'Spende in den Warenkorb')
  await page.keyboard.press('Enter')

  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  expect(await cartStorage(page)).toEqual({ donations: [{ value: 1000, campaign_id: 1 }], skip: 'true' })
})

test('an invalid custom amount shows the browser’s own message and leaves nothing to add', async ({
  page,
}) => {
  await openDonations(page)
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  const input = page.getByRole('spinbutton', { name: 'Eigener Betrag in €' })
  const add = page.getByRole('button', { name: 'Spende in den Warenkorb' })
  for (const typed of ['0', '12.345', '100.01']) {
    await input.fill(typed)
    const message = await input.evaluate((element: HTMLInputElement) => element.validationMessage)
    expect(message, typed).not.toBe('')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    await expect(add).toBeDisabled()
  }
  await input.fill('100')
  await expect(add).toBeEnabled()
})

test('a guest past the campaign limit is told why, with a login link, and stays', async ({ page }) => {
  await openDonations(page, [{ value: 9000, campaign_id: 1 }])
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('radio', { name: /^25,00\s€$/ }).check()
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('im Warenkorb sind dafür schon 90,00')
  await expect(alert.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    /\/museum-shop\/#\/login$/,
  )
  expect(page.url()).toContain('/test/e2e/pages/harness.html')
  expect(await cartStorage(page)).toEqual({ donations: [{ value: 9000, campaign_id: 1 }], skip: null })
})

test('is axe-clean: at rest, with a custom amount error and with the cap message', async ({ page }) => {
  await openDonations(page, [{ value: 9000, campaign_id: 1 }])
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('spinbutton', { name: 'Eigener Betrag in €' }).fill('0')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('spinbutton', { name: 'Eigener Betrag in €' }).fill('50')
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
