/**
 * `<shop-nav>` when the shop's data cannot be loaded: no message in the site header. The links that need no data stay,
 * a dropdown whose listing failed is a link to the listing, and the integrator gets one console line and one
 * `shop-error` event.
 */
import { expect, test, type Page } from '@playwright/test'
import { collectProblems, INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { CHECKED_WIDTHS, expectVisitorGradeAt } from './support/visitorChecks'

const BELOW = '<h1>Museum</h1><p>Willkommen im Museum.</p>'

/** Opens a page whose nav meets `failures` (a `fail=` query). */
async function openFailingNav(page: Page, failures: string): Promise<void> {
  await openHarness(page, {
    html: `${INIT}<shop-nav nav='${NAV}'></shop-nav>${BELOW}`,
    query: `?fail=${failures}`,
  })
}

/** Keeps every `shop-error` event's detail from the page's start on. */
const recordShopErrors = (page: Page) =>
  page.addInitScript(() => {
    const errors: unknown[] = []
    document.addEventListener('shop-error', (event) => errors.push((event as CustomEvent).detail))
    ;(window as unknown as { __shopErrors: unknown[] }).__shopErrors = errors
  })
const receivedErrors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shopErrors: unknown[] }).__shopErrors)

const link = (page: Page, name: string) => page.locator('shop-nav').getByRole('link', { name, exact: true })

for (const failure of ['http500', 'malformed'] as const) {
  test(`the shop answering ${failure}: the links stay, one console line, one shop-error; fits and passes axe at 320 and 1280 px`, async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await page.setViewportSize({ width: 320, height: 800 })
    await recordShopErrors(page)
    await openFailingNav(page, `shop:${failure},museums:${failure}`)
    await expect(page.locator('shop-nav [aria-busy="false"]')).toBeAttached()
    await expect(link(page, 'Tickets')).toHaveAttribute('href', /#\/tickets\/filters$/)
    await expect(link(page, 'Gutscheine')).toHaveAttribute('href', /#\/coupons$/)
    // Its listing failed too: the dropdown is a link to the listing.
    await expect(link(page, 'Museen')).toHaveAttribute('href', /#\/museums$/)
    await expect(page.locator('shop-nav').getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0)
    await expect.poll(() => receivedErrors(page)).toEqual([expect.objectContaining({ element: 'shop-nav' })])
    // The browser reports the failed requests itself; ours is one line.
    expect(problems.filter((line) => line.includes('[museum-shop]'))).toEqual([
      expect.stringMatching(/^error: \[museum-shop\] <shop-nav> /),
    ])
    await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  })
}
