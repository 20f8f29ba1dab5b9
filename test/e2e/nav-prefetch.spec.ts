import { expect, test } from '@playwright/test'
import { INIT, openHarness, requestCounts, SAMPLE_NAV as NAV } from './support/harness'

type FetchCall = { pathname: string; navRendered: boolean }
type Recording = Window & { __fetchCalls?: FetchCall[] }

/** Records every fetch of the page with whether the nav had rendered anything into its shadow root at that moment. */
function recordFetches(): void {
  const page = window as Recording
  const calls: FetchCall[] = []
  page.__fetchCalls = calls
  const original = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    const nav = document.querySelector('shop-nav')
    calls.push({
      pathname: new URL(url, location.href).pathname,
      navRendered: Boolean(nav?.shadowRoot?.querySelector('nav')),
    })
    return original(input, init)
  }
}

test("the nav's shop and listing requests start when the elements connect, before the nav's first render", async ({
  page,
}) => {
  await page.addInitScript(recordFetches)
  await openHarness(page, { html: `${INIT}<shop-nav nav='${NAV}'></shop-nav>` })
  for (const name of ['Museen', 'Ausstellungen', 'Veranstaltungen'])
    await expect(page.getByRole('button', { name })).toBeVisible()
  const calls = await page.evaluate(() => (window as Recording).__fetchCalls ?? [])
  const api = calls.filter((call) => call.pathname.startsWith('/api/v4/'))
  expect(api.map((call) => call.pathname).sort()).toEqual([
    '/api/v4/events',
    '/api/v4/exhibitions',
    '/api/v4/museums',
    '/api/v4/shop',
  ])
  expect(api.filter((call) => call.navRendered)).toEqual([])
  expect(Object.values(await requestCounts(page))).toEqual([1, 1, 1, 1])
})
