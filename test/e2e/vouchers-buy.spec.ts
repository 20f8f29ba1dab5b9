/**
 * <shop-vouchers>: the vouchers sold online with their prices (and values), two bought into the cart and ordered, a
 * voucher sent by post with its shipping article, keyboard only, axe, 320 px, German and English.
 */
import { expect, test, type Page } from '@playwright/test'
import { voucherMessages } from '../../elements/shop-vouchers/messages'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { addBundle, BASE, INIT, openHarness } from './support/harness'
import { MODES, modeRadio, placeOrderButton } from './support/payModes'
import { openPayment, recordApiRequests, sentTo, successUrl, type StoredCartLine } from './support/payment'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const de = voucherMessages.de

/** What the element stores for two of the 50 € voucher sold at 45 €. */
const TWO_BONUS_VOUCHERS: StoredCartLine[] = [
  { type: 'Coupon', attributes: { id: 72, quantity: 2 }, name: 'Wertgutschein 50 €', price_cents: 4500 },
]

async function openVouchers(page: Page, { locale = 'de', attributes = '' } = {}): Promise<void> {
  await openHarness(page, {
    html: `<h1>Gutscheine</h1>${INIT.replace('locale="de"', `locale="${locale}"`)}<shop-vouchers ${attributes}></shop-vouchers>`,
    loadBundle: false,
  })
  await page.evaluate(() => localStorage.clear())
  await addBundle(page)
}

const card = (page: Page, title: string) =>
  page
    .locator('shop-vouchers')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })

const storedItems = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"items":[]}') as { items: StoredCartLine[] }).items,
    DEFAULT_STORAGE_KEYS.cart,
  )

test('the vouchers sold online, value and price; two bought into the cart; axe 0', async ({ page }) => {
  await openVouchers(page)
  const vouchers = page.locator('shop-vouchers').getByRole('list', { name: de['vouchers.label'] })
  await expect(vouchers.getByRole('heading')).toHaveText([
    'Wertgutschein 25 €',
    'Wertgutschein 50 €',
    'Geschenkgutschein per Post',
  ])
  const bonus = card(page, 'Wertgutschein 50 €')
  await expect(bonus.getByText('Wert 50,00 €, Preis 45,00 €')).toBeVisible()
  // The back office's markup is shown as words only.
  await expect(bonus.getByText('Ein Gutschein über 50 €.')).toBeVisible()
  await expect(page.locator('shop-vouchers').locator('script')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await bonus.getByRole('button', { name: 'Wertgutschein 50 €: einen mehr' }).click()
  await bonus.getByRole('button', { name: 'Wertgutschein 50 € in den Warenkorb' }).click()
  await expect(bonus.getByText('2 × Wertgutschein 50 € sind im Warenkorb.')).toBeVisible()
  await expect(bonus.getByRole('link', { name: de['vouchers.toCart'] })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  expect(await storedItems(page)).toEqual(TWO_BONUS_VOUCHERS)
})

test('two vouchers bought are ordered as Coupon items at their price', async ({ page }) => {
  const sent = recordApiRequests(page)
  await openPayment(page, { cart: TWO_BONUS_VOUCHERS, query: '?payModes=all' })
  await modeRadio(page, MODES.invoice).check()
  await placeOrderButton(page, 'Zahlungspflichtig bestellen (90,00 €)').click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  const body = sentTo(sent, '/api/v4/orders')[0]?.body as { items: unknown[]; total: number }
  expect(body.total).toBe(9000)
  expect(body.items).toMatchObject([{ type: 'Coupon', attributes: { id: 72, quantity: 2 } }])
})

test('a voucher sent by post brings its shipping article into the cart, and says so', async ({ page }) => {
  await openVouchers(page)
  const post = card(page, 'Geschenkgutschein per Post')
  await expect(
    post.getByText('Wird per Post verschickt: Versand per Post (3,50 €) kommt je Gutschein dazu.'),
  ).toBeVisible()
  await post.getByRole('button', { name: 'Geschenkgutschein per Post in den Warenkorb' }).click()
  await expect(
    post.getByText('1 × Geschenkgutschein per Post ist im Warenkorb. Versand per Post kommt mit.'),
  ).toBeVisible()
  expect(await storedItems(page)).toEqual([
    {
      type: 'Coupon',
      attributes: { id: 73, quantity: 1 },
      name: 'Geschenkgutschein per Post',
      price_cents: 3000,
    },
    { type: 'Merchandise', attributes: { id: 46, quantity: 1 }, name: 'Versand per Post', price_cents: 350 },
  ])
})

test('keyboard only, 320 px, in English: count up, add, the confirmation takes the keyboard; axe 0', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 })
  await openVouchers(page, { locale: 'en' })
  const first = card(page, 'Wertgutschein 25 €')
  await first.getByRole('button', { name: 'Wertgutschein 25 €: one more' }).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(first.getByRole('button', { name: 'Add to cart: Wertgutschein 25 €' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(first.locator('[part="confirmation"]')).toBeFocused()
  await expect(first.getByText('2 × Wertgutschein 25 € are in your cart.')).toBeVisible()
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
})
