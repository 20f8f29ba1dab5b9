/**
 * The code field of <shop-cart>: each kind of code (a discount code, a value voucher, a voucher for one ticket), two
 * codes together, one removed, wrong codes said next to the field, a network failure, a code typed but not redeemed
 * before the way to the checkout, keyboard only, axe in every state, 320 px and English.
 */
import { expect, test } from '@playwright/test'
import { CODES } from '../msw/fixtures/couponCodes'
import { cartElement, cartLines, openCart } from './support/cart'
import { codeList, DAY_TICKETS, de, en, redeem, storedCodes } from './support/codeField'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const total = (page: Parameters<typeof cartElement>[0]) => cartElement(page).locator('[part="total"]')

test('each kind of code, two together, one removed; the struck price says both; axe 0 in every state', async ({
  page,
}) => {
  await openCart(page, { lines: [DAY_TICKETS] })
  const cart = cartElement(page)
  await expect(cart.getByRole('button', { name: de['coupon.open'] })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // A discount code: the line priced again, the former price struck through.
  await redeem(cart, 'rabatt10')
  await expect(cart.getByText('18,00 € statt 20,00 €')).toBeAttached()
  await expect(cart.locator('s')).toHaveText('20,00 €')
  await expect(total(page)).toContainText('18,00 €')
  expect(await axeViolations(page)).toEqual([])

  // A value voucher beside it: its credit taken off, never below 0, the rest said.
  await redeem(cart, CODES.value)
  await expect(codeList(cart)).toHaveCount(2)
  await expect(cart.locator('[part="coupon-credit"]')).toContainText('−18,00 €')
  await expect(cart.locator('[part="coupon-due"]')).toContainText('0,00 €')
  await expect(cart.getByText('Restguthaben des Gutscheins: 7,00 €')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  // A voucher for one ticket: that ticket at 0 €, one piece, without a stepper.
  await redeem(cart, CODES.dayTicket)
  await expect(cartLines(page)).toHaveCount(2)
  const voucherLine = cartLines(page).nth(1)
  await expect(voucherLine).toContainText('0,00 €')
  await expect(voucherLine.getByRole('group')).toHaveCount(0)
  await expect(codeList(cart).nth(2)).toContainText('Gutschein für 1 × Tageskarte Kunsthalle am Fluss')
  expect(await axeViolations(page)).toEqual([])

  // Removing the discount code: the price as before, the other codes stay.
  await cart.getByRole('button', { name: `Code ${CODES.discount} entfernen` }).click()
  await expect(codeList(cart)).toHaveCount(2)
  await expect(cart.locator('s')).toHaveCount(0)
  await expect(cart.locator('[part="coupon-credit"]')).toContainText('−20,00 €')
  expect((await storedCodes(page)).map((coupon) => coupon.code)).toEqual([CODES.value, CODES.dayTicket])
  // Removing the ticket voucher takes its line with it.
  await cart.getByRole('button', { name: `Code ${CODES.dayTicket} entfernen` }).click()
  await expect(cartLines(page)).toHaveCount(1)
})

for (const [code, sentence] of [
  ['GIBTESNICHT', de['coupon.refused.unknown']],
  [CODES.used, de['coupon.refused.used']],
  [CODES.expired, de['coupon.refused.expired']],
  [CODES.notYetValid, de['coupon.refused.notYetValid']],
] as const) {
  test(`a wrong code (${code}) is said next to the field, which keeps what was typed; axe 0`, async ({
    page,
  }) => {
    await openCart(page, { lines: [DAY_TICKETS] })
    const cart = cartElement(page)
    await redeem(cart, code.toLowerCase())
    const field = cart.getByRole('textbox', { name: de['coupon.label'] })
    await expect(cart.getByRole('alert')).toHaveText(sentence)
    await expect(field).toHaveValue(code.toLowerCase())
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(sentence)
    expect(await storedCodes(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
}

test('a network failure says try again; the field keeps the code; axe 0', async ({ page }) => {
  await openCart(page, { lines: [DAY_TICKETS], query: '?fail=couponSale:network' })
  const cart = cartElement(page)
  await redeem(cart, CODES.value)
  await expect(cart.getByRole('alert')).toHaveText(de['coupon.failed'])
  await expect(cart.getByRole('textbox', { name: de['coupon.label'] })).toHaveValue(CODES.value)
  expect(await storedCodes(page)).toEqual([])
  expect(await axeViolations(page)).toEqual([])
})

test('a code typed but not redeemed is redeemed before the way to the checkout', async ({ page }) => {
  await openCart(page, { lines: [DAY_TICKETS] })
  const cart = cartElement(page)
  await cart.getByRole('button', { name: de['coupon.open'] }).click()
  await cart.getByRole('textbox', { name: de['coupon.label'] }).fill(CODES.value)
  await cart.getByRole('link', { name: 'Zur Kasse' }).click()
  await page.waitForURL(/museum-shop\//)
  expect((await storedCodes(page)).map((coupon) => coupon.code)).toEqual([CODES.value])
})

test('a refused code typed before the way to the checkout keeps the visitor on the cart, told why', async ({
  page,
}) => {
  await openCart(page, { lines: [DAY_TICKETS] })
  const cart = cartElement(page)
  await cart.getByRole('button', { name: de['coupon.open'] }).click()
  await cart.getByRole('textbox', { name: de['coupon.label'] }).fill(CODES.used)
  await cart.getByRole('link', { name: 'Zur Kasse' }).click()
  await expect(cart.getByRole('alert')).toHaveText(de['coupon.refused.used'])
  expect(page.url()).toContain('/test/e2e/pages/harness.html')
})

test('keyboard only: open the field, redeem, remove; the keyboard lands where the next step is', async ({
  page,
}) => {
  await openCart(page, { lines: [DAY_TICKETS] })
  const cart = cartElement(page)
  const toggle = cart.getByRole('button', { name: de['coupon.open'] })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const field = cart.getByRole('textbox', { name: de['coupon.label'] })
  await expect(field).toBeFocused()
  await page.keyboard.type(CODES.value)
  await page.keyboard.press('Enter')
  await expect(codeList(cart)).toHaveCount(1)
  await expect(
    cart.locator('[aria-live="polite"]').filter({ hasText: `Code ${CODES.value} eingelöst.` }),
  ).toBeAttached()
  const remove = cart.getByRole('button', { name: `Code ${CODES.value} entfernen` })
  await remove.focus()
  await page.keyboard.press('Enter')
  await expect(codeList(cart)).toHaveCount(0)
})

test('320 px, in English: nothing scrolls sideways, axe 0', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  const init =
    '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="en"' +
    ' shop-url="/museum-shop/"></shop-init>'
  await openCart(page, { lines: [DAY_TICKETS], init })
  const cart = cartElement(page)
  await redeem(cart, CODES.discount, en)
  await redeem(cart, CODES.value, en)
  await redeem(cart, 'NOPE', en)
  await expect(cart.getByText('18,00 € instead of 20,00 €')).toBeAttached()
  await expect(cart.getByRole('alert')).toHaveText(en['coupon.refused.unknown'])
  await expect(codeList(cart, en)).toHaveCount(2)
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
})

test("a voucher for a timed ticket: the day and a time with a place left, on the museum's clock; then the ticket at 0 €", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 })
  // The museum's clock stands on Thursday, 28 May 2026; the fake API's Saturday has its timed places.
  await openCart(page, { lines: [DAY_TICKETS] })
  const cart = cartElement(page)
  await redeem(cart, CODES.timedTicket)
  const choice = cart.getByRole('group', { name: /Wählen Sie Tag und Uhrzeit für Erwachsene/ })
  await expect(choice.getByLabel(de['coupon.day'])).toHaveValue('2026-05-28')
  await expect(choice.getByLabel(de['coupon.day'])).toHaveAttribute('min', '2026-05-28')
  // Nothing is kept before the time is chosen.
  expect(await storedCodes(page)).toEqual([])
  await choice.getByLabel(de['coupon.day']).fill('2026-05-30')
  const time = choice.getByLabel(de['coupon.time'])
  await expect(time.getByRole('option', { name: '11:30 Uhr' })).toBeAttached()
  await time.selectOption({ label: '11:30 Uhr' })
  expect(await axeViolations(page)).toEqual([])
  await expectNoSidewaysScroll(page)
  await choice.getByRole('button', { name: de['coupon.addTicket'] }).click()

  await expect(cartLines(page)).toHaveCount(2)
  const voucherLine = cartLines(page).nth(1)
  await expect(voucherLine).toContainText('Erwachsene')
  await expect(voucherLine).toContainText('Sa, 30. Mai, 11:30 Uhr')
  await expect(voucherLine).toContainText('0,00 €')
  expect((await storedCodes(page)).map((coupon) => coupon.code)).toEqual([CODES.timedTicket])
  expect(await axeViolations(page)).toEqual([])
})

test("the header's cart link shows the amount to pay once a code is redeemed", async ({ page }) => {
  await openCart(page, {
    lines: [DAY_TICKETS],
    html: '<shop-cart-link></shop-cart-link><shop-cart></shop-cart>',
  })
  const linkTotal = page.locator('shop-cart-link [part="total"]')
  await expect(linkTotal).toHaveText(/^20,00\s€$/)
  await redeem(cartElement(page), 'rabatt10')
  await expect(linkTotal).toHaveText(/^18,00\s€$/)
  await redeem(cartElement(page), CODES.value)
  await expect(linkTotal).toHaveText(/^0,00\s€$/)
})
