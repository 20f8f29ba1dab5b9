/**
 * The checkout and the donations on a phone, inside a museum CMS's content column (24 px of padding on each side,
 * the site's sans-serif text): no word is cut mid-word, nothing leaves its box, and each element picks its layout by
 * its own width.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { cmsColumn, INIT, keepLogin, openHarness, SIGNED_IN_CUSTOMER } from './support/harness'
import { LONG_CART, LONG_CART_DONATIONS, LONG_NAMES } from './support/longCart'
import { openPayment, SAMPLE_CART, serveShop } from './support/payment'
import { expectNoSidewaysScroll, expectVisitorGrade } from './support/visitorChecks'
import { wordsCutMidWord } from './support/wordCuts'
import { fillCard } from './support/cardForm'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

async function openLongCheckout(page: Page, locale: string): Promise<void> {
  await openPayment(page, {
    cart: LONG_CART,
    donations: LONG_CART_DONATIONS,
    query: `?${LONG_NAMES}`,
    locale,
    column: true,
  })
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
}

const summaryRows = (page: Page) => page.locator('.shop-payment__summary tbody tr')

for (const [width, locale] of [
  [320, 'de'],
  [375, 'en'],
  [320, 'en'],
  [375, 'de'],
] as const) {
  test(`checkout summary at ${width} px (${locale}): each name across the width, quantity × price and total below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openLongCheckout(page, locale)
    expect(await wordsCutMidWord(page, '.shop-payment__summary')).toEqual([])
    const event = summaryRows(page).nth(1)
    const name = await box(event.getByRole('cell').nth(0))
    const quantity = event.getByRole('cell').nth(1)
    const total = await box(event.getByRole('cell').nth(2))
    await expect(quantity).toHaveText(/^12 × 15,00\s€$/, { useInnerText: true })
    const row = await box(event)
    expect(name.width).toBeGreaterThan(row.width - 32)
    expect((await box(quantity)).y).toBeGreaterThanOrEqual(name.y + name.height - 1)
    expect(total.y).toBe((await box(quantity)).y)
    expect(total.x + total.width).toBeGreaterThan(row.x + row.width - 16)
    await expectVisitorGrade(page)
  })
}

test('checkout summary at 1280 px: a table of three columns, name, quantity and amount on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openLongCheckout(page, 'de')
  const cells = summaryRows(page).first().getByRole('cell')
  await expect(cells).toHaveText(['Ausstellungskatalog', '1', /^49,90\s€$/], { useInnerText: true })
  const [name, quantity, amount] = await Promise.all([0, 1, 2].map((index) => box(cells.nth(index))))
  expect(quantity!.x).toBeGreaterThan(name!.x + name!.width - 1)
  expect(amount!.x).toBeGreaterThan(quantity!.x + quantity!.width - 1)
  expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Artikel', 'Anzahl', 'Betrag'])
  expect(await wordsCutMidWord(page, '.shop-payment__summary')).toEqual([])
})

/** The demo museum's checkout page (its own theme and column), with two tickets and a catalogue in the cart. */
async function openDemoCheckout(page: Page): Promise<void> {
  // A signed-in customer: the methods show without the guest form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto('/demo/checkout.html')
  await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify({ version: 1, items })), {
    key: DEFAULT_STORAGE_KEYS.cart,
    items: SAMPLE_CART,
  })
  await page.reload()
}

for (const width of [320, 330, 340]) {
  test(`the open card method stays inside its box at ${width} px on the demo's checkout page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openDemoCheckout(page)
    await fillCard(page)
    // The open card method, not the chosen payment mode (PayPal's), whose option is open as well.
    const method = page.locator('.shop-payment__option--open', { has: page.locator('#creditcard') })
    const outside = await method.evaluate((option) => {
      const edge = option.getBoundingClientRect().right
      return Array.from(option.querySelectorAll('*'))
        .filter((child) => child.getBoundingClientRect().right > edge + 0.5)
        .map((child) => `${child.localName}.${child.className}`)
    })
    expect(outside).toEqual([])
    await expectNoSidewaysScroll(page)
  })
}

async function openDonations(page: Page, query = `?${LONG_NAMES}`, locale = 'de'): Promise<void> {
  await serveShop(page)
  const init = INIT.replace('locale="de"', `locale="${locale}"`)
  await openHarness(page, {
    html: cmsColumn(`<h1>Spenden</h1>${init}<shop-donations></shop-donations>`),
    query,
  })
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
}

const campaignParts = (page: Page, index: number) => {
  const campaign = page.locator('shop-donations .shop-donations__campaign').nth(index)
  return {
    radio: campaign.getByRole('radio'),
    picture: campaign.locator('.shop-donations__thumbnail'),
    name: campaign.locator('.shop-donations__campaign-name'),
  }
}

for (const [width, locale] of [
  [320, 'de'],
  [375, 'en'],
] as const) {
  test(`donations at ${width} px (${locale}): each campaign name on its own line below its picture, presets in an equal grid`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openDonations(page, `?${LONG_NAMES}`, locale)
    const { picture, name } = campaignParts(page, 0)
    const [pictureBox, nameBox] = [await box(picture), await box(name)]
    expect(nameBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height - 1)
    expect(await wordsCutMidWord(page, 'shop-donations')).toEqual([])
    await campaignParts(page, 0).radio.check()
    const presets = page.locator('shop-donations .shop-donations__preset')
    await expect(presets).toHaveCount(3)
    const boxes = await Promise.all([0, 1, 2].map((index) => box(presets.nth(index))))
    expect(new Set(boxes.map((found) => Math.round(found.width))).size).toBe(1)
    // Two columns, the third preset under the first.
    expect(boxes[2]!.x).toBe(boxes[0]!.x)
    expect(boxes[1]!.y).toBe(boxes[0]!.y)
    expect(await wordsCutMidWord(page, 'shop-donations')).toEqual([])
    await expectVisitorGrade(page)
  })
}

test('donations at 1280 px: the campaign name beside its picture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openDonations(page)
  const { picture, name } = campaignParts(page, 0)
  const [pictureBox, nameBox] = [await box(picture), await box(name)]
  expect(nameBox.x).toBeGreaterThan(pictureBox.x + pictureBox.width - 1)
  expect(nameBox.y).toBeLessThan(pictureBox.y + pictureBox.height)
})
