/**
 * The checkout's last words before paying: the card form's pay button says the total, and the museum's legal text
 * (terms, right of withdrawal), given inside <shop-payment> with slot="legal", stands between the order and the
 * payment methods, links and all, in the light DOM the element renders into.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { cardPayButton, fillCard } from './support/cardForm'
import { openPayment } from './support/payment'
import { axeScan, CHECKED_WIDTHS, expectNoSidewaysScroll, showAtWidth } from './support/visitorChecks'

/** What a museum's CMS editor writes inside the element. */
const LEGAL =
  '<p slot="legal" class="museum-legal">Mit Ihrer Bestellung akzeptieren Sie unsere ' +
  '<a href="/agb">Allgemeinen Geschäftsbedingungen</a>. Informationen zu Ihrem Widerrufsrecht finden Sie in der ' +
  '<a href="/widerruf">Widerrufsbelehrung</a>.</p>'

const legal = (page: Page) => page.locator('shop-payment .museum-legal')
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN
const bottom = async (locator: Locator) => {
  const box = await locator.boundingBox()
  return box ? box.y + box.height : Number.NaN
}

const axeViolations = async (page: Page) =>
  (await axeScan(page).include('shop-payment').analyze()).violations.map((v) => v.id)

test('at 320 and 1280 px the legal text stands between the order and the methods; the pay button says the total', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 })
  await openPayment(page, { paymentChildren: LEGAL })
  const order = page.getByRole('table', { name: 'Ihre Bestellung' })
  const methods = page.getByRole('group', { name: 'Zahlungsart wählen' })
  await expect(methods).toBeVisible()
  await expect(legal(page)).toBeVisible()
  await expect(legal(page).getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute(
    'href',
    '/widerruf',
  )
  for (const width of CHECKED_WIDTHS) {
    await showAtWidth(page, width)
    expect(await top(legal(page)), `at ${width} px`).toBeGreaterThanOrEqual(await bottom(order))
    expect(await bottom(legal(page)), `at ${width} px`).toBeLessThanOrEqual(await top(methods))
  }

  await showAtWidth(page, 320)
  await fillCard(page)
  // Two tickets at 12,50 € and a catalogue at 19,99 €.
  await expect(cardPayButton(page)).toHaveAccessibleName(/^Zahlungspflichtig bestellen: 44,99\s€$/)
  await expect(cardPayButton(page)).toBeEnabled()
  for (const width of CHECKED_WIDTHS) {
    await showAtWidth(page, width)
    await expectNoSidewaysScroll(page, ` at ${width} px`)
    expect(await axeViolations(page), `axe violations at ${width} px`).toEqual([])
  }
})

test('in English the pay button reads "Buy now: 44,99 €" (prices keep the shop\'s format)', async ({
  page,
}) => {
  await openPayment(page, { locale: 'en' })
  await page.getByRole('radio', { name: 'Credit or debit card' }).check()
  await expect(cardPayButton(page, 'en')).toHaveAccessibleName(/^Buy now: 44,99\s€$/)
})

test('the legal text is read in page order, and stays when the element is moved', async ({ page }) => {
  await openPayment(page, { paymentChildren: LEGAL })
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toBeVisible()
  // From the terms link, Tab reaches the withdrawal link, then who orders (a signed-in customer, who may sign out),
  // then the first payment method.
  await legal(page).getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }).focus()
  await page.keyboard.press('Tab')
  await expect(legal(page).getByRole('link', { name: 'Widerrufsbelehrung' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeFocused()

  // A CMS that moves the element (disconnect, connect) keeps the text: it is shown once, in the same place.
  await page.evaluate(() => {
    const payment = document.querySelector('shop-payment')!
    document.body.append(payment)
  })
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toBeVisible()
  await expect(legal(page)).toHaveCount(1)
  await expect(legal(page)).toBeVisible()
})
