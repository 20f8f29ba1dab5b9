/**
 * Tickets that ask for each visitor's name, in a real browser: booked with the keyboard alone, axe and 320 px in the
 * names' states, and the names' way: into the cart line and from there into the order request, and nowhere else
 * (events, analytics, console, other requests, other storage, the payment provider). A visitor in New York books the
 * museum's 11:00.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { chooseSaturdayByKeyboard, tabTo } from './support/keyboard'
import { orderAtCheckout, orderItems, openTicketPage, recordTraces } from './support/ticketCheckout'
import { saturday, ticketElement as tickets } from './support/tickets'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'
import { apiRequests } from './support/harness'

const NAMED = '<shop-tickets ticket-ids="247,248"></shop-tickets>'
const REGULAR = 'El Siglo de Oro mit Gemäldegalerie regulär'
const PEOPLE = [
  { name: 'Ada', surname: 'Lovelace' },
  { name: 'Alan', surname: 'Turing' },
]
const NAMES = /Ada|Lovelace|Alan|Turing/

const field = (page: Page, label: 'Vorname' | 'Nachname', person: number) =>
  tickets(page).getByRole('textbox', { name: `${label}, Person ${person}` })

test.describe('a visitor in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the names reach the order request, and nothing else on the way', async ({ page }) => {
    test.slow()
    const traces = await recordTraces(page)
    await openTicketPage(page, NAMED)
    await saturday(page).click()
    await tickets(page)
      .getByRole('radio', { name: /^11:00 Uhr/ })
      .check()
    for (let step = 0; step < 2; step++)
      await tickets(page)
        .getByRole('button', { name: `${REGULAR} erhöhen` })
        .click()
    for (const [index, person] of PEOPLE.entries()) {
      await field(page, 'Vorname', index + 1).fill(person.name)
      await field(page, 'Nachname', index + 1).fill(person.surname)
    }
    await tickets(page).getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(
      tickets(page).getByText('2 Tickets für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    const ticketPageRequests = await apiRequests(page)
    const storage = await page.evaluate((cartKey) => {
      const others = Object.keys(localStorage).filter((key) => key !== cartKey)
      return {
        cart: localStorage.getItem(cartKey),
        elsewhere: JSON.stringify([others.map((key) => localStorage.getItem(key)), { ...sessionStorage }]),
      }
    }, DEFAULT_STORAGE_KEYS.cart)
    expect(storage.cart).toMatch(NAMES)
    expect(storage.elsewhere).not.toMatch(NAMES)

    const checkoutRequests = await orderAtCheckout(page, traces)
    expect(orderItems(checkoutRequests)[0]).toMatchObject({
      type: 'Ticket',
      attributes: { id: 247, quantity: 2, time: '2026-05-30T11:00:00+02:00', attendees: PEOPLE },
    })
    const others = [...ticketPageRequests, ...checkoutRequests].filter(
      (request) => !(request.method === 'POST' && request.pathname.endsWith('/orders')),
    )
    expect(JSON.stringify(others)).not.toMatch(NAMES)
    // The traces are there to look at: the add event, the checkout's GA4 pushes, the console's lines.
    expect(traces.events.map((event) => (event as { name: string }).name)).toContain('shop-tickets-added')
    expect(traces.dataLayer.length).toBeGreaterThan(0)
    expect(JSON.stringify(traces.events)).not.toMatch(NAMES)
    expect(JSON.stringify(traces.dataLayer)).not.toMatch(NAMES)
    expect(traces.console.join('\n')).not.toMatch(NAMES)
    const toPayPal = await page.evaluate(() => JSON.stringify(window.__paypalDouble?.calls ?? []))
    expect(toPayPal).toContain('createOrder')
    expect(toPayPal).not.toMatch(NAMES)
  })
})

test.describe('at 320 and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 900 } })

  test('the names are asked, checked and added with the keyboard alone; every state fits and passes axe', async ({
    page,
  }) => {
    test.slow()
    await openTicketPage(page, NAMED)
    await expect(saturday(page)).toBeVisible()
    await chooseSaturdayByKeyboard(page)
    // Tab enters the times at the first; Space chooses it.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(tickets(page).getByRole('radio', { name: /^11:00 Uhr/ })).toBeChecked()
    await tabTo(page, `${REGULAR} erhöhen`)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(field(page, 'Vorname', 2)).toBeVisible()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    // Adding with the names missing: the first field in error takes the focus.
    await tabTo(page, 'In den Warenkorb')
    await page.keyboard.press('Enter')
    await expect(field(page, 'Vorname', 1)).toBeFocused()
    await expect(field(page, 'Nachname', 2)).toHaveAccessibleDescription('Bitte den Nachnamen eingeben.')
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
    for (const person of PEOPLE) {
      await page.keyboard.type(person.name)
      await page.keyboard.press('Tab')
      await page.keyboard.type(person.surname)
      await page.keyboard.press('Tab')
    }
    await tabTo(page, 'In den Warenkorb')
    await page.keyboard.press('Enter')
    const confirmation = tickets(page).getByRole('status').filter({ hasText: 'in den Warenkorb gelegt' })
    await expect(confirmation).toBeFocused()
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
})
