/**
 * <shop-tours> in a real browser, for what only a browser shows: a tour booked on the demo museum's tour page reaching
 * the cart storage, the checkout and the order request, with its price asked again before adding; a time that filled
 * meanwhile; what per-person, scale and group prices add up to; the museum's clock for a visitor in New York; booking
 * with the keyboard alone; axe and the 320 px layout in every state; German and English; and the navigation's tours
 * leading to the museum's tour page. The museum's clock stands two days before the fake API's tour Saturday.
 */
import { expect, test, type Page } from '@playwright/test'
import { tourMessages } from '../../elements/shop-tours/messages'
import {
  apiRequests,
  holdChunk,
  INIT,
  keepLogin,
  openHarness,
  requestCounts,
  SIGNED_IN_CUSTOMER,
} from './support/harness'
import { recordJourneyRequests, KEYS } from './support/journeys'
import { choosePayPal, navBuilt, payPalButton } from './journeys/steps'
import {
  addButton,
  countShown,
  GROUP_TOUR,
  more,
  MUSEUM_NOW,
  openTours,
  PER_PERSON_TOUR,
  saturday,
  timeRadio,
  total,
  tourLeftMeanwhile,
  toursElement as tours,
} from './support/tours'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const de = tourMessages.de
const en = tourMessages.en
const TITLE = 'Überblicksführung: Dinosaurier 🦕'
const LINE_NAME = `${TITLE} – Samstag, 30. Mai 2026, 10:30 Uhr`
/** The focused element inside the element's shadow root. */
const focused = (page: Page) => tours(page).locator(':focus')

/** Saturday, 10:30, English, two regular and one reduced participant. */
async function chooseBooking(page: Page): Promise<void> {
  await saturday(page).click()
  await timeRadio(page, '10:30').check()
  await tours(page).getByRole('radio', { name: 'Englisch' }).check()
  await more(page, 'Regulär').click()
  await more(page, 'Regulär').click()
  await more(page, 'Ermäßigt').click()
  await expect(total(page)).toHaveText(/^32,00\s€$/)
}

test('a tour booked with date, time, language and participants reaches the cart, the checkout and the order', async ({
  page,
}) => {
  test.slow()
  const sent = recordJourneyRequests(page)
  await page.clock.setFixedTime(MUSEUM_NOW)
  // A signed-in customer: the checkout shows its methods without the guest form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto('/demo/tours.html')
  // A fresh dev server may reload the page once for its dependency optimisation: wait for the built page.
  await navBuilt(page)
  await chooseBooking(page)
  const askedFor3 = () =>
    sent.filter((r) => r.pathname === '/api/v4/tours/31/prices' && r.query.participants?.[0] === '3').length
  expect(askedFor3()).toBe(1)
  await addButton(page).click()
  await expect(tours(page).getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })).toHaveText(
    `${TITLE} für 3 Teilnehmende am Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt` + de['tours.toCart'],
  )
  // The price was asked again, past the cache, before the tour went into the cart.
  expect(askedFor3()).toBe(2)
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), KEYS.cart)
  expect(stored.items).toEqual([
    {
      type: 'Tour',
      attributes: {
        id: 31,
        start_time: '2026-05-30T10:30:00+02:00',
        language_id: 2,
        quantities: { '1': 2, '2': 1 },
      },
      name: LINE_NAME,
      price_cents: 3200,
      language_name: 'Englisch',
      participant_count: 3,
    },
  ])

  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kasse' }).click()
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  await expect(summary.getByRole('row', { name: new RegExp(`^${LINE_NAME} \\(Englisch`) })).toContainText(
    '32,00',
  )
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success\?ORDERID=ord_1$/)
  const [order, ...others] = sent.filter((request) => request.pathname === '/api/v4/orders')
  expect(others).toEqual([])
  expect(order?.body).toMatchObject({
    items: [
      {
        type: 'Tour',
        attributes: {
          id: 31,
          start_time: '2026-05-30T10:30:00+02:00',
          language_id: 2,
          quantities: { '1': 2, '2': 1 },
        },
        payment_attributes: {
          name: `${LINE_NAME} (3 Teilnehmer)`,
          unit_amount: { quantity: 1, value: '32.00', currency_code: 'EUR' },
        },
      },
    ],
    total: 3200,
  })
})

test("the tour and its month leave before the element's chunk has arrived, and are not asked twice", async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'ShopTours')
  await openTours(page)
  await expect.poll(chunk.held).toBe(true)
  const asked = async () => (await apiRequests(page)).map((request) => request.pathname)
  await expect
    .poll(asked)
    .toEqual(expect.arrayContaining(['/api/v4/tours/31', '/api/v4/tours/31/start_times']))
  await expect(tours(page).getByRole('heading')).toHaveCount(0)
  chunk.release()
  await expect(saturday(page)).toBeVisible()
  const counts = await requestCounts(page)
  expect([counts['/api/v4/tours/31'], counts['/api/v4/tours/31/start_times']]).toEqual([1, 1])
})

test('a time booked out meanwhile, or with fewer places left, is said and nothing is stored', async ({
  page,
}) => {
  await openTours(page)
  await saturday(page).click()
  await timeRadio(page, '10:30').check()
  await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
  await more(page, 'Regulär').click()
  await more(page, 'Regulär').click()
  await tourLeftMeanwhile(page, '10:30', 1)
  await addButton(page).click()
  await expect(tours(page).getByRole('alert')).toHaveText(
    'Für diese Uhrzeit ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
  )
  await expect(timeRadio(page, '10:30')).toHaveAccessibleName('10:30 Uhr nur noch 1 Platz')
  await tourLeftMeanwhile(page, '10:30', 0)
  await addButton(page).click()
  await expect(tours(page).getByRole('alert')).toHaveText(de['tours.changed.full'])
  await expect(timeRadio(page, '10:30')).toBeDisabled()
  // The full time is chosen no more: no participants to count, nothing to add, and the keyboard is on the notice.
  await expect(timeRadio(page, '10:30')).not.toBeChecked()
  await expect(tours(page).getByRole('group', { name: 'Teilnehmende' })).toHaveCount(0)
  await expect(addButton(page)).toHaveCount(0)
  await expect(focused(page)).toHaveText(de['tours.changed.full'])
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.cart)).toBeNull()
})

test('a time booked out before the page opened is shown and cannot be chosen', async ({ page }) => {
  await openTours(page, { query: '?tourLeft=10:30:0' })
  await saturday(page).click()
  await expect(timeRadio(page, '10:30')).toHaveAccessibleName('10:30 Uhr ausgebucht')
  await expect(timeRadio(page, '10:30')).toBeDisabled()
  await expect(timeRadio(page, '12:00')).toHaveAccessibleName('12:00 Uhr nur noch 3 Plätze')
})

test('per-person prices add up per participant, a group price once, VAT added where the price has none', async ({
  page,
}) => {
  await openTours(page, { html: PER_PERSON_TOUR })
  await saturday(page).click()
  await timeRadio(page, '10:30').check()
  await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
  await expect(tours(page).getByText('je 16,05 € · inkl. 7 % MwSt.')).toBeVisible()
  await more(page, 'Teilnehmende').click()
  await expect(total(page)).toHaveText(/^16,05\s€$/)
  await more(page, 'Teilnehmende').click()
  await more(page, 'Teilnehmende').click()
  await expect(total(page)).toHaveText(/^48,15\s€$/)

  await openTours(page, { html: GROUP_TOUR })
  await saturday(page).click()
  await timeRadio(page, '10:30').check()
  // One language: no choice to make. At least 5 take part.
  await expect(tours(page).getByRole('group', { name: 'Sprache' })).toHaveCount(0)
  await expect(tours(page).getByText('mindestens 5 Teilnehmende')).toBeVisible()
  await more(page, 'Teilnehmende').click()
  await expect(countShown(page, 'Teilnehmende')).toHaveText('5')
  const groupTotal = (await total(page).textContent()) ?? ''
  expect(groupTotal).toMatch(/€$/)
  for (let press = 0; press < 5; press++) await more(page, 'Teilnehmende').click()
  await expect(countShown(page, 'Teilnehmende')).toHaveText('10')
  await expect(total(page)).toHaveText(groupTotal)
})

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

  test("sees the museum's days and times, and books the museum's time", async ({ page }) => {
    // 18:30 on Friday in New York is 00:30 on Saturday at the museum.
    await openTours(page, { now: new Date('2026-05-30T00:30:00+02:00') })
    await expect(
      tours(page).getByRole('button', { name: 'Freitag, 29. Mai 2026, vergangen', exact: true }),
    ).toBeDisabled()
    await saturday(page).click()
    await expect(timeRadio(page, '10:30')).toBeVisible()
    await timeRadio(page, '10:30').check()
    await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
    await more(page, 'Regulär').click()
    await addButton(page).click()
    await expect(
      tours(page).getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' }),
    ).toContainText('am Sa, 30. Mai, 10:30 Uhr')
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), KEYS.cart)
    expect(stored.items[0].attributes.start_time).toBe('2026-05-30T10:30:00+02:00')
  })
})

test('books a tour with the keyboard alone', async ({ page }) => {
  await openTours(page)
  await expect(saturday(page)).toBeVisible()
  // Into the calendar: the next month's button (the past month's is disabled), then the grid's one stop.
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Nächster Monat')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName(/^Donnerstag, 28\. Mai 2026/)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(focused(page)).toHaveAccessibleName('Samstag, 30. Mai 2026, verfügbar')
  await page.keyboard.press('Enter')
  // The day's times arrive from the server: the next stop is there once they are.
  await expect(timeRadio(page, '10:30')).toBeEnabled()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('10:30 Uhr noch 25 Plätze')
  await page.keyboard.press('Space')
  await expect(timeRadio(page, '10:30')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Deutsch')
  await page.keyboard.press('Space')
  // The steppers per price come with the price.
  await expect(more(page, 'Regulär')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Mehr: Regulär')
  await page.keyboard.press('Enter')
  await expect(countShown(page, 'Regulär')).toHaveText('1')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Mehr: Ermäßigt')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName(/^Zuschlag/)
  await page.keyboard.press('Space')
  await expect(focused(page)).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(de['tours.add'])
  await expect(total(page)).toHaveText(/^23,00\s€$/)
  await page.keyboard.press('Enter')
  await expect(focused(page)).toContainText(
    'für 2 Teilnehmende am Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt',
  )
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(de['tours.toCart'])
})

test('speaks English in an English shop', async ({ page }) => {
  await openTours(page, { init: INIT.replace('locale="de"', 'locale="en"') })
  await tours(page).getByRole('button', { name: 'Saturday, May 30, 2026, available', exact: true }).click()
  const time = tours(page).getByRole('radio', { name: /^10:30 AM/ })
  await expect(time).toHaveAccessibleName('10:30 AM 25 places left')
  await time.check()
  await tours(page).getByRole('radio', { name: 'Englisch' }).check()
  await tours(page).getByRole('button', { name: 'More: Regulär', exact: true }).click()
  await expect(tours(page).getByText('Total')).toBeVisible()
  await tours(page).getByRole('button', { name: en['tours.add'] }).click()
  await expect(tours(page).getByRole('link', { name: en['tours.toCart'] })).toBeVisible()
  await expect(tours(page).getByRole('status').filter({ hasText: 'added to the cart' })).toContainText(
    'for 1 participant on',
  )
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('the calendar, the times, the choices, a limit and the confirmation fit and pass axe', async ({
    page,
  }) => {
    test.slow()
    await openTours(page)
    await expect(saturday(page)).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await saturday(page).click()
    await expect(timeRadio(page, '14:00')).toBeDisabled()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await timeRadio(page, '12:00').check()
    await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
    for (let press = 0; press < 3; press++) await more(page, 'Regulär').click()
    await expect(tours(page).getByText(de['tours.atMostLeft'].replace('{{count}}', '3'))).toBeVisible()
    await tours(page).getByRole('checkbox').check()
    await expect(total(page)).toHaveText(/^39,00\s€$/)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await addButton(page).click()
    await expect(tours(page).getByRole('link', { name: de['tours.toCart'] })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('a day without times, and a time that filled meanwhile, fit and pass axe', async ({ page }) => {
    test.slow()
    await openTours(page)
    await tours(page).getByRole('button', { name: 'Sonntag, 31. Mai 2026, verfügbar', exact: true }).click()
    await expect(tours(page).getByText(de['tours.time.none'])).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await saturday(page).click()
    await timeRadio(page, '12:00').check()
    await tours(page).getByRole('radio', { name: 'Deutsch' }).check()
    await more(page, 'Regulär').click()
    await tourLeftMeanwhile(page, '12:00', 0)
    await addButton(page).click()
    await expect(tours(page).getByRole('alert')).toHaveText(de['tours.changed.full'])
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('loading, a failed call, an unknown tour and a choice of tours fit and pass axe', async ({ page }) => {
    test.slow()
    await openTours(page, { query: '?slow=tours:20000' })
    await expect(tours(page).getByRole('status')).toHaveText(de['tours.loading'])
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await openTours(page, { query: '?fail=tours:http500' })
    await expect(tours(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await openTours(page, { html: '<shop-tours tour-id="999"></shop-tours>' })
    await expect(tours(page).getByText(de['tours.unknown'])).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await openTours(page, { html: '<shop-tours tour-group="2"></shop-tours>' })
    await tours(page).getByRole('radio', { name: TITLE }).check()
    await expect(saturday(page)).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})

test.describe("the navigation's tours", () => {
  const NAV = `<shop-nav nav='[{"type":"tours","count":2}]'></shop-nav>`

  test("lead to the museum's tour page when the init element names one", async ({ page }) => {
    const init = INIT.replace('locale="de"', 'locale="de" tour-url="/fuehrungen.html?tour={id}"')
    await openHarness(page, { html: `${init}${NAV}` })
    await page.getByRole('button', { name: 'Führungen' }).click()
    const link = page.locator('shop-nav').getByRole('link', { name: TITLE })
    await expect(link).toHaveAttribute('href', '/fuehrungen.html?tour=31')
  })
})
