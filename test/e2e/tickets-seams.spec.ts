/**
 * <shop-tickets> where its steps meet: an offered alternative time takes the keyboard and is announced, the times fit
 * two columns on a phone and a time chosen with a finger brings the tickets into view, today without a time left is
 * marked, a slow month says so, forced colours tell bookable days apart, and two ticket elements with the cart link
 * on one page pass axe.
 */
import { expect, test, type Page } from '@playwright/test'
import { calendarMessages } from '../../elements/base/calendar/messages'
import { loadingMessages } from '../../elements/base/loading/messages'
import { SLOW_AFTER_MS } from '../../elements/base/loading/LoadingPlaceholder'
import { ticketsMessages } from '../../elements/shop-tickets/messages'
import {
  openTickets,
  placesLeftMeanwhile,
  saturday,
  ticketElement as tickets,
  TIMED_TICKETS,
} from './support/tickets'
import {
  CHECKED_WIDTHS_WITH_PHONE,
  expectVisitorGrade,
  expectVisitorGradeAt,
  showAtWidth,
  layoutShift,
  recordLayoutShifts,
  axeScan,
} from './support/visitorChecks'

const de = ticketsMessages.de
const focused = (page: Page) => tickets(page).locator(':focus')
/** The element's own live region (the steppers' counts are status regions too). */
const liveRegion = (page: Page) => tickets(page).locator('.shop-tickets > p[role="status"]')
const more = (page: Page, ticket: string) => tickets(page).getByRole('button', { name: `${ticket} erhöhen` })
const timeRadio = (page: Page, time: string) =>
  tickets(page).getByRole('radio', { name: new RegExp(`^${time} Uhr`) })

/** Two adults at the Saturday's 11:30; meanwhile one place is left there; "In den Warenkorb" says what changed. */
async function reachChangedNotice(page: Page) {
  await openTickets(page, { html: `<shop-cart-link></shop-cart-link>${TIMED_TICKETS}` })
  await saturday(page).click()
  await timeRadio(page, '11:30').check()
  await more(page, 'Erwachsene 🦕').click()
  await more(page, 'Erwachsene 🦕').click()
  await placesLeftMeanwhile(page, '11:30', 1)
  await tickets(page).getByRole('button', { name: de['tickets.add'] }).click()
  const notice = tickets(page).getByRole('alert')
  await expect(notice).toContainText('Für 11:30 Uhr ist jetzt nur noch 1 Platz frei.')
  // The other tickets' rows say that nothing more fits at 11:30.
  await expect(tickets(page).getByText('höchstens 0 für diese Uhrzeit')).toHaveCount(2)
  return notice
}

/** After the alternative 11:00 was taken: the time has the keyboard, the region said it, the limits are 11:00's. */
async function expectAlternativeTaken(page: Page) {
  await expect(timeRadio(page, '11:00')).toBeChecked()
  await expect(focused(page)).toHaveAccessibleName(/^11:00 Uhr/)
  await expect(timeRadio(page, '11:00')).toBeInViewport()
  await expect(liveRegion(page)).toHaveText('Jetzt 11:00 Uhr, 40 frei. Ihre Auswahl ist geblieben.')
  await expect(tickets(page).getByRole('alert')).toHaveCount(0)
  await expect(tickets(page).getByText(/^höchstens \d+ für diese Uhrzeit$/)).toHaveCount(0)
  await expect(
    tickets(page).getByRole('group', { name: /^Tickets für Sa, 30\. Mai, 11:00 Uhr$/ }),
  ).toBeVisible()
  await expect(tickets(page).getByRole('status', { name: 'Erwachsene 🦕, Anzahl' })).toHaveText('2')
}

for (const width of [320, 375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } })

    test('an offered time takes the keyboard, is announced, and updates the limits; it fits and passes axe', async ({
      page,
    }) => {
      const notice = await reachChangedNotice(page)
      await expectVisitorGrade(page)
      await notice.getByRole('button', { name: /^11:00 Uhr/ }).click()
      await expectAlternativeTaken(page)
      await expectVisitorGrade(page)
    })
  })
}

test.describe('at 320, 375 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 740 } })

  test('the times take two columns where they fit, in a CMS column with a larger font', async ({ page }) => {
    await openTickets(page, {
      html: `<div class="cms-column" style="font-size: 18px">${TIMED_TICKETS}</div>`,
    })
    await saturday(page).click()
    const slots = tickets(page).locator('label[part~="slot"]')
    await expect(slots.first()).toBeVisible()
    for (const width of CHECKED_WIDTHS_WITH_PHONE) {
      await showAtWidth(page, width)
      const [first, second] = [await slots.nth(0).boundingBox(), await slots.nth(1).boundingBox()]
      // Side by side: the second time in the first one's row.
      expect(second!.y, `at ${width} px`).toBe(first!.y)
      expect(second!.x, `at ${width} px`).toBeGreaterThan(first!.x + first!.width - 1)
      const columns = await slots.evaluateAll(
        (labels) => new Set(labels.map((label) => (label as HTMLElement).offsetLeft)).size,
      )
      expect(columns, `at ${width} px`).toBeGreaterThanOrEqual(width >= 1280 ? 3 : 2)
      await expectVisitorGradeAt(page, [width])
    }
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true })

  test('a time tapped brings the tickets into view, and the keyboard stays where it was', async ({
    page,
  }) => {
    await openTickets(page)
    await saturday(page).click()
    await timeRadio(page, '10:00').scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    await timeRadio(page, '17:30').tap()
    const step = tickets(page).getByRole('group', { name: /^Tickets für Sa, 30\. Mai, 17:30 Uhr$/ })
    await expect(step).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await expect(focused(page)).toHaveAccessibleName(/^17:30 Uhr/)
  })
})

test('keyboard only: the offered time is chosen with Enter and the keyboard lands on it', async ({
  page,
}) => {
  const notice = await reachChangedNotice(page)
  // What adding said has the keyboard; Tab goes to the first offered time.
  await expect(notice).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText(/^11:00 Uhr/)
  await page.keyboard.press('Enter')
  await expectAlternativeTaken(page)
  // On from the time: the tickets, then "In den Warenkorb" adds at 11:00.
  for (let step = 0; step < 12; step++) {
    if ((await focused(page).textContent()) === de['tickets.add']) break
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(focused(page)).toContainText('2 Tickets für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt')
})

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' })
  const day = (page: Page, name: string) => tickets(page).getByRole('button', { name, exact: true })

  test('sees the museum day of the clock change marked once its last time has begun in Berlin', async ({
    page,
  }) => {
    // 11:45 in New York on 29 March 2026 is 17:45 in Berlin, its first day of summer time: 17:30 has begun.
    await openTickets(page, { now: new Date('2026-03-29T11:45:00-04:00') })
    const sunday = day(page, 'Sonntag, 29. März 2026, keine Uhrzeit mehr frei')
    await expect(sunday).toBeVisible()
    await expect(sunday).toHaveAttribute('aria-disabled', 'true')
    await expect(sunday).toHaveCSS('text-decoration-line', 'line-through')
    // The grid's tab stop is the next bookable day.
    await expect(day(page, 'Dienstag, 31. März 2026, verfügbar')).toHaveAttribute('tabindex', '0')
    await sunday.click({ force: true })
    await expect(tickets(page).getByRole('group', { name: /^Uhrzeit am/ })).toHaveCount(0)
    await expectVisitorGrade(page)
  })

  test('keeps the day bookable while its last time is still to come in Berlin', async ({ page }) => {
    await openTickets(page, { now: new Date('2026-03-29T11:15:00-04:00') })
    await day(page, 'Sonntag, 29. März 2026, verfügbar').click()
    await expect(timeRadio(page, '17:30')).toBeEnabled()
  })
})

test('a slow month says at once that its days are loading, later that it takes longer; nothing moves', async ({
  page,
}) => {
  await recordLayoutShifts(page)
  await openTickets(page, {
    // Slower than the sentence's delay, below the client's 20 s timeout.
    query: `?slow=ticketsCalendar:${SLOW_AFTER_MS + 9000}`,
  })
  const line = tickets(page).locator('.shop-calendar__loading')
  await expect(line).toHaveText(calendarMessages.de['tickets.date.loading'])
  await expect(line).toBeVisible()
  await expect(line).toHaveAttribute('role', 'status')
  // The element's height: what follows it on the page stays where it is.
  const below = () => tickets(page).evaluate((node) => node.getBoundingClientRect().bottom)
  const before = await below()
  await expect(line).toHaveText(loadingMessages.de['loading.slow'], { timeout: SLOW_AFTER_MS + 30_000 })
  expect(await below()).toBe(before)
  await expectVisitorGrade(page)
  await expect(saturday(page)).toBeVisible({ timeout: 30_000 })
  await expect(tickets(page).locator('.shop-calendar__loading')).toHaveCount(0)
  await expect(tickets(page).locator('[role="status"]:text-is("")').first()).toBeAttached()
  expect(await below()).toBe(before)
  expect((await layoutShift(page)).total).toBeLessThan(0.01)
})

test('in forced colours past and closed days look unlike bookable ones; the disabled month is grey', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await openTickets(page)
  await expect(saturday(page)).toBeVisible()
  const look = (name: string) =>
    tickets(page)
      .getByRole('button', { name, exact: true })
      .evaluate((node) => {
        const style = getComputedStyle(node)
        return { color: style.color, border: style.borderTopStyle, borderColor: style.borderTopColor }
      })
  const bookable = await look('Freitag, 29. Mai 2026, verfügbar')
  const past = await look('Dienstag, 26. Mai 2026, vergangen')
  const full = await look('Sonntag, 31. Mai 2026, ausgebucht')
  expect(bookable.border).toBe('solid')
  expect(past.border).toBe('none')
  expect(past.color).not.toBe(bookable.color)
  expect(full.border).toBe('dashed')
  expect(full.color).toBe(past.color)
  const [previous, next] = [
    await look(calendarMessages.de['tickets.date.previous']),
    await look(calendarMessages.de['tickets.date.next']),
  ]
  expect(previous.borderColor).toBe(past.color)
  expect(previous.color).toBe(past.color)
  expect(next.borderColor).not.toBe(past.color)
  // A closed day (Mondays) in the next month.
  await tickets(page).getByRole('button', { name: calendarMessages.de['tickets.date.next'] }).click()
  const closed = await look('Montag, 1. Juni 2026, nicht buchbar')
  expect(closed.border).toBe('none')
  expect(closed.color).toBe(past.color)
})

test('two ticket elements and the cart link on one page: calendars named apart, the link named by its text; axe 0', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 740 })
  await openTickets(page, {
    html: `<shop-cart-link></shop-cart-link>${TIMED_TICKETS}<shop-tickets exhibition-ids="33"></shop-tickets>`,
  })
  const first = page.locator('shop-tickets').nth(0)
  const second = page.locator('shop-tickets').nth(1)
  await expect(
    first.getByRole('region', { name: 'Datum: Erwachsene 🦕, Ermäßigt, Familie (pro Person)' }),
  ).toBeVisible()
  await expect(
    second.getByRole('region', { name: 'Datum: El Siglo de Oro mit Gemäldegalerie' }),
  ).toBeVisible()
  // A ticket in the cart: the link shows its count and total.
  await first.getByRole('button', { name: 'Samstag, 30. Mai 2026, verfügbar', exact: true }).click()
  await first.getByRole('radio', { name: /^10:00 Uhr/ }).check()
  await first.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
  await first.getByRole('button', { name: de['tickets.add'] }).click()
  const link = page.locator('shop-cart-link').getByRole('link')
  await expect(link).toHaveAccessibleName(/^Warenkorb 1 Artikel, 12,00\s€$/)
  const shown = await link.evaluate((node) =>
    [...node.querySelectorAll('span[part]')].map((part) => part.textContent).join(' '),
  )
  expect(shown).toMatch(/^Warenkorb 1 12,00\s€$/)
  const { violations } = await axeScan(page)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([])
})
