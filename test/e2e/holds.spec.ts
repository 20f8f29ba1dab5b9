/**
 * Held places in a real browser, across pages as on a museum's site: the tickets page holds the places it adds (others
 * see fewer), the checkout page shows the time left and extends it, says when the hold has ended and asks the
 * server again before ordering, and sends the tokens with the order; a server that refuses holds changes nothing
 * for the visitor; no timer is left once the elements are gone. The museum's clock runs from Thursday 09:00.
 */
import { expect, test, type Page } from '@playwright/test'
import { holdMessages } from '../../elements/base/holds/messages'
import { collectProblems } from './support/harness'
import {
  addHeldTickets,
  bundleTimers,
  countBundleTimers,
  ELEVEN,
  FAILURE_PAGE,
  openHeldCheckout,
  placesAtEleven,
  storedHoldTokens,
  takeAllButOnePlace,
} from './support/holds'
import { choosePayPal, payPalButton, recordApiRequests, sentTo } from './support/payment'
import { ticketElement } from './support/tickets'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const de = holdMessages.de
const timer = (page: Page) => page.locator('shop-payment').getByRole('timer')
const extend = (page: Page) => page.getByRole('button', { name: de['holds.extend'] })
const liveRegion = (page: Page) => page.locator('shop-payment [part="hold"] [role="status"]')

/** Holds places on the tickets page, opens the checkout and lets the hold end; the API requests from the start. */
async function checkoutAfterTheHoldEnded(page: Page) {
  const sent = recordApiRequests(page)
  await addHeldTickets(page)
  await openHeldCheckout(page)
  await page.clock.fastForward('05:01')
  return sent
}

test('holds the places on adding: others see fewer, the checkout shows the time left, extend renews it', async ({
  page,
}) => {
  await addHeldTickets(page)
  const [tokens = []] = await storedHoldTokens(page)
  expect(tokens).toHaveLength(1)
  expect(await placesAtEleven(page)).toBe(38)
  expect(await placesAtEleven(page, tokens)).toBe(40)

  await openHeldCheckout(page)
  await expect(timer(page)).toHaveText(/^Ihre Plätze sind noch 4:5\d\sMin\. reserviert\.$/)
  await page.clock.fastForward('03:00')
  // Three minutes on, less what the page's own work took on a busy machine.
  await expect(timer(page)).toHaveText(/noch 1:[0-5]\d\sMin\./)
  await extend(page).click()
  await expect(liveRegion(page)).toHaveText(
    /^Verlängert: Ihre Plätze sind jetzt bis 09:08 Uhr \(Uhrzeit des Museums\) reserviert\.$/,
  )
  await expect(timer(page)).toHaveText(/noch 4:5\d\sMin\./)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 800 })
  await expectNoSidewaysScroll(page)
})

test('a hold that ended is not an error: the sentence replaces the timer, paying asks again and orders without it', async ({
  page,
}) => {
  const sent = await checkoutAfterTheHoldEnded(page)
  const held = page.locator('shop-payment [part="hold"]')
  await expect(held.locator('[part="hold-text"]')).toHaveText(de['holds.expired'])
  await expect(timer(page)).toHaveCount(0)
  await expect(extend(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])

  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success/)
  const asked = sentTo(sent, '/tickets/list_and_quotas').at(-1)
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(sent.indexOf(asked!)).toBeLessThan(sent.indexOf(order!))
  expect(order?.body).toMatchObject({
    items: [{ type: 'Ticket', attributes: { id: 51, quantity: 2, time: ELEVEN } }],
  })
  expect(JSON.stringify(order?.body)).not.toContain('reservations')
})

test('places taken after the hold ended: nothing is ordered, the page stays and the visitor reads which', async ({
  page,
}) => {
  const sent = await checkoutAfterTheHoldEnded(page)
  await takeAllButOnePlace(page)
  await choosePayPal(page)
  await payPalButton(page).click()
  await expect(page.locator('shop-payment').getByRole('alert')).toHaveText(
    'Diese Plätze sind inzwischen vergeben: Erwachsene 🦕 (Sa, 30. Mai, 11:00 Uhr). Es wurde nichts bezahlt.',
  )
  expect(page.url()).not.toContain(FAILURE_PAGE)
  expect(sentTo(sent, '/api/v4/orders')).toEqual([])
})

test('the order carries the tokens of the open holds', async ({ page }) => {
  const sent = recordApiRequests(page)
  await addHeldTickets(page)
  const [tokens] = await storedHoldTokens(page)
  await openHeldCheckout(page)
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(/#\/checkout\/success/)
  const [order] = sentTo(sent, '/api/v4/orders')
  expect(order?.body).toMatchObject({
    items: [{ type: 'Ticket', attributes: { id: 51, quantity: 2, time: ELEVEN, reservations: tokens } }],
  })
})

test('a server that refuses holds: the cart works, one console line, nothing alarming', async ({ page }) => {
  const problems = collectProblems(page)
  await addHeldTickets(page, { query: '?refuseHolds=403' })
  await expect(ticketElement(page).getByRole('alert')).toHaveCount(0)
  expect(await storedHoldTokens(page)).toEqual([[]])
  await openHeldCheckout(page, { query: '?refuseHolds=403' })
  await expect(page.locator('shop-payment [part="hold"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([
    'warning: [museum-shop] The shop API refused to hold places (403): places are not held on this page; the cart works without holds',
  ])
})

test('no timer is left once the elements are removed', async ({ page }) => {
  // The museum's clock stands still: the hold stays open, so only its removal can stop the page's clock.
  await addHeldTickets(page, { clock: 'fixed' })
  await countBundleTimers(page)
  await openHeldCheckout(page)
  await expect(timer(page)).toBeVisible()
  const timers = () => bundleTimers(page)
  // One clock for the page.
  expect((await timers()).running).toBe(1)
  await page.evaluate(() => document.getElementById('stage')!.replaceChildren())
  await page.waitForTimeout(500)
  const after = await timers()
  expect(after.running).toBe(0)
  // Nothing of the bundle starts a timer any more.
  await page.waitForTimeout(2000)
  expect((await timers()).started).toBe(after.started)
})
