/**
 * `<shop-nav>` when the shop does not answer: the visitor's sentence with "try again" in place of the bar, which
 * brings the bar once the shop answers again, and keyboard focus stays in the nav throughout.
 */
import { expect, test, type Page } from '@playwright/test'
import { commonMessages } from '../../src/domain/messages/common'
import { INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { axeViolations, expectNoSidewaysScroll } from './support/visitorChecks'

const texts = commonMessages.de
const BELOW = '<h1>Museum</h1><p>Willkommen im Museum.</p>'

async function openFailingNav(page: Page): Promise<void> {
  await openHarness(page, {
    html: `${INIT}<shop-nav nav='${NAV}'></shop-nav>${BELOW}`,
    query: '?fail=shop:http500',
  })
  await expect(page.locator('shop-nav').getByRole('alert')).toHaveText(
    `${texts['errors.unavailable']}${texts['common.retry']}`,
  )
}

/** Where keyboard focus is: the focused element inside the nav's shadow root, by class, or what the page has. */
const focusedInNav = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement
    if (host?.localName !== 'shop-nav') return `page: ${host?.localName ?? 'nothing'}`
    return host.shadowRoot?.activeElement?.className ?? 'nothing in the nav'
  })

for (const width of [320, 375]) {
  test(`at ${width} px the failure reads as a sentence with "try again", fits, and passes axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openFailingNav(page)
    await expect(page.locator('shop-nav').getByText('500')).toHaveCount(0)
    await expectNoSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('"try again" with the keyboard brings the bar once the shop answers; focus never falls to the page', async ({
  page,
}) => {
  await openFailingNav(page)
  await page.evaluate(() => {
    const knobs = window.__fakeApi!.knobs
    delete knobs.failures.shop
    // Slow enough to see where focus is while the shop is asked again.
    knobs.latencyMs = 800
  })
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: texts['common.retry'] })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('shop-nav .shop-nav-region')).toHaveAttribute('aria-busy', 'true')
  expect(await focusedInNav(page)).toBe('shop-nav-region')
  await expect(page.getByRole('button', { name: 'Museen' })).toBeVisible()
  expect(await focusedInNav(page)).toBe('shop-nav-region')
  await expect(page.locator('shop-nav').getByRole('alert')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
})
