/**
 * The order confirmation at the end of a real payment, not of a prepared token: after PayPal the checkout leads to
 * the museum's own success page (`success-url`), after a redirect-mode payment the provider returns to the shop's
 * success address, which leads there too; either way <shop-order> shows what the checkout ordered, each document link
 * answers, the cart and the donations are gone, and the purchase is counted once.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { fetchInPage, order, orderShown } from './support/order'
import { MODES, openModes, payWith } from './support/payModes'
import { choosePayPal, openPayment, payPalButton, SAMPLE_DONATIONS } from './support/payment'
import { expectVisitorGrade } from './support/visitorChecks'

const MUSEUM_SUCCESS = 'success-url="/demo/success.html?token={token}"'

/** The confirmation shows the sample cart, its donation and its total, and every document link answers. */
async function expectTheSampleOrder(page: Page): Promise<void> {
  await orderShown(page)
  const element = order(page)
  await expect(element.getByText('2 × Tageskarte')).toBeVisible()
  await expect(element.getByText('Ausstellungskatalog')).toBeVisible()
  await expect(element.getByText(/^Spende/)).toBeVisible()
  await expect(element.locator('[part=total]')).toHaveText(/49,99\s€/)
  const links = await element
    .locator('[part=document-link]')
    .evaluateAll((found) => found.map((link) => (link as HTMLAnchorElement).href))
  expect(links.length).toBeGreaterThan(0)
  for (const href of links) expect((await fetchInPage(page, href)).status, href).toBe(200)
  // What was paid for is no longer in the cart, nor the donation.
  const left = await page.evaluate((keys) => {
    const cart = JSON.parse(localStorage.getItem(keys.cart) ?? 'null') as { items?: unknown[] } | null
    const donations = JSON.parse(localStorage.getItem(keys.donations) ?? 'null') as unknown[] | null
    return { items: cart?.items?.length ?? 0, donations: donations?.length ?? 0 }
  }, DEFAULT_STORAGE_KEYS)
  expect(left).toEqual({ items: 0, donations: 0 })
}

test.use({ viewport: { width: 320, height: 800 } })

test("after PayPal: the museum's success page confirms every line, the documents, the donation and the total", async ({
  page,
}) => {
  await openPayment(page, { donations: [...SAMPLE_DONATIONS], initAttributes: MUSEUM_SUCCESS })
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/\/demo\/success\.html\?token=ord_1$/)
  await expectTheSampleOrder(page)
  await expectVisitorGrade(page)
})

test('after a redirect-mode payment: back from the provider, the confirmation shows what was ordered', async ({
  page,
}) => {
  await openModes(page)
  await payWith(page, MODES.redirect)
  await page.waitForURL(/\/demo\/provider\.html\?order=ord_1/)
  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click()
  await page.waitForURL(/\/demo\/shop\/#\/checkout\/success\?ORDERID=ord_1$/)
  // The back office returns to the shop's success address; the museum's page with <shop-order> is linked there.
  await page.getByRole('link', { name: 'Ihre Tickets und Belege' }).click()
  await page.waitForURL(/\/demo\/success\.html\?ORDERID=ord_1$/)
  await expectTheSampleOrder(page)
  await expectVisitorGrade(page)
})
