import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { axeScan } from './support/visitorChecks'

const HOST_TEXT = '<h1>Museum</h1><p id="outside">Willkommen im Museum</p>'

/** Opens the harness with the init element, host text and one nav per attribute set; waits until all have their dropdowns. */
async function openNav(page: Page, ...attributeSets: string[]): Promise<void> {
  const navs = (attributeSets.length ? attributeSets : ['']).map(
    (a) => `<shop-nav ${a} nav='${NAV}'></shop-nav>`,
  )
  await openHarness(page, { html: INIT + HOST_TEXT + navs.join('') })
  await expect(page.getByRole('navigation', { name: 'Shop' })).toHaveCount(navs.length)
  // The entries stand in place at once; the bars' dropdowns come with their listings.
  const bars = navs.filter((markup) => !/\smobile[\s=]/.test(markup)).length
  await expect(page.locator('shop-nav [aria-busy="true"]')).toHaveCount(0)
  for (const name of ['Museen', 'Ausstellungen', 'Veranstaltungen'])
    await expect(page.getByRole('button', { name })).toHaveCount(bars)
}

const museums = (page: Page) => page.getByRole('button', { name: 'Museen' })
const exhibitions = (page: Page) => page.getByRole('button', { name: 'Ausstellungen' })
const expanded = (button: Locator, value: boolean) =>
  expect(button).toHaveAttribute('aria-expanded', String(value))

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeScan(page).analyze()
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  )
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(name)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test('only one dropdown is open, also across two nav elements', async ({ page }) => {
  await openNav(page, '', 'current-page="shop.coupons"')
  const [first, second] = [museums(page).first(), museums(page).last()]
  await first.click()
  await exhibitions(page).first().click()
  await expanded(first, false)
  await expanded(exhibitions(page).first(), true)
  await second.click()
  await expanded(exhibitions(page).first(), false)
  await expanded(second, true)
})

test('a click outside the element closes the dropdown; a click inside it does not', async ({ page }) => {
  await openNav(page)
  await museums(page).click()
  await page
    .locator('shop-nav .shop-nav__dropdown')
    .first()
    .click({ position: { x: 4, y: 2 } })
  await expanded(museums(page), true)
  await page.locator('#outside').click()
  await expanded(museums(page), false)
})

test('Escape closes the dropdown and gives focus back to its button', async ({ page }) => {
  await openNav(page)
  await exhibitions(page).click()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Dauerausstellung | Gemäldegalerie' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expanded(exhibitions(page), false)
  await expect(exhibitions(page)).toBeFocused()
})

test('keyboard only: Tab reaches every link and button, Enter and Space toggle, focus is visible', async ({
  page,
}) => {
  await openNav(page)
  await page.locator('#outside').click()
  const order: string[] = []
  for (let step = 0; step < 7; step++) {
    await page.keyboard.press('Tab')
    order.push(
      await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? ''),
    )
  }
  expect(order).toEqual([
    'Startseite',
    'Tickets',
    'Museen',
    'Ausstellungen',
    'Veranstaltungen',
    'Gutscheine',
    '',
  ])
  await page.locator('#outside').click()
  for (let step = 0; step < 4; step++) await page.keyboard.press('Tab')
  await expect(exhibitions(page)).toBeFocused()
  const outline = await exhibitions(page).evaluate((element) => getComputedStyle(element).outline)
  expect(outline).toMatch(/solid 3px$/)
  await page.keyboard.press('Enter')
  await expanded(exhibitions(page), true)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Alle anzeigen' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(exhibitions(page)).toBeFocused()
  await page.keyboard.press('Space')
  await expanded(exhibitions(page), false)
})

test('no axe violations, closed and open; targets are at least 24px; motion respects the visitor', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openNav(page)
  expect(await axeViolations(page)).toEqual([])
  await museums(page).click()
  expect(await axeViolations(page)).toEqual([])
  const animation = await page
    .locator('shop-nav .shop-nav__dropdown')
    .first()
    .evaluate((element) => getComputedStyle(element).animationName)
  expect(animation).toBe('none')
  const targets = page.locator('shop-nav').getByRole('link').or(page.locator('shop-nav').getByRole('button'))
  for (const box of await targets.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()))) {
    if (box.width === 0) continue
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
  }
})

test('screenshots of the desktop and the mobile layout', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1100, height: 420 })
  await openNav(page, 'current-page="shop.museums"')
  await museums(page).click()
  await screenshot(page, testInfo, 'nav-desktop.png')
  await page.setViewportSize({ width: 390, height: 844 })
  await openNav(page, 'mobile expand-mobile-subnavs current-page="shop.museums"')
  await expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, testInfo, 'nav-mobile.png')
})

test('host page CSS does not reach into the nav or break its dropdown', async ({ page }) => {
  await openNav(page)
  await page.addStyleTag({
    content:
      'ul, li, a, button { display: inline !important; position: static !important; color: red !important; }' +
      ' nav { display: none !important; } body { text-transform: uppercase; letter-spacing: 4px; }',
  })
  await museums(page).click()
  const dropdown = page.locator('shop-nav .shop-nav__dropdown').first()
  await expect(dropdown).toBeVisible()
  const style = await dropdown.evaluate((element) => {
    const link = element.querySelector('a')
    const { position } = getComputedStyle(element)
    return {
      position,
      link: link && getComputedStyle(link).textTransform,
      color: link && getComputedStyle(link).color,
    }
  })
  expect(style).toEqual({ position: 'absolute', link: 'none', color: 'rgb(26, 26, 26)' })
})
