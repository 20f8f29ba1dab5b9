/**
 * <shop-event-dates> in a real browser, for what only a browser shows: a date booked on the demo museum's event page
 * reaching the cart and the order request at the demo checkout, booking with the keyboard alone, axe and the 320 px
 * layout in every state, and the navigation's events leading to the museum's page when the init element names one.
 * The museum's clock stands weeks before the fake API's first event date.
 */
import { expect, test, type Page } from '@playwright/test'
import { eventDatesMessages } from '../../elements/shop-event-dates/messages'
import { INIT, keepLogin, openHarness, SIGNED_IN_CUSTOMER } from './support/harness'
import {
  dateRadio,
  eventDatesElement as dates,
  LIMITED,
  morePlaces,
  MUSEUM_NOW,
  openEventDates,
  placesShown,
  seatsLeftMeanwhile,
  SOLD_OUT,
} from './support/eventDates'
import { recordJourneyRequests } from './support/journeys'
import { choosePayPal, navBuilt, payPalButton } from './journeys/steps'
import { expectVisitorGrade, CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const de = eventDatesMessages.de
const LINE_NAME = 'Holzschnitt-Workshop für Kinder 🎨 – Samstag, 23. Januar 2027, 14:00 Uhr'
const add = (page: Page) => dates(page).getByRole('button', { name: de['eventDates.add'] }).click()
/** The checkout's line naming the signed-in customer who orders (the tests sign one in: no guest form). */
const orderingAsCustomer = (page: Page) =>
  page.getByText(`Sie bestellen als`).filter({ hasText: `(${SIGNED_IN_CUSTOMER.uid}).` })
/** The focused element inside the element's shadow root. */
const focused = (page: Page) => dates(page).locator(':focus')

test('a date booked within its seats reaches the cart, the checkout and the order request', async ({
  page,
}) => {
  test.slow()
  const sent = recordJourneyRequests(page)
  await page.clock.setFixedTime(MUSEUM_NOW)
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto('/demo/event.html?event=22')
  await dateRadio(page, LIMITED).check()
  await morePlaces(page).click()
  await add(page)
  await expect(dates(page).getByText(`2 Plätze für ${LIMITED} in den Warenkorb gelegt`)).toBeVisible()
  // The cart link in the museum's menu follows at once.
  await expect(page.locator('.site-menu shop-cart-link').getByRole('link')).toHaveAccessibleName(
    /^Warenkorb 2 Artikel, 24,00\s€$/,
  )

  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kasse' }).click()
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary.getByRole('row', { name: new RegExp(`^${LINE_NAME} \\(Deutsch\\)`) })).toContainText(
    '24,00',
  )
  await expect(orderingAsCustomer(page)).toBeVisible()
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success\?ORDERID=ord_1$/)

  const [order, ...more] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(more).toEqual([])
  expect(order?.body).toMatchObject({
    items: [
      {
        type: 'Event',
        attributes: { id: 105, quantity: 2 },
        payment_attributes: {
          name: LINE_NAME,
          unit_amount: { quantity: 2, value: '12.00', currency_code: 'EUR' },
        },
      },
    ],
    total: 2400,
  })
})

test('a date with two prices is booked per price and reaches the order with its quantities', async ({
  page,
}) => {
  test.slow()
  const sent = recordJourneyRequests(page)
  await page.clock.setFixedTime(MUSEUM_NOW)
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto('/demo/event.html?event=24')
  // A fresh dev server may reload the page once for its dependency optimisation: wait for the built page.
  await navBuilt(page)
  const walk = 'Sa, 6. Februar, 11:00 Uhr'
  await dateRadio(page, walk).check()
  const more = (name: string) => dates(page).getByRole('button', { name: `Mehr: ${name}`, exact: true })
  await more('Erwachsene').click()
  await more('Erwachsene').click()
  await more('Ermäßigt').click()
  await expect(dates(page).locator('[part~="total"] strong')).toHaveText(/^37,00\s€$/)
  await expectVisitorGrade(page)
  await add(page)
  await expect(dates(page).getByText(`3 Plätze für ${walk} in den Warenkorb gelegt`)).toBeVisible()

  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kasse' }).click()
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary.getByRole('row', { name: /Samstag, 6\. Februar 2027, 11:00 Uhr/ })).toContainText(
    '37,00',
  )
  await expect(orderingAsCustomer(page)).toBeVisible()
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success\?ORDERID=ord_1$/)
  const [order, ...more2] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(more2).toEqual([])
  expect(order?.body).toMatchObject({
    items: [
      {
        type: 'Event',
        attributes: { id: 106, quantities: { '1': 2, '4': 1 } },
        payment_attributes: { unit_amount: { quantity: 1, value: '37.00', currency_code: 'EUR' } },
      },
    ],
    total: 3700,
  })
})

test('books a date with the keyboard alone', async ({ page }) => {
  await openEventDates(page)
  await expect(dateRadio(page, SOLD_OUT)).toBeDisabled()
  // The sold-out date cannot take the focus: the group's first stop is the date after it.
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName(new RegExp(`^${LIMITED}`))
  await page.keyboard.press('Space')
  await expect(dateRadio(page, LIMITED)).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Mehr Plätze')
  for (let press = 0; press < 4; press++) await page.keyboard.press('Enter')
  // The fourth press is refused: at most 4 per booking.
  await expect(placesShown(page)).toHaveText('4')
  await expect(dates(page).getByText('höchstens 4 pro Buchung', { exact: true })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(de['eventDates.add'])
  await page.keyboard.press('Enter')
  await expect(focused(page)).toContainText(`4 Plätze für ${LIMITED} in den Warenkorb gelegt`)
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(de['eventDates.toCart'])
})

test('refuses more places than a date has seats left', async ({ page }) => {
  await openEventDates(page, { query: '?seats=105:2' })
  await expect(dateRadio(page, LIMITED)).toHaveAccessibleName(/nur noch 2 Plätze$/)
  await dateRadio(page, LIMITED).check()
  await morePlaces(page).click()
  await expect(morePlaces(page)).toHaveAttribute('aria-disabled', 'true')
  // "+" stays focusable at the limit, and a press there changes nothing.
  await morePlaces(page).press('Enter')
  await expect(placesShown(page)).toHaveText('2')
  await expect(dates(page).getByText('höchstens 2 für diesen Termin', { exact: true })).toBeVisible()
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('the dates, a sold-out date, a choice at its limit and the confirmation fit and pass axe', async ({
    page,
  }) => {
    test.slow()
    await openEventDates(page)
    await expect(dateRadio(page, SOLD_OUT)).toHaveAccessibleName(/ausgebucht$/)
    await expect(dateRadio(page, SOLD_OUT)).toBeDisabled()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await dateRadio(page, LIMITED).check()
    for (let press = 0; press < 3; press++) await morePlaces(page).click()
    await expect(dates(page).getByText('höchstens 4 pro Buchung', { exact: true })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await add(page)
    await expect(dates(page).getByRole('link', { name: de['eventDates.toCart'] })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('the notice of a date that filled up meanwhile fits and passes axe', async ({ page }) => {
    await openEventDates(page)
    await dateRadio(page, LIMITED).check()
    await morePlaces(page).click()
    await seatsLeftMeanwhile(page, 105, 1)
    await add(page)
    await expect(dates(page).getByRole('alert')).toHaveText(
      'Für diesen Termin ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
    )
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('the loading frame, and its note that loading takes longer, fit and pass axe', async ({ page }) => {
    await openEventDates(page, { query: '?slow=event:20000' })
    await expect(dates(page).locator('[part~="placeholder"]')).toHaveAttribute('aria-busy', 'true')
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await expect(dates(page).getByRole('status')).toHaveText(/länger als gewohnt/)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('a failed call is a sentence with "try again" that fits and passes axe', async ({ page }) => {
    await openEventDates(page, { query: '?fail=event:http500' })
    await expect(dates(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('an unknown event and an event without dates say so with a way on, fit and pass axe', async ({
    page,
  }) => {
    await openEventDates(page, { html: '<shop-event-dates event-id="999"></shop-event-dates>' })
    await expect(dates(page).getByRole('alert')).toHaveText(de['eventDates.unknown'])
    await expect(dates(page).getByRole('link', { name: de['eventDates.allEvents'] })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await openEventDates(page, { html: '<shop-event-dates event-id="101174"></shop-event-dates>' })
    await expect(dates(page).getByText(de['eventDates.none'])).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})

test.describe("the navigation's events", () => {
  const NAV = `<shop-nav nav='[{"type":"events","count":2}]'></shop-nav>`
  const eventLink = async (page: Page) => {
    await page.getByRole('button', { name: 'Veranstaltungen' }).click()
    return page.locator('shop-nav').getByRole('link', { name: 'Nachts im Museum 🦖🔦' })
  }

  test("lead to the museum's page when the init element names one", async ({ page }) => {
    const init = INIT.replace('locale="de"', 'locale="de" event-url="/termine.html?event={id}"')
    await openHarness(page, { html: `${init}${NAV}` })
    await expect(await eventLink(page)).toHaveAttribute('href', '/termine.html?event=21')
    // The listing's own page stays the shop's.
    await expect(page.getByRole('link', { name: 'Alle anzeigen' })).toHaveAttribute(
      'href',
      /\/museum-shop\/#\/products\/events$/,
    )
  })

  test("lead to the shop's event page without one", async ({ page }) => {
    await openHarness(page, { html: `${INIT}${NAV}` })
    await expect(await eventLink(page)).toHaveAttribute('href', /\/museum-shop\/#\/product\/event\/21$/)
  })
})
