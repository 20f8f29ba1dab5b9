/**
 * The same purchase, but the fake API refuses the capture (`?captureStatus=500` on the checkout
 * page). The visitor lands on the shop's failure page, which shows "Something went wrong" as text, and keeps the
 * cart and the donation for another try.
 */
import { expect, test } from '@playwright/test'
import { collectProblems, FIRST_CAPTURE } from '../support/harness'
import {
  heardEvents,
  installProbes,
  recordJourneyRequests,
  snap,
  storageAtLoads,
  storedNow,
  visits,
  waitForQuiet,
} from '../support/journeys'
import {
  addEventDate,
  choosePayPal,
  donate,
  goToSupportViaSite,
  landOn,
  navBuilt,
  openEventFromNav,
  openHome,
  payPalButton,
} from './steps'
import { MUSEUM_NOW } from '../support/eventDates'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const CAPTURE = FIRST_CAPTURE

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('a refused capture lands on the failure page with the message as text and keeps the cart', async ({
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
  await goToSupportViaSite(page)
  await donate(page, /^25,00\s€$/)
  const before = await storedNow(page)
  expect(before).toMatchObject({ donations: [{ value: 2500, campaign_id: 1 }], skip: 'true' })

  // The museum's developer opens the checkout with the fake API's capture knob.
  await waitForQuiet(sent)
  const mark = sent.length
  await page.goto('/demo/checkout.html?captureStatus=500')
  await navBuilt(page)
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText(/Gesamtbetrag\s*40,00\s€/)
  await choosePayPal(page)
  await payPalButton(page).click()

  await landOn(page, '/demo/shop/', '#/checkout/failure?payment_error=Something%20went%20wrong')
  await expect(page.getByRole('heading', { level: 1, name: 'Die Zahlung ist fehlgeschlagen' })).toBeVisible()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Meldung:')
  await expect(alert.locator('blockquote')).toHaveText('Something went wrong')
  await expect(page.getByText('Ihr Warenkorb bleibt erhalten.')).toBeVisible()
  await snap(page, testInfo, 'capture-failure-page')

  // Nothing was cleared: not by the payment element before the redirect, not by the failure page.
  const atFailure = (await storageAtLoads(page)).at(-1)
  expect(atFailure?.page).toBe('/demo/shop/#/checkout/failure')
  expect(await storedNow(page)).toEqual(before)
  expect(JSON.parse(atFailure?.cart ?? 'null')).toEqual(before.cart)
  expect(JSON.parse(atFailure?.donations ?? 'null')).toEqual(before.donations)

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
        [`POST ${CAPTURE}`]: 1,
      },
    },
  ])
  const [order] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(order?.body).toMatchObject({ total: 4000, payment_mode_id: '12', payment_source: 'paypal' })
  // The signed-in customer's login goes with the order.
  expect(order?.headers?.['access-token']).toBe(SIGNED_IN_CUSTOMER['access-token'])

  const heard = (await heardEvents(page)).filter((event) => event.type.startsWith('shop-payment'))
  expect(heard).toEqual([
    { type: 'shop-payment-method-chosen', page: '/demo/checkout.html', detail: { method: 'PayPal' } },
    {
      type: 'shop-payment-failed',
      page: '/demo/checkout.html',
      detail: { method: 'PayPal', message: 'Something went wrong', stage: 'capture' },
    },
  ])

  // Back at the checkout, the same order is offered again.
  await page.getByRole('link', { name: 'Zurück zur Kasse' }).click()
  await landOn(page, '/demo/checkout.html')
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText(/Gesamtbetrag\s*40,00\s€/)
  // The forced 500 is the only thing logged: Chromium's line for the failed response and the element's one line.
  expect(problems).toEqual([
    'error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    'error: [museum-shop] <shop-payment> capture failed 500 Capture failed',
  ])
})
