/**
 * The code field of <shop-payment>: each kind of code redeemed at the checkout, two together, the codes and the total
 * left to pay in the order request, a voucher covering everything ordered without a provider, a wrong code, a code
 * typed but not redeemed holding the payment back, keyboard only, axe in every state, 320 px and English.
 */
import { expect, test, type Page } from '@playwright/test'
import { paymentModeMessages } from '../../elements/shop-payment/modes/modeMessages'
import { CODES } from '../msw/fixtures/couponCodes'
import { BASE } from './support/harness'
import { codeList, DAY_TICKETS, de, en, redeem, storedCodes } from './support/codeField'
import { MODES, modeRadio, placeOrderButton } from './support/payModes'
import { openPayment, payPalButton, recordApiRequests, sentTo, successUrl } from './support/payment'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const CATALOGUE = {
  type: 'Merchandise',
  attributes: { id: 41, quantity: 1 },
  name: 'Katalog',
  price_cents: 1999,
}
const payment = (page: Page) => page.locator('shop-payment')
const orderBody = (sent: ReturnType<typeof recordApiRequests>) =>
  sentTo(sent, '/api/v4/orders')[0]?.body as Record<string, unknown> | undefined

test('a discount code and a value voucher together: struck prices, the credit, and both in the order with the total left', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await openPayment(page, { cart: [DAY_TICKETS, CATALOGUE], query: '?payModes=all' })
  const checkout = payment(page)
  await redeem(checkout, CODES.discount)
  await expect(checkout.getByText('18,00 € statt 20,00 €')).toBeAttached()
  expect(await axeViolations(page)).toEqual([])
  await redeem(checkout, CODES.value)
  await expect(checkout.locator('[part="coupon-due"]')).toContainText('12,99 €')
  expect(await axeViolations(page)).toEqual([])

  await modeRadio(page, MODES.invoice).check()
  await placeOrderButton(page, 'Zahlungspflichtig bestellen (12,99 €)').click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  const body = orderBody(sent)
  expect(body).toMatchObject({ coupons: [CODES.discount, CODES.value], total: 1299, payment_mode_id: '23' })
  expect(body?.items).toMatchObject([
    { type: 'Ticket', payment_attributes: { unit_amount: { quantity: 2, value: '9.00' } } },
    { type: 'Merchandise', payment_attributes: { unit_amount: { quantity: 1, value: '19.99' } } },
  ])
  // Once ordered, the codes are gone with the cart.
  expect(await storedCodes(page)).toEqual([])
})

test('a voucher covering everything makes a zero total, ordered without a provider; axe 0', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await openPayment(page, { cart: [DAY_TICKETS] })
  const checkout = payment(page)
  await redeem(checkout, CODES.bigValue)
  await expect(checkout.locator('[part="coupon-due"]')).toContainText('0,00 €')
  await expect(checkout.getByText('Restguthaben des Gutscheins: 80,00 €')).toBeVisible()
  await expect(payPalButton(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: paymentModeMessages.de['payment.modes.freeOrder'] }).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(orderBody(sent)).toMatchObject({ coupons: [CODES.bigValue], total: 0 })
})

test('a voucher for one ticket at the checkout: the ticket at 0 € in the summary and in the order', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await openPayment(page, { cart: [DAY_TICKETS], query: '?payModes=all' })
  const checkout = payment(page)
  await redeem(checkout, CODES.dayTicket)
  await expect(codeList(checkout)).toContainText('Gutschein für 1 × Tageskarte Kunsthalle am Fluss')
  await expect(checkout.getByRole('table').getByRole('row')).toHaveCount(4)
  expect(await axeViolations(page)).toEqual([])
  await modeRadio(page, MODES.invoice).check()
  await placeOrderButton(page, 'Zahlungspflichtig bestellen (20,00 €)').click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  const body = orderBody(sent)
  expect(body).toMatchObject({ coupons: [CODES.dayTicket], total: 2000 })
  expect(body?.items).toMatchObject([
    { attributes: { id: 54, quantity: 2 } },
    { attributes: { id: 54, quantity: 1 }, payment_attributes: { unit_amount: { value: '0.00' } } },
  ])
})

test('a code typed but not redeemed holds the payment back; a wrong one is said and lets it go on', async ({
  page,
}) => {
  await openPayment(page, { cart: [DAY_TICKETS], query: '?payModes=all' })
  const checkout = payment(page)
  await expect(modeRadio(page, MODES.invoice)).toBeVisible()
  await checkout.getByRole('button', { name: de['coupon.open'] }).click()
  await checkout.getByRole('textbox', { name: de['coupon.label'] }).fill('abgelaufen')
  await expect(checkout.getByText(de['coupon.pending'])).toBeVisible()
  await expect(modeRadio(page, MODES.invoice)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await checkout.getByRole('button', { name: de['coupon.apply'], exact: true }).click()
  await expect(checkout.getByRole('alert')).toHaveText(de['coupon.refused.expired'])
  await expect(checkout.getByRole('textbox', { name: de['coupon.label'] })).toHaveValue('abgelaufen')
  await expect(modeRadio(page, MODES.invoice)).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('keyboard only, 320 px, in English: redeem and remove a code; nothing scrolls sideways, axe 0', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 })
  await openPayment(page, { cart: [DAY_TICKETS], locale: 'en' })
  const checkout = payment(page)
  const toggle = checkout.getByRole('button', { name: en['coupon.open'] })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(checkout.getByRole('textbox', { name: en['coupon.label'] })).toBeFocused()
  await page.keyboard.type(CODES.value.toLowerCase())
  await page.keyboard.press('Enter')
  await expect(codeList(checkout, en)).toHaveCount(1)
  await expect(checkout.locator('[part="coupon-due"]')).toContainText('0,00 €')
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
  await checkout.getByRole('button', { name: `Remove code ${CODES.value}` }).focus()
  await page.keyboard.press('Enter')
  await expect(codeList(checkout, en)).toHaveCount(0)
  await expect(checkout.locator('[part="coupon-due"]')).toHaveCount(0)
})

test("analytics follows the amount to pay: begin_checkout's value after a code is what the order costs", async ({
  page,
}) => {
  await openPayment(page, { cart: [DAY_TICKETS, CATALOGUE], initAttributes: 'analytics="datalayer"' })
  const beginCheckout = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => (entry as { event?: string } | null)?.event === 'begin_checkout')
        .map((entry) => (entry as { ecommerce: { value: number } }).ecommerce.value),
    )
  await expect.poll(beginCheckout).toEqual([39.99])
  await redeem(payment(page), CODES.value)
  await expect(payment(page).locator('[part="coupon-due"]')).toContainText('14,99 €')
  await expect.poll(beginCheckout).toEqual([39.99, 14.99])
})

test("without a stored code the checkout does not request the field until it is opened, then shows it in the closed link's place", async ({
  page,
}) => {
  const fieldChunks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/dist/chunks/CouponField-')) fieldChunks.push(request.url())
  })
  await openPayment(page, { cart: [DAY_TICKETS] })
  const checkout = payment(page)
  const toggle = checkout.getByRole('button', { name: de['coupon.open'] })
  await expect(toggle).toBeVisible()
  await expect(checkout.getByRole('table')).toBeVisible()
  expect(fieldChunks).toEqual([])
  const closed = await toggle.boundingBox()
  await toggle.click()
  await expect(checkout.getByRole('textbox', { name: de['coupon.label'] })).toBeFocused()
  expect(fieldChunks).toHaveLength(1)
  // The field takes the closed link's place: what is above it has not moved.
  const form = await checkout.locator('[part="coupon-form"]').boundingBox()
  expect(Math.round(form!.y)).toBe(Math.round(closed!.y))
})
