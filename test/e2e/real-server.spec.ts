/**
 * What a real server may answer, in the browser with the built bundle: refusals in other body shapes reach the
 * failure address as the server's words, a server that refuses per_page=1000 or is briefly busy still fills the nav,
 * and a login the server renewed during the order is in the cookie afterwards.
 */
import { expect, test, type Page } from '@playwright/test'
import { ROTATED_AUTH } from '../msw/apiRoute'
import { apiRequests, BASE, collectProblems, INIT, openHarness } from './support/harness'
import { choosePayPal, failureUrl, openPayment, payPalButton, successUrl } from './support/payment'

const LOGIN = { 'access-token': 'tok-1', client: 'cl-1', uid: 'erika@example.org', expiry: 4102444800 }

test.describe('a refused order shows the server’s own message on the failure address', () => {
  for (const [shape, expected] of [
    ['rails-field', 'Heute ausverkauft'],
    ['rails-list', 'Heute ausverkauft'],
    ['html', 'Heute ausverkauft'],
    ['empty', 'Something went wrong'],
  ] as const) {
    test(`a ${shape} body`, async ({ page }) => {
      const refusal = encodeURIComponent('Heute ausverkauft')
      await openPayment(page, { query: `?orderError=${refusal}&errorBody=${shape}` })
      await choosePayPal(page)
      await payPalButton(page).click()
      await page.waitForURL(failureUrl(BASE, expected))
      expect(decodeURIComponent(page.url())).not.toMatch(/[<>]/)
    })
  }
})

const NAV = JSON.stringify([
  { type: 'museums', count: 2 },
  { type: 'exhibitions', count: 3 },
  { type: 'events', count: 2 },
  { type: 'tours', count: 2 },
])

/** Both views of a test ask the server: kept answers of the first would hide the second server's behaviour. */
const INIT_WITHOUT_KEPT_ANSWERS = INIT.replace('<shop-init ', '<shop-init cache="memory" ')

/** Every link of the nav, with its address, once every listing has its dropdown. */
async function navLinks(page: Page, query = ''): Promise<string[]> {
  await openHarness(page, { html: `${INIT_WITHOUT_KEPT_ANSWERS}<shop-nav nav='${NAV}'></shop-nav>`, query })
  await expect(page.getByRole('navigation', { name: 'Shop' })).toBeVisible()
  await expect(page.locator('shop-nav .shop-nav__dropdown')).toHaveCount(JSON.parse(NAV).length)
  return page
    .locator('shop-nav a')
    .evaluateAll((links) => links.map((a) => `${a.textContent ?? ''} ${a.getAttribute('href') ?? ''}`))
}

test('a server that refuses per_page=1000 with 422: the nav shows the same lists, read 25 at a time', async ({
  page,
}) => {
  const expected = await navLinks(page)
  expect(expected.length).toBeGreaterThan(4)
  const problems = collectProblems(page)
  expect(await navLinks(page, '?rejectPerPage=422')).toEqual(expected)
  const lists = (await apiRequests(page)).filter((request) => request.query.per_page)
  expect(lists.length).toBeGreaterThan(0)
  for (const pathname of new Set(lists.map((request) => request.pathname))) {
    const sizes = lists.filter((r) => r.pathname === pathname).map((r) => r.query.per_page?.[0])
    expect(sizes, pathname).toEqual(['1000', '25'])
  }
  // The browser itself reports each refused request; our code adds nothing to the console.
  expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([])
})

test('a server answering 503 with Retry-After: 1 once: the nav arrives after one retry', async ({ page }) => {
  const expected = await navLinks(page)
  expect(await navLinks(page, '?busy=503&retryAfter=1')).toEqual(expected)
  const counts = new Map<string, number>()
  for (const request of await apiRequests(page))
    counts.set(request.pathname, (counts.get(request.pathname) ?? 0) + 1)
  expect([...counts.values()].every((count) => count === 2)).toBe(true)
  expect(counts.get('/api/v4/shop')).toBe(2)
})

/** The auth_headers cookie as the shop would read it. */
async function authCookie(page: Page) {
  const cookie = (await page.context().cookies(BASE)).find((c) => c.name === 'auth_headers')
  return (
    cookie && { ...cookie, json: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> }
  )
}

test.describe('a login the server renews during the order', () => {
  test.beforeEach(async ({ page }) => {
    const value = encodeURIComponent(JSON.stringify(LOGIN))
    await page.context().addCookies([{ name: 'auth_headers', value, url: BASE }])
  })

  test('is in the cookie after paying, so the visitor stays logged in in the shop', async ({ page }) => {
    await openPayment(page, { query: '?rotateAuth=renew' })
    await choosePayPal(page)
    await payPalButton(page).click()
    await page.waitForURL(successUrl(BASE, 'ord_1'))
    const cookie = await authCookie(page)
    expect(cookie?.json).toEqual({
      ...LOGIN,
      'access-token': ROTATED_AUTH['access-token'],
      client: ROTATED_AUTH.client,
      expiry: Number(ROTATED_AUTH.expiry),
    })
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', domain: '127.0.0.1' })
  })

  test('a blank access-token leaves the cookie as it was', async ({ page }) => {
    await openPayment(page, { query: '?rotateAuth=blank' })
    await choosePayPal(page)
    await payPalButton(page).click()
    await page.waitForURL(successUrl(BASE, 'ord_1'))
    expect((await authCookie(page))?.json).toEqual(LOGIN)
  })
})
