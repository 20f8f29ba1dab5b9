/**
 * `<shop-tickets ticket-type="annual">` in a real browser: an annual ticket added with the keyboard alone, counted by
 * the cart link on the same page, and ordered without a time; axe and 320 px in each state.
 */
import { expect, test } from '@playwright/test'
import { tabTo } from './support/keyboard'
import { orderAtCheckout, orderItems, openTicketPage, recordTraces } from './support/ticketCheckout'
import { ticketElement as tickets } from './support/tickets'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const ANNUAL = 'Jahreskarte Museumsverbund Süd'

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('an annual ticket goes into the cart with the keyboard alone and is ordered without a time', async ({
    page,
  }) => {
    test.slow()
    const traces = await recordTraces(page)
    await openTicketPage(
      page,
      '<shop-cart-link></shop-cart-link><shop-tickets ticket-type="annual"></shop-tickets>',
    )
    await expect(tickets(page).getByRole('group', { name: 'Jahreskarten' })).toBeVisible()
    await expect(tickets(page).getByRole('grid')).toHaveCount(0)
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    await tabTo(page, `${ANNUAL} erhöhen`)
    await page.keyboard.press('Enter')
    await expect(tickets(page).getByRole('status', { name: `${ANNUAL}, Anzahl` })).toHaveText('1')
    await tabTo(page, 'In den Warenkorb')
    await page.keyboard.press('Enter')
    await expect(
      tickets(page).getByRole('status').filter({ hasText: '1 Ticket in den Warenkorb gelegt' }),
    ).toBeFocused()
    await expect(page.locator('shop-cart-link').getByRole('link')).toHaveAccessibleName(
      /^Warenkorb 1 Artikel, 65,00\s€$/,
    )
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    const requests = await orderAtCheckout(page, traces)
    expect(orderItems(requests)).toEqual([
      expect.objectContaining({ type: 'Ticket', attributes: { id: 55, quantity: 1 } }),
    ])
  })
})
