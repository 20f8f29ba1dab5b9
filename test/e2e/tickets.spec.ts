/**
 * <shop-tickets> in a real browser, for what only a browser shows: booking with the keyboard alone, axe and the
 * 320 px layout in every state, a visitor in New York, the cart link on the same page counting the tickets, and
 * forced colours. The museum's clock stands two days before the fake API's Saturday, 2026-05-30.
 */
import { expect, test, type Page } from '@playwright/test'
import { ticketsMessages } from '../../elements/shop-tickets/messages'
import {
  MUSEUM_NOW,
  openTickets as openTicketsPage,
  placesLeftMeanwhile,
  saturday,
  ticketElement as tickets,
  TIMED_TICKETS,
} from './support/tickets'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const de = ticketsMessages.de

/** Opens a page with the cart link and the ticket element, the museum's clock frozen at `now`. */
const openTickets = (page: Page, { query = '', now = MUSEUM_NOW } = {}) =>
  openTicketsPage(page, { query, now, html: `<shop-cart-link></shop-cart-link>${TIMED_TICKETS}` })

const day = (page: Page, name: string) => tickets(page).getByRole('button', { name, exact: true })
/** The focused element inside the ticket element's shadow root. */
const focused = (page: Page) => tickets(page).locator(':focus')

/** Chooses the Saturday and `time` with the mouse. */
async function chooseSaturdayAt(page: Page, time: string) {
  await saturday(page).click()
  await tickets(page)
    .getByRole('radio', { name: new RegExp(`^${time} Uhr`) })
    .check()
}

const more = (page: Page, ticket: string) => tickets(page).getByRole('button', { name: `${ticket} erhöhen` })

test('books from the calendar to the cart with the keyboard alone', async ({ page }) => {
  await openTickets(page)
  await expect(saturday(page)).toBeVisible()
  // The cart link first; the previous month is disabled: then "next month" and the grid's one stop, today.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Nächster Monat')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Donnerstag, 28. Mai 2026, verfügbar')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(focused(page)).toHaveAccessibleName('Samstag, 30. Mai 2026, verfügbar')
  await page.keyboard.press('Enter')
  // The keyboard follows to the times; Tab enters the radio group, arrows choose.
  await expect(focused(page)).toHaveAccessibleName('Uhrzeit am Sa, 30. Mai')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName(/^10:00 Uhr/)
  await page.keyboard.press('ArrowRight')
  await expect(tickets(page).getByRole('radio', { name: /^10:30 Uhr/ })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName('Erwachsene 🦕 erhöhen')
  await page.keyboard.press('Space')
  await page.keyboard.press('Enter')
  await expect(tickets(page).getByRole('status', { name: 'Erwachsene 🦕, Anzahl' })).toHaveText('2')
  for (let step = 0; step < 10; step++) {
    if ((await focused(page).textContent()) === de['tickets.add']) break
    await page.keyboard.press('Tab')
  }
  await expect(focused(page)).toHaveText(de['tickets.add'])
  await page.keyboard.press('Enter')
  await expect(focused(page)).toContainText('2 Tickets für Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(de['tickets.toCart'])
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('calendar, times, tickets and the confirmation fit and pass axe', async ({ page }) => {
    // Four axe runs on a busy machine.
    test.slow()
    await openTickets(page)
    await expect(day(page, 'Sonntag, 31. Mai 2026, ausgebucht')).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await saturday(page).click()
    await expect(tickets(page).getByRole('radio', { name: /^12:00 Uhr ausverkauft/ })).toBeDisabled()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await tickets(page)
      .getByRole('radio', { name: /^11:30 Uhr/ })
      .check()
    await more(page, 'Familie (pro Person)').click()
    await more(page, 'Familie (pro Person)').click()
    // The family's three take the time's last places: the other tickets say so too.
    await expect(tickets(page).getByText('höchstens 3 für diese Uhrzeit')).toBeVisible()
    await expect(tickets(page).getByText('höchstens 0 für diese Uhrzeit')).toHaveCount(2)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await tickets(page).getByRole('button', { name: de['tickets.add'] }).click()
    await expect(tickets(page).getByText(/3 Tickets für Sa, 30\. Mai, 11:30 Uhr/)).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('the notice of a time that filled up meanwhile fits and passes axe', async ({ page }) => {
    await openTickets(page)
    await chooseSaturdayAt(page, '11:30')
    await more(page, 'Erwachsene 🦕').click()
    await more(page, 'Erwachsene 🦕').click()
    await placesLeftMeanwhile(page, '11:30', 1)
    await tickets(page).getByRole('button', { name: de['tickets.add'] }).click()
    const notice = tickets(page).getByRole('alert')
    await expect(notice).toContainText('Für 11:30 Uhr ist jetzt nur noch 1 Platz frei.')
    await expect(notice.getByRole('button', { name: /^11:00 Uhr/ })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('a failed calendar is a sentence with "try again" that fits and passes axe', async ({ page }) => {
    await openTickets(page, { query: '?fail=ticketsCalendar:http500' })
    await expect(tickets(page).getByRole('alert')).toBeVisible()
    await expect(tickets(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })

  test('unreadable places are a sentence with "try again" that fits and passes axe', async ({ page }) => {
    await openTickets(page, { query: '?availability=missingTotals' })
    await saturday(page).click()
    await expect(tickets(page).getByRole('alert')).toHaveText(new RegExp(`^${de['tickets.unreadable']}`))
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})

test('the cart link on the same page counts the added tickets', async ({ page }) => {
  await openTickets(page)
  const cartLink = page.locator('shop-cart-link').getByRole('link')
  await expect(cartLink).toHaveAccessibleName('Warenkorb')
  await chooseSaturdayAt(page, '10:00')
  await more(page, 'Erwachsene 🦕').click()
  await more(page, 'Erwachsene 🦕').click()
  await more(page, 'Ermäßigt').click()
  await tickets(page).getByRole('button', { name: de['tickets.add'] }).click()
  await expect(cartLink).toHaveAccessibleName(/^Warenkorb 3 Artikel, 32,00\s€$/)
})

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test("sees the museum's 11:30 as 11:30, on the museum's day", async ({ page }) => {
    // Friday 23:30 in New York is Saturday 05:30 at the museum.
    await openTickets(page, { now: new Date('2026-05-29T23:30:00-04:00') })
    expect(await page.evaluate(() => new Date().getDate())).toBe(29)
    await expect(day(page, 'Freitag, 29. Mai 2026, vergangen')).toBeVisible()
    await chooseSaturdayAt(page, '11:30')
    await more(page, 'Erwachsene 🦕').click()
    await tickets(page).getByRole('button', { name: de['tickets.add'] }).click()
    await expect(
      tickets(page).getByText('1 Ticket für Sa, 30. Mai, 11:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
  })
})

test('in forced colours the chosen day and time keep a visible outline', async ({ page }, testInfo) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await openTickets(page)
  await chooseSaturdayAt(page, '10:00')
  await more(page, 'Erwachsene 🦕').click()
  const outline = (selector: string) =>
    tickets(page)
      .locator(selector)
      .evaluate((node) => getComputedStyle(node).outlineStyle)
  expect(await outline('[part~="day-selected"]')).toBe('solid')
  expect(await outline('label:has(input:checked)')).toBe('solid')
  const shot = await tickets(page).screenshot()
  await testInfo.attach('forced-colours', { body: shot, contentType: 'image/png' })
  expect(shot.byteLength).toBeGreaterThan(10_000)
})
