/**
 * `<shop-nav>` on a phone: the collapsed form (`mobile="collapsed"`) is one "Shop" button that opens the mobile list,
 * and the bar closes an open dropdown when the keyboard moves on to the next entry, so the dropdown never covers the
 * entry that has focus (WCAG 2.2, 2.4.11 Focus Not Obscured).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { expectVisitorGrade } from './support/visitorChecks'

async function openNav(page: Page, width: number, attributes = ''): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  await openHarness(page, {
    html: `${INIT}<header><shop-nav ${attributes} nav='${NAV}'></shop-nav></header><h1>Museum</h1>`,
  })
  await expect(page.locator('shop-nav [aria-busy="false"]')).toBeAttached()
}

const shopButton = (page: Page) => page.locator('shop-nav').getByRole('button', { name: 'Shop' })
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0

for (const width of [320]) {
  test(`mobile="collapsed" at ${width} px: one "Shop" button of one row, which opens and closes the list`, async ({
    page,
  }) => {
    await openNav(page, width, 'mobile="collapsed"')
    const nav = page.getByRole('navigation', { name: 'Shop' })
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link')).toHaveCount(0)
    expect(await height(page.locator('shop-nav'))).toBeLessThanOrEqual(48)
    await expectVisitorGrade(page)

    await shopButton(page).click()
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link')).toHaveText([
      'Tickets',
      'Museen',
      'Ausstellungen',
      'Veranstaltungen',
      'Gutscheine',
    ])
    await expectVisitorGrade(page)
    // The list opens in the flow: the page's heading moves below it instead of being covered.
    const list = await page.locator('shop-nav .shop-nav__list').boundingBox()
    const heading = await page.getByRole('heading', { name: 'Museum' }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual(list!.y + list!.height)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(shopButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(shopButton(page)).toBeFocused()
  })
}

test('mobile="collapsed" at 1280 px: the bar, without the "Shop" button', async ({ page }) => {
  await openNav(page, 1280, 'mobile="collapsed"')
  await expect(page.getByRole('button', { name: 'Museen' })).toBeVisible()
  await expect(page.locator('shop-nav').getByRole('link', { name: 'Startseite' })).toBeVisible()
  await expect(shopButton(page)).toHaveCount(0)
})

/** Whether the focused control inside the nav is the topmost element at its own centre (nothing covers it). */
const focusedIsUncovered = (page: Page) =>
  page.evaluate(() => {
    const shadow = document.querySelector('shop-nav')!.shadowRoot!
    const focused = shadow.activeElement
    if (!focused) return 'nothing focused'
    const { x, y, width, height } = focused.getBoundingClientRect()
    const top = shadow.elementFromPoint(x + width / 2, y + height / 2)
    return top !== null && focused.contains(top) ? 'uncovered' : `covered by ${top?.className ?? 'nothing'}`
  })

for (const width of [375, 1280]) {
  test(`the bar at ${width} px: tabbing on from an open dropdown to the next entry closes it`, async ({
    page,
  }) => {
    await openNav(page, width)
    const museums = page.getByRole('button', { name: 'Museen' })
    await expect(museums).toBeVisible()
    await museums.focus()
    await page.keyboard.press('Enter')
    await expect(museums).toHaveAttribute('aria-expanded', 'true')
    // Through its two items and "view all", on to the next entry.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Ausstellungen' })).toBeFocused()
    await expect(museums).toHaveAttribute('aria-expanded', 'false')
    expect(await focusedIsUncovered(page)).toBe('uncovered')
    // Shift+Tab back into the bar leaves the other dropdowns closed as well.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Ausstellungen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(await focusedIsUncovered(page)).toBe('uncovered')
  })
}
