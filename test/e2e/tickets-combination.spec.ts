/**
 * A combination ticket in a real browser: a time per part reaching the order request (`sub_ticket_times`, `time` the
 * earliest), for a visitor whose clock is 12 hours ahead of the museum's; and booked with the keyboard alone through
 * a part that filled up meanwhile, axe and 320 px in each state.
 */
import { expect, test, type Page } from '@playwright/test'
import { chooseSaturdayByKeyboard, tabTo } from './support/keyboard'
import { orderAtCheckout, orderItems, openTicketPage, recordTraces } from './support/ticketCheckout'
import { saturday, ticketElement as tickets } from './support/tickets'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const COMBINATION = '<shop-tickets ticket-ids="56"></shop-tickets>'
const COMBI = 'Kombiticket Naturkunde + Kunsthalle'
const FIRST = 'Uhrzeit für Kombi-Teil Museum für Naturkunde'
const SECOND = 'Uhrzeit für Kombi-Teil Kunsthalle am Fluss'
const at = (time: string) => `2026-05-30T${time}:00+02:00`

const part = (page: Page, name: string) => tickets(page).getByRole('group', { name })
const radio = (page: Page, group: string, time: string) =>
  part(page, group).getByRole('radio', { name: new RegExp(`^${time} Uhr`) })

test.describe('a visitor on Kiritimati (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' })

  test("the two parts' times reach the order, the earliest as the item's time", async ({ page }) => {
    const traces = await recordTraces(page)
    await openTicketPage(page, COMBINATION)
    await saturday(page).click()
    await radio(page, FIRST, '10:30').check()
    await expect(part(page, SECOND)).toContainText('Ab 12:00 Uhr, nach Kombi-Teil Museum für Naturkunde.')
    await radio(page, SECOND, '15:00').check()
    await tickets(page)
      .getByRole('button', { name: `${COMBI} erhöhen` })
      .click()
    await tickets(page)
      .getByRole('button', { name: `${COMBI} erhöhen` })
      .click()
    await tickets(page).getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(
      tickets(page).getByText('2 Tickets für Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    const requests = await orderAtCheckout(page, traces)
    expect(orderItems(requests)).toEqual([
      expect.objectContaining({
        type: 'Ticket',
        attributes: {
          id: 56,
          quantity: 2,
          time: at('10:30'),
          sub_ticket_times: { 57: at('10:30'), 58: at('15:00') },
        },
      }),
    ])
    await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText('Sa, 30. Mai, 10:30 Uhr')
  })
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('a time per part, a part that filled up meanwhile and the confirmation, with the keyboard alone', async ({
    page,
  }) => {
    test.slow()
    await openTicketPage(page, COMBINATION)
    await expect(saturday(page)).toBeVisible()
    await chooseSaturdayByKeyboard(page)
    await expect(part(page, FIRST)).toBeFocused()
    // Tab enters the first part's times, the arrow key chooses the next one.
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowRight')
    await expect(radio(page, FIRST, '10:30')).toBeChecked()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(radio(page, SECOND, '12:00')).toBeChecked()
    await tabTo(page, `${COMBI} erhöhen`)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    // Meanwhile the second part's 12:00 filled up to one place.
    await page.evaluate(
      () =>
        void window.__fakeApi!.knobs.placesChanges.push({
          quotaId: '65',
          day: '2026-05-30',
          time: '12:00',
          left: 1,
        }),
    )
    await tabTo(page, 'In den Warenkorb')
    await page.keyboard.press('Enter')
    const notice = tickets(page).getByRole('alert')
    await expect(notice).toBeFocused()
    await expect(notice).toContainText('Für 12:00 Uhr ist jetzt nur noch 1 Platz frei.')
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await page.keyboard.press('Tab')
    await expect(notice.getByRole('button', { name: /^12:30 Uhr/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(radio(page, SECOND, '12:30')).toBeChecked()
    await tabTo(page, 'In den Warenkorb')
    await page.keyboard.press('Enter')
    const confirmation = tickets(page).getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })
    await expect(confirmation).toBeFocused()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})
