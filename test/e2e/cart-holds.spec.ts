/**
 * <shop-cart> with held places in a real browser, across pages as on a museum's site: the tickets page holds the
 * places it adds, the cart page shows the time left, changes the hold with the quantity and releases it with the
 * line, after which no timer is left; a hold that has ended is asked again before the way to the checkout. The
 * museum's clock runs from Thursday 09:00.
 */
import { expect, test, type Page } from '@playwright/test'
import { holdMessages } from '../../elements/base/holds/messages'
import { cartElement as cart } from './support/cart'
import { apiRequests, collectProblems } from './support/harness'
import {
  addHeldTickets,
  bundleTimers,
  countBundleTimers,
  openHeldCart,
  storedHoldTokens,
} from './support/holds'
import { recordApiRequests, sentTo } from './support/payment'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const ADULTS = 'Erwachsene 🦕, Sa, 30. Mai, 11:00 Uhr'
const de = holdMessages.de
const timer = (page: Page) => cart(page).getByRole('timer')
const button = (page: Page, name: string) => cart(page).getByRole('button', { name, exact: true })
const holdCalls = async (page: Page, method: string) =>
  (await apiRequests(page)).filter(
    (request) => request.method === method && request.pathname.includes('/tickets/reservations/'),
  )

test('shows the time left of a held line, changes the hold with the quantity, releases it with the line', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await addHeldTickets(page)
  const [[token] = []] = await storedHoldTokens(page)
  await countBundleTimers(page)
  await openHeldCart(page)
  await expect(timer(page)).toHaveText(/^Ihre Plätze sind noch 4:5\d\sMin\. reserviert\.$/)
  await expect(button(page, de['holds.extend'])).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 320, height: 800 })
  await expectNoSidewaysScroll(page)

  await button(page, `${ADULTS} erhöhen`).click()
  await expect(cart(page).getByRole('status', { name: `${ADULTS}, Anzahl` })).toHaveText('3')
  await expect.poll(() => holdCalls(page, 'PUT')).toHaveLength(1)
  const [change] = await holdCalls(page, 'PUT')
  expect(change).toMatchObject({
    pathname: `/api/v4/tickets/reservations/${token}`,
    body: { reservation: { quantity: 3 } },
  })
  expect(await storedHoldTokens(page)).toEqual([[token]])
  expect((await bundleTimers(page)).running).toBe(1)

  await button(page, `${ADULTS} entfernen`).click()
  await expect(cart(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible()
  await expect.poll(() => holdCalls(page, 'DELETE')).toHaveLength(1)
  expect((await holdCalls(page, 'DELETE'))[0]?.pathname).toBe(`/api/v4/tickets/reservations/${token}`)
  await expect(cart(page).locator('[part="hold"]')).toHaveCount(0)
  // The page's clock has stopped: no timer is left.
  await expect.poll(async () => (await bundleTimers(page)).running).toBe(0)
  expect(problems).toEqual([])
})

test('a hold that has ended: the line stays with its sentence, and the places are asked again before the checkout', async ({
  page,
}) => {
  const sent = recordApiRequests(page)
  await addHeldTickets(page)
  await openHeldCart(page)
  await page.clock.fastForward('05:01')
  await expect(cart(page).locator('[part="hold-text"]')).toHaveText(de['holds.expired'])
  await expect(timer(page)).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  const askedBefore = sentTo(sent, '/tickets/list_and_quotas').length
  // Still free: the cart goes on to the checkout once the server has said so.
  await cart(page).getByRole('link', { name: 'Zur Kasse' }).click()
  await page.waitForURL(/\/museum-shop\/#\/cart$/)
  expect(sentTo(sent, '/tickets/list_and_quotas')).toHaveLength(askedBefore + 1)
})
