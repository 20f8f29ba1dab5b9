/**
 * The stand-in cart asks for a donation, the visitor follows the link to the support page and
 * chooses "Weiter ohne Spende". Back in the cart nothing is added and nobody asks again; the checkout charges the
 * event alone.
 */
import { expect, test } from '@playwright/test'
import { collectProblems } from '../support/harness'
import {
  heardEvents,
  installProbes,
  recordJourneyRequests,
  snap,
  storedNow,
  visits,
  waitForQuiet,
} from '../support/journeys'
import {
  addEventDate,
  cartRows,
  choosePayPal,
  EVENT_LINE,
  eventOrderItem,
  goToCartFromStatus,
  goToCheckout,
  landOn,
  openEventFromNav,
  openHome,
  payPalButton,
  supportReady,
} from './steps'
import { MUSEUM_NOW } from '../support/eventDates'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const ASK = 'Möchten Sie das Museum mit einer Spende unterstützen?'

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('"Weiter ohne Spende" returns to the cart with the skip flag and no donation; the total has none', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  const sent = recordJourneyRequests(page)
  await installProbes(page)
  // The fake API's event dates are fixed days: the museum's clock stands weeks before the first.
  await page.clock.setFixedTime(MUSEUM_NOW)

  await openHome(page)
  await openEventFromNav(page)
  await addEventDate(page)
  await goToCartFromStatus(page)
  await expect(page.getByText(ASK)).toBeVisible()
  await page.getByRole('link', { name: 'Spende hinzufügen' }).click()
  await supportReady(page)

  await waitForQuiet(sent)
  const mark = sent.length
  await page.getByRole('button', { name: 'Weiter ohne Spende' }).click()
  await landOn(page, '/demo/shop/', '#/cart')
  expect(await storedNow(page)).toMatchObject({ donations: null, skip: 'true' })
  expect(await cartRows(page)).toEqual([
    'Artikel Anzahl Einzelpreis Summe',
    `${EVENT_LINE} 1 15,00 € 15,00 €`,
    'Gesamt 15,00 €',
  ])
  // The visitor has decided: the cart does not ask again, and without donations it loads no campaign names.
  await expect(page.getByText(ASK)).toBeHidden()
  await snap(page, testInfo, 'cart-after-skip')
  expect(visits(sent.slice(mark))).toEqual([])

  await goToCheckout(page)
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary).toContainText(/Gesamtbetrag\s*15,00\s€/)
  await expect(summary.getByRole('row', { name: /Spende/ })).toHaveCount(0)
  await choosePayPal(page)
  await snap(page, testInfo, 'checkout-without-donation')
  await payPalButton(page).click()
  await landOn(page, '/demo/shop/', '#/checkout/success?ORDERID=ord_1')
  await expect(page.getByText('Bestellnummer: ord_1')).toBeVisible()

  expect(visits(sent.slice(mark))).toEqual([
    {
      page: '/demo/checkout.html',
      // The nav and the shop come from the answers the browser kept on the earlier pages.
      requests: {
        // Who orders (the signed-in customer's names), and the event line's price and places asked before the
        // methods show and once more before the order.
        'GET /api/v4/auth/validate_token': 1,
        'GET /api/v4/events/21': 2,
        'GET /api/v4/events/21/dates': 2,
        'POST /api/v4/orders': 1,
        'POST /api/v4/payments/paypal/capture/ord_1/PAYPAL-1': 1,
      },
    },
  ])
  const [order] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(order?.body).toEqual({
    items: [eventOrderItem()],
    total: 1500,
    payment_mode_id: '12',
    payment_source: 'paypal',
    customer: null,
  })
  const types = (await heardEvents(page)).map((event) => event.type)
  expect(types).not.toContain('shop-donation-added')
  expect(types).toContain('shop-payment-succeeded')
  expect(problems).toEqual([])
})
