/**
 * An annual ticket from the ticket element to its holders: the demo's ticket page puts two annual tickets into the
 * cart; the museum's checkout pays them with the PayPal double; the stand-in shop's success page leads to the
 * museum's page with <shop-personalization>, which reads the order token from its address, loads the order's annual
 * ticket (one holder per ticket bought) and sends both holders.
 */
import { expect, test } from '@playwright/test'
import { collectProblems } from '../support/harness'
import { BASE, recordJourneyRequests, snap, visits } from '../support/journeys'
import { fillHolder, holder, sendButton } from '../support/personalization'
import { choosePayPal, landOn, navBuilt, payPalButton } from './steps'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const ANNUAL = 'Jahreskarte Museumsverbund Süd'

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('annual tickets → cart → checkout → PayPal → success page → both holders personalized', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  const sent = recordJourneyRequests(page)
  await page.goto('/demo/more-tickets.html')
  const annual = page.locator('shop-tickets').first()
  const more = annual.getByRole('button', { name: `${ANNUAL} erhöhen` })
  await more.click()
  await more.click()
  await annual.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(annual.getByText('2 Tickets in den Warenkorb gelegt')).toBeVisible()

  await page.goto('/demo/checkout.html')
  await navBuilt(page)
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary).toContainText('Jahreskarte Museumsverbund Süd')
  await expect(summary).toContainText(/Gesamtbetrag\s*130,00\s€/)
  await choosePayPal(page)
  await payPalButton(page).click()

  await page.waitForURL(`${BASE}/demo/shop/#/checkout/success?ORDERID=ord_1`)
  await snap(page, testInfo, '1-success')
  await page.getByRole('link', { name: 'Ihre Tickets und Belege' }).click()
  await landOn(page, '/demo/success.html')
  expect(new URL(page.url()).searchParams.get('ORDERID')).toBe('ord_1')

  const form = page
    .locator('shop-personalization')
    .getByRole('form', { name: 'Jahreskarte Museumsverbund Süd' })
  await expect(holder(form, 2, 2)).toBeVisible()
  await fillHolder(holder(form, 1, 2))
  await fillHolder(holder(form, 2, 2), { name: 'Max' })
  await snap(page, testInfo, '2-holders')
  await sendButton(form).click()
  await expect(page.locator('shop-personalization').getByRole('status')).toHaveText(
    'Vielen Dank! Jahreskarte Museumsverbund Süd ist personalisiert.',
  )

  const [order] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(order?.body).toMatchObject({
    items: [{ type: 'Ticket', attributes: { id: 55, quantity: 2 } }],
    total: 13000,
  })
  const [finalize] = sent.filter((request) => request.pathname === '/api/v4/annual/personalization/finalize')
  expect(finalize?.query.token).toEqual(['ord_1'])
  expect(finalize?.body).toMatchObject({
    personalization: {
      ticket_sale_id: 100,
      personalizations: [
        { id: 1000, customer: { name: 'Erika', addr_country_id: 60, language_id: 1 } },
        { id: 1001, customer: { name: 'Max' } },
      ],
    },
  })
  expect(JSON.stringify(finalize?.body)).not.toContain('email_confirmation')
  const success = visits(sent).find((visit) => visit.page === '/demo/success.html')
  expect(success?.requests).toMatchObject({
    'GET /api/v4/countries': 1,
    'POST /api/v4/annual/personalization/finalize': 1,
  })
  // The order is read once or, when the first request on connect and the element's own race, twice: a known double
  // read (never a second finalize), left to be fixed.
  expect(success?.requests['GET /api/v4/annual/order']).toBeGreaterThanOrEqual(1)
  expect(success?.requests['GET /api/v4/annual/order']).toBeLessThanOrEqual(2)
  expect(problems).toEqual([])
})
