/**
 * A logged-in visitor browses from the museum's home page through the shop navigation to the museum's page of an
 * event, puts a date in the cart, adds a donation on the support page, and pays at the checkout with the PayPal
 * double. What every page requested, what the order carried, and that the login token leaks nowhere.
 */
import { expect, test } from '@playwright/test'
import { collectProblems, FIRST_CAPTURE } from '../support/harness'
import {
  BASE,
  heardEvents,
  installProbes,
  logIn,
  recordConsole,
  recordJourneyRequests,
  snap,
  storageAtLoads,
  storedNow,
  visits,
} from '../support/journeys'
import {
  addEventDate,
  cartRows,
  CAMPAIGN,
  choosePayPal,
  donate,
  donationOrderItem,
  EVENT,
  EVENT_LINE,
  eventOrderItem,
  goToCheckout,
  goToSupportViaSite,
  NAV_REQUESTS,
  openEventFromNav,
  openHome,
  payPalButton,
  shopNav,
} from './steps'
import { MUSEUM_NOW } from '../support/eventDates'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const TOKEN = 'tok-SECRET-123'
const CAPTURE = FIRST_CAPTURE
const SUCCESS = `${BASE}/demo/shop/#/checkout/success?ORDERID=ord_1`

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('nav → event → cart → donation → checkout → PayPal → success page, cart cleared', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  const consoleLines = recordConsole(page)
  const sent = recordJourneyRequests(page)
  await installProbes(page)
  // The fake API's event dates are fixed days: the museum's clock stands weeks before the first.
  await page.clock.setFixedTime(MUSEUM_NOW)
  await logIn(page, TOKEN)

  await openHome(page)
  await shopNav(page).getByRole('button', { name: 'Veranstaltungen' }).click()
  await snap(page, testInfo, '1-home-events-dropdown')
  await shopNav(page).getByRole('button', { name: 'Veranstaltungen' }).click()
  await openEventFromNav(page)
  await addEventDate(page)
  await snap(page, testInfo, '2-event-added')

  await goToSupportViaSite(page)
  await donate(page, /^10,00\s€$/)
  expect(await cartRows(page)).toEqual([
    'Artikel Anzahl Einzelpreis Summe',
    `${EVENT_LINE} 1 15,00 € 15,00 €`,
    `Spende: ${CAMPAIGN.de} 1 10,00 € 10,00 €`,
    'Gesamt 25,00 €',
  ])
  await snap(page, testInfo, '3-cart-with-donation')

  await goToCheckout(page)
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary).toContainText(EVENT_LINE)
  await expect(summary.getByRole('row', { name: /^Spende/ })).toContainText('10,00')
  await expect(summary).toContainText(/Gesamtbetrag\s*25,00\s€/)
  await choosePayPal(page)
  await snap(page, testInfo, '4-checkout-paypal-chosen')
  await payPalButton(page).click()

  await page.waitForURL(SUCCESS)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
  ).toBeVisible()
  await expect(page.getByText('Bestellnummer: ord_1')).toBeVisible()
  await expect(page.getByText('Ihr Warenkorb ist jetzt leer.')).toBeVisible()
  await snap(page, testInfo, '5-success')

  // The payment element emptied cart and donations before the redirect (the flag stays);
  // the stand-in shop then empties the rest, as the real shop does.
  expect((await storageAtLoads(page)).at(-1)).toEqual({
    page: '/demo/shop/#/checkout/success',
    cart: null,
    donations: null,
    skip: 'true',
  })
  expect(await storedNow(page)).toEqual({ cart: null, donations: null, skip: null })

  // What each page asked the API, in the order the visitor saw them.
  expect(visits(sent)).toEqual([
    { page: '/demo/index.html', requests: NAV_REQUESTS },
    // The event page asks the dates once more, past the cache, before the place goes into the cart.
    {
      page: '/demo/event.html',
      requests: { 'GET /api/v4/events/21': 1, 'GET /api/v4/events/21/dates': 2 },
    },
    // On the support page, nav and donations show the answers the browser kept from the first page (fresh for
    // 1000 s): no request.
    // The stand-in cart names the campaign.
    { page: '/demo/shop/#/cart', requests: { 'GET /api/v4/shop': 1 } },
    {
      page: '/demo/checkout.html',
      requests: {
        // Who orders (the signed-in customer's names), and the event line's price and places asked before the
        // methods show and once more before the order.
        'GET /api/v4/auth/validate_token': 1,
        'GET /api/v4/events/21': 2,
        'GET /api/v4/events/21/dates': 2,
        'POST /api/v4/orders': 1,
        [`POST ${CAPTURE}`]: 1,
      },
    },
  ])
  expect(sent.every((request) => request.query.locale?.join() === 'de')).toBe(true)
  const orders = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(orders).toHaveLength(1)
  expect(orders[0]?.headers).toMatchObject({
    'access-token': TOKEN,
    client: 'cl-journey',
    uid: 'erika@example.org',
    'x-shop-url': 'shop.demo-museum.de',
  })
  expect(orders[0]?.body).toEqual({
    items: [eventOrderItem()],
    donations: [donationOrderItem(1000)],
    total: 2500,
    payment_mode_id: '12',
    payment_source: 'paypal',
    customer: null,
  })
  const capture = sent.filter((request) => request.pathname === CAPTURE)
  expect(capture.map((request) => [request.method, request.body])).toEqual([['POST', null]])

  // What the host page heard, beside `shop-data-loaded`.
  const heard = await heardEvents(page)
  expect(heard.filter((event) => event.type !== 'shop-data-loaded')).toEqual([
    {
      type: 'shop-event-date-added',
      page: '/demo/event.html',
      detail: {
        eventId: EVENT.eventId,
        dateId: EVENT.dateId,
        quantity: 1,
        time: '2027-01-08T19:00:00+01:00',
      },
    },
    { type: 'shop-donation-added', page: '/demo/support.html', detail: { campaignId: 1, valueCents: 1000 } },
    {
      type: 'shop-checkout-shown',
      page: '/demo/checkout.html',
      detail: {
        lines: [
          { id: `event-${EVENT.dateId}`, name: EVENT_LINE, type: 'Event', priceCents: 1500, quantity: 1 },
          { id: 'donation-1', name: CAMPAIGN.de, type: 'Donation', priceCents: 1000, quantity: 1 },
        ],
        totalCents: 2500,
        currency: 'EUR',
      },
    },
    { type: 'shop-payment-method-chosen', page: '/demo/checkout.html', detail: { method: 'PayPal' } },
    {
      type: 'shop-order-created',
      page: '/demo/checkout.html',
      detail: { orderToken: 'ord_1', providerOrderId: 'PAYPAL-1', totalCents: 2500, currency: 'EUR' },
    },
    {
      type: 'shop-payment-succeeded',
      page: '/demo/checkout.html',
      detail: { orderToken: 'ord_1', method: 'PayPal', redirectUrl: SUCCESS },
    },
  ])

  // The token goes to the order request's headers and nowhere else the host page or a log could see.
  expect(JSON.stringify(heard)).not.toContain(TOKEN)
  expect(consoleLines.filter((line) => line.includes(TOKEN))).toEqual([])
  expect(JSON.stringify(sent.map(({ pathname, query, body }) => [pathname, query, body]))).not.toContain(
    TOKEN,
  )
  expect(problems).toEqual([])
})
