/**
 * <shop-payment> with the shop's payment modes besides PayPal (the fake API's `payModes=all`): each mode end to end,
 * a total of 0, one order per activation, donations in the order's own list, the museum's own success and failure
 * pages, keyboard only, axe, narrow screens, German and English.
 */
import { expect, test } from '@playwright/test'
import { FAILING_MODE_MESSAGE } from '../msw/payModeKnobs'
import { paymentModeMessages } from '../../elements/shop-payment/modes/modeMessages'
import { BASE, collectProblems } from './support/harness'
import {
  openPayment,
  payPalButton,
  recordApiRequests,
  sentTo,
  SHOP_PATH,
  successUrl,
} from './support/payment'
import {
  MODES,
  modeRadio,
  openModes,
  payWith,
  placeOrderButton,
  serveBackOfficeReturns,
  storedCart,
} from './support/payModes'
import {
  axeViolations,
  CHECKED_WIDTHS_WITH_PHONE,
  expectNoSidewaysScroll,
  showAtWidth,
} from './support/visitorChecks'

const de = paymentModeMessages.de
const failureUrl = (message: string) =>
  `${BASE}${SHOP_PATH}#/checkout/failure?payment_error=${encodeURIComponent(message)}`

/** The order body as sent. */
const orderBody = (page: { body: unknown } | undefined) => page?.body as Record<string, unknown>

test('the modes as choices: PayPal preselected with its methods, every other mode by its name; axe 0', async ({
  page,
}) => {
  await openModes(page)
  await expect(page.getByRole('group', { name: de['payment.modes.legend'] })).toBeVisible()
  for (const name of Object.values(MODES)) await expect(modeRadio(page, name)).toBeVisible()
  await expect(modeRadio(page, MODES.payPal)).toBeChecked()
  // The PayPal mode's methods, as before.
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await modeRadio(page, MODES.invoice).check()
  await expect(page.getByRole('group', { name: 'Zahlungsart wählen' })).toHaveCount(0)
  await expect(placeOrderButton(page, 'Zahlungspflichtig bestellen (49,99 €)')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('payment_url: one order with the mode, donations in their own list, the provider page, back to success', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await serveBackOfficeReturns(page)
  const sent = recordApiRequests(page)
  await openModes(page)
  await payWith(page, MODES.redirect)

  await page.waitForURL(/\/demo\/provider\.html\?order=ord_1&amount=4999&via=url$/)
  await expect(page.getByText('49,99 €')).toBeVisible()
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(orderBody(order)).toMatchObject({
    payment_mode_id: '21',
    total: 4999,
    donations: [{ value: 500, campaign_id: 1 }],
  })
  expect((orderBody(order).items as { type: string }[]).map((item) => item.type)).toEqual([
    'Ticket',
    'Merchandise',
  ])
  // Not paid yet: the cart waits for the shop's success page.
  expect((await storedCart(page))[0]).not.toBeNull()

  await page.getByRole('button', { name: 'Zahlung bestätigen' }).click()
  await page.waitForURL(`${BASE}/demo/shop/#/checkout/success?ORDERID=ord_1`)
  expect(problems).toEqual([])
})

test('payment_data: a form posted to the provider with its params', async ({ page }) => {
  const posted: { url: string; body: string | null }[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/demo/provider.html'))
      posted.push({ url: request.url(), body: request.postData() })
  })
  await openModes(page)
  await payWith(page, MODES.form)

  await page.waitForURL(/\/demo\/provider\.html\?.*via=form/)
  await expect(page.getByText('als Formular empfangen')).toBeVisible()
  expect(posted).toHaveLength(1)
  expect(Object.fromEntries(new URLSearchParams(posted[0]?.body ?? ''))).toEqual({
    order: 'ord_1',
    amount: '4999',
    via: 'form',
    MerchantID: 'demo-museum',
  })
})

test('completes at once: the success page with the token, cart and donations cleared', async ({ page }) => {
  await openModes(page)
  await payWith(page, MODES.invoice)
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(await storedCart(page)).toEqual([null, null])
})

test("a failing mode: the failure page with the provider's words, the cart intact", async ({ page }) => {
  const sent = recordApiRequests(page)
  await openModes(page)
  await payWith(page, MODES.failing)
  await page.waitForURL(failureUrl(FAILING_MODE_MESSAGE))
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(1)
  const [cart, donations] = await storedCart(page)
  expect(cart).toContain('Tageskarte')
  expect(donations).toContain('"campaign_id":1')
})

for (const [meta, text] of [
  ['empty', de['payment.modes.unusable']],
  ['javascript', de['payment.modes.unsafe']],
] as const) {
  test(`an answer with ${meta === 'empty' ? 'nothing usable' : 'a javascript: address'}: the failure page, the reason in words`, async ({
    page,
  }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await openModes(page, { query: `?modeMeta=${meta}` })
    await payWith(page, MODES.redirect)
    await page.waitForURL(failureUrl(text))
    expect(dialogs).toBe(0)
    expect((await storedCart(page))[0]).toContain('Tageskarte')
  })
}

test('a total of 0 needs no provider: one control orders it, straight to success; axe 0', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await openPayment(page, {
    cart: [{ type: 'Ticket', attributes: { id: 9, quantity: 1 }, name: 'Freier Eintritt', price_cents: 0 }],
    query: '?payModes=all',
  })
  await expect(page.getByText('Der Gesamtbetrag ist 0: Es gibt nichts zu bezahlen.')).toBeVisible()
  await expect(payPalButton(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: de['payment.modes.freeOrder'] }).click()
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(orderBody(sentTo(sent, '/api/v4/orders')[0])).toMatchObject({ total: 0, payment_mode_id: '12' })
})

test('never twice: a double click makes one order; the placing state passes axe', async ({ page }) => {
  const sent = recordApiRequests(page)
  // Every answer takes 15 s: time to look at the page while the order is placed.
  await openModes(page, { query: '?latency=15000' })
  await modeRadio(page, MODES.invoice).check()
  await placeOrderButton(page).dblclick()
  await expect(page.getByText(de['payment.progress.placing'])).toBeVisible()
  await expect(placeOrderButton(page)).toBeDisabled()
  expect(await axeViolations(page)).toEqual([])
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(1)
})

test('never twice: held Enter on the control makes one order', async ({ page }) => {
  const sent = recordApiRequests(page)
  await openModes(page, { query: '?latency=1500' })
  await modeRadio(page, MODES.failing).check()
  await placeOrderButton(page).focus()
  for (let press = 0; press < 4; press++) await page.keyboard.press('Enter')
  await page.waitForURL(failureUrl(FAILING_MODE_MESSAGE))
  expect(sentTo(sent, '/api/v4/orders')).toHaveLength(1)
})

test('never twice: two tabs pressing at once make one order; the other says so', async ({
  page,
  context,
}) => {
  const sent = recordApiRequests(page)
  await openModes(page, { query: '?latency=3000' })
  const other = await context.newPage()
  const sentOther = recordApiRequests(other)
  await openModes(other, { query: '?latency=3000' })
  await modeRadio(page, MODES.invoice).check()
  await modeRadio(other, MODES.invoice).check()
  await placeOrderButton(page).click()
  await expect(page.getByText(de['payment.progress.placing'])).toBeVisible()
  await placeOrderButton(other).click()
  await expect(other.getByRole('alert').filter({ hasText: de['payment.modes.elsewhere'] })).toBeVisible()
  expect(await axeViolations(other)).toEqual([])
  await page.waitForURL(successUrl(BASE, 'ord_1'))
  expect(sentTo(sent, '/api/v4/orders').length + sentTo(sentOther, '/api/v4/orders').length).toBe(1)
})

test("success-url and failure-url: every path ends on the museum's own pages", async ({ page }) => {
  const init = `success-url="${SHOP_PATH}danke?order={token}" failure-url="${SHOP_PATH}kasse?fehler={message}"`
  await openModes(page, { initAttributes: init })
  await payWith(page, MODES.invoice)
  await page.waitForURL(`${BASE}${SHOP_PATH}danke?order=ord_1`)

  await openModes(page, { initAttributes: init })
  await payWith(page, MODES.failing)
  await page.waitForURL(`${BASE}${SHOP_PATH}kasse?fehler=${encodeURIComponent(FAILING_MODE_MESSAGE)}`)
})

test('keyboard only: to the modes, arrow to another, Tab to the control, Enter orders', async ({ page }) => {
  await openModes(page)
  await modeRadio(page, MODES.payPal).focus()
  await page.keyboard.press('ArrowDown')
  await expect(modeRadio(page, MODES.redirect)).toBeChecked()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(modeRadio(page, MODES.invoice)).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(placeOrderButton(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await page.waitForURL(successUrl(BASE, 'ord_1'))
})

test('320, 375 and 1280 px: the modes and the order control fit, axe 0', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 900 })
  await openModes(page)
  await modeRadio(page, MODES.form).check()
  await expect(placeOrderButton(page)).toBeVisible()
  for (const width of CHECKED_WIDTHS_WITH_PHONE) {
    await showAtWidth(page, width)
    await expectNoSidewaysScroll(page, ` at ${width} px`)
    const box = await placeOrderButton(page).boundingBox()
    expect(box?.width ?? 0, `at ${width} px`).toBeLessThanOrEqual(width)
    expect(await axeViolations(page), `axe violations at ${width} px`).toEqual([])
  }
})

test('English: the legend, the control names the obligation to pay with the amount', async ({ page }) => {
  const en = paymentModeMessages.en
  await openModes(page, { locale: 'en' })
  await expect(page.getByRole('group', { name: en['payment.modes.legend'] })).toBeVisible()
  await modeRadio(page, MODES.invoice).check()
  await expect(page.getByRole('button', { name: 'Place order and pay (49,99 €)' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('PayPal alone (the default shop): no question, the methods as before', async ({ page }) => {
  await openPayment(page)
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
  await expect(page.getByRole('group', { name: de['payment.modes.legend'] })).toHaveCount(0)
})
