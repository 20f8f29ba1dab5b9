import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { addBundle, collectProblems, openHarness } from './support/harness'
import { axeScan } from './support/visitorChecks'

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
  (await axeScan(page).analyze()).violations.map((v) => `${v.id}: ${v.nodes.length} node(s)`)

test('a typed donation goes into the cart storage and the visitor lands on the shop cart', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openDonations(page)
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill('12.50')
  await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()

  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  await expect(page).toHaveTitle('Warenkorb')
  expect(await cartStorage(page)).toEqual({ donations: [{ value: 1250, campaign_id: 1 }], skip: 'true' })
  expect(problems).toEqual([])
})

test('works with the keyboard alone', async ({ page }) => {
  await openDonations(page)
  const focused = (role: 'radio' | 'textbox' | 'button', name: string | RegExp) =>
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
  await focused('textbox', 'Eigener Betrag in €')
  await page.keyboard.press('Tab')
  await focused('button', 'Spende in den Warenkorb')
  await page.keyboard.press('Enter')

  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  expect(await cartStorage(page)).toEqual({ donations: [{ value: 1000, campaign_id: 1 }], skip: 'true' })
})

test('a guest sees what is still possible for the campaign, and cannot choose or type more', async ({
  page,
}) => {
  await openDonations(page, [{ value: 9000, campaign_id: 1 }])
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  const amounts = page.getByRole('group', { name: 'Betrag wählen' })
  await expect(amounts).toHaveAccessibleDescription(
    /Noch möglich: 10,00\s€\. Höhere Beträge sind nicht wählbar\./,
  )
  await expect(page.getByText(/Noch möglich: 10,00\s€\./)).toBeVisible()
  const tooHigh = page.getByRole('radio', { name: /^25,00\s€$/ })
  await expect(tooHigh).toBeDisabled()
  await expect(tooHigh).toHaveAccessibleDescription('Höhere Beträge sind nicht wählbar.')
  const input = page.getByRole('textbox', { name: 'Eigener Betrag in €' })
  await expect(input).toHaveAccessibleDescription(/^Von 1,00\s€ bis 10,00\s€\.$/)
  await input.pressSequentially('10,01')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const add = page.getByRole('button', { name: 'Spende in den Warenkorb' })
  await expect(add).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])

  await input.fill('')
  await input.pressSequentially('10')
  await expect(page.getByText(/^Sie spenden 10,00\s€$/)).toBeVisible()
  await add.click()
  await page.waitForURL(`**${SHOP_PATH}#/cart`)
  expect(await cartStorage(page)).toEqual({
    donations: [
      { value: 9000, campaign_id: 1 },
      { value: 1000, campaign_id: 1 },
    ],
    skip: 'true',
  })
})

test('is axe-clean: at rest, with an amount chosen and with a custom amount error', async ({ page }) => {
  await openDonations(page)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
  await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill('15,50')
  await expect(page.getByText(/^Sie spenden 15,50\s€$/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill('1.234')
  await expect(page.getByText(/etwa 15, 15,50 oder 1\.500,00/)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
