/**
 * Held places at the seams between the ticket element, the cart and the checkout, in a real browser: places taken
 * after a hold ended are named with what is still possible (the places still free, taken with one button; another
 * time on the museum's ticket page) in the cart and in the checkout, which stays on the museum's page (nothing was
 * paid); a hold refused because another visitor was quicker shows the re-check notice instead of the confirmation and
 * holding goes on; a booking of several tickets shows one timer in the cart. Keyboard only, axe, 320 px.
 */
import { expect, test, type Page } from '@playwright/test'
import { holdMessages } from '../../elements/base/holds/messages'
import { cartElement as cart } from './support/cart'
import { collectProblems } from './support/harness'
import {
  addHeldTickets,
  ELEVEN,
  FAILURE_PAGE,
  HOLDING_INIT,
  openHeldCart,
  openHeldCheckout,
  storedHoldTokens,
  takeAllButOnePlace,
} from './support/holds'
import { choosePayPal, payPalButton, recordApiRequests, sentTo } from './support/payment'
import { openHarness } from './support/harness'
import { MUSEUM_NOW, saturday, ticketElement, TIMED_TICKETS } from './support/tickets'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const de = holdMessages.de
const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:00 Uhr'
const ADULTS_LABEL = 'Erwachsene 🦕 (Sa, 30. Mai, 11:00 Uhr)'
const TICKET_PAGE = '/museum/tickets'
const WITH_TICKET_PAGE = HOLDING_INIT.replace(' hold-places', ` hold-places ticket-url="${TICKET_PAGE}"`)

/** Presses Tab until `target` has the keyboard's focus (at most `most` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 12): Promise<void> {
  for (let step = 0; step < most; step++) {
    if (await target.evaluate((element) => element === document.activeElement || element.matches(':focus')))
      return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('the cart: places taken after the hold ended are named with what is still possible, and taken there', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await addHeldTickets(page)
  await openHeldCart(page, { init: WITH_TICKET_PAGE })
  await page.clock.fastForward('05:01')
  await expect(cart(page).locator('[part="hold-text"]')).toHaveText(de['holds.expired'])
  await takeAllButOnePlace(page)
  const checkout = cart(page).getByRole('link', { name: 'Zur Kasse' })
  await checkout.focus()
  await page.keyboard.press('Enter')
  const notice = cart(page).locator('[part="places-gone"]')
  await expect(notice.getByRole('alert')).toHaveText(
    'Diese Plätze sind inzwischen vergeben: Erwachsene 🦕 (Sa, 30. Mai, 11:00 Uhr).',
  )
  await expect(notice).toBeFocused()
  await expect(notice).toContainText('Für Sa, 30. Mai, 11:00 Uhr ist nur noch 1 Platz frei.')
  await expect(notice.getByRole('link', { name: de['holds.otherTime'] })).toHaveAttribute(
    'href',
    new RegExp(`${TICKET_PAGE}$`),
  )
  // "Zur Kasse" would only be refused again; the museum's page stays.
  await expect(checkout).toHaveCount(0)
  expect(new URL(page.url()).hash).not.toContain('checkout')
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 800 })
  await expectNoSidewaysScroll(page)

  const fit = notice.getByRole('button', { name: `${ADULTS}: auf 1 ändern` })
  await tabTo(page, fit)
  await page.keyboard.press('Enter')
  await expect(cart(page).getByRole('status', { name: `${ADULTS}, Anzahl` })).toHaveText('1')
  await expect(notice).toHaveCount(0)
  // Held anew: the line's timer runs again, and the way on is back.
  await expect(cart(page).getByRole('timer')).toHaveText(/noch 4:\d\d\sMin\./)
  await expect(cart(page).getByRole('link', { name: 'Zur Kasse' })).toBeVisible()
  const [[token] = []] = await storedHoldTokens(page)
  expect(token).toBeTruthy()
  expect(problems.filter((line) => !line.includes('places_gone'))).toEqual([])
})

test('the checkout: places taken after the hold ended stay on the page, nothing is paid, the places left are taken there', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await addHeldTickets(page)
  await openHeldCheckout(page, { init: WITH_TICKET_PAGE })
  await page.clock.fastForward('05:01')
  await takeAllButOnePlace(page)
  await choosePayPal(page)
  await payPalButton(page).click()
  const notice = page.locator('shop-payment [part="places-gone"]')
  await expect(notice.getByRole('alert')).toHaveText(
    'Diese Plätze sind inzwischen vergeben: Erwachsene 🦕 (Sa, 30. Mai, 11:00 Uhr). Es wurde nichts bezahlt.',
  )
  await expect(notice).toBeFocused()
  expect(page.url()).not.toContain(FAILURE_PAGE)
  await expect(page.getByText(/fehlgeschlagen/)).toHaveCount(0)
  expect(sentTo(sent, '/api/v4/orders')).toEqual([])
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 800 })
  await expectNoSidewaysScroll(page)

  await tabTo(page, notice.getByRole('button', { name: `${ADULTS_LABEL}: auf 1 ändern` }))
  await page.keyboard.press('Enter')
  await expect(notice).toHaveCount(0)
  await expect(page.locator('shop-payment .shop-payment__count').first()).toHaveText('1')
  await expect(page.locator('shop-payment').getByRole('timer')).toHaveText(/noch 4:\d\d\sMin\./)
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success/)
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.body).toMatchObject({
    items: [
      {
        type: 'Ticket',
        attributes: { id: 51, quantity: 1, time: ELEVEN, reservations: [expect.any(String)] },
      },
    ],
  })
})

test('two visitors, the last places, the same moment: the refused hold shows what is still possible, and holding goes on', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await page.clock.install({ time: MUSEUM_NOW })
  await openHarness(page, {
    html: `<h1>Tickets</h1>${HOLDING_INIT}${TIMED_TICKETS}`,
    query: '?places=61@2026-05-30T11:00=2',
  })
  const tickets = ticketElement(page)
  await saturday(page).click()
  await tickets.getByRole('radio', { name: /^11:00 Uhr/ }).check()
  const more = tickets.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' })
  await more.click()
  await more.click()
  // Both saw the two last places; the other visitor's hold arrives first.
  await page.evaluate(
    (startAt) => void window.__fakeApi!.knobs.rivalHolds.push({ ticketId: 51, startAt, quantity: 1 }),
    ELEVEN,
  )
  const add = tickets.getByRole('button', { name: 'In den Warenkorb' })
  await add.focus()
  await page.keyboard.press('Enter')
  const notice = tickets.locator('[part="notice"]')
  await expect(notice).toContainText(
    'Für 11:00 Uhr ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
  )
  await expect(notice).toBeFocused()
  await expect(tickets.getByText(/in den Warenkorb gelegt/)).toHaveCount(0)
  expect(await storedHoldTokens(page)).toEqual([])
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 800 })
  await expectNoSidewaysScroll(page)

  // Another time from the notice, by keyboard: held and added, the confirmation says for how long.
  await tabTo(page, notice.getByRole('button').first())
  await page.keyboard.press('Enter')
  await add.focus()
  await page.keyboard.press('Enter')
  const confirmation = tickets.locator('[part="confirmation"]')
  await expect(confirmation).toContainText('in den Warenkorb gelegt')
  await expect(confirmation).toContainText('Ihre Plätze sind jetzt 5 Minuten für Sie reserviert.')
  const [[token] = []] = await storedHoldTokens(page)
  expect(token).toBeTruthy()
  // The browser's own line for the refused hold; nothing of the bundle.
  expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([])
})

test('a booking of two ticket types shows one timer and one extend button in the cart', async ({ page }) => {
  await page.clock.install({ time: MUSEUM_NOW })
  await openHarness(page, { html: `<h1>Tickets</h1>${HOLDING_INIT}${TIMED_TICKETS}` })
  const tickets = ticketElement(page)
  await saturday(page).click()
  await tickets.getByRole('radio', { name: /^11:00 Uhr/ }).check()
  await tickets.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
  await tickets.getByRole('button', { name: /^Ermäßigt.* erhöhen$/ }).click()
  await tickets.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(tickets.locator('[part="confirmation"]')).toContainText('Minuten für Sie reserviert')
  await openHeldCart(page)
  await expect(cart(page).getByRole('listitem')).toHaveCount(2)
  await expect(cart(page).getByRole('timer')).toHaveCount(1)
  await expect(cart(page).getByRole('button', { name: de['holds.extend'] })).toHaveCount(1)
  expect(await axeViolations(page)).toEqual([])
})
