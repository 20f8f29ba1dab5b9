/**
 * `<shop-nav mobile="auto">` picks its layout by its own width, and the nav's markers survive forced colours
 * (Windows high contrast), where shadows and backgrounds are dropped.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { collectProblems, INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { axeViolations, expectNoSidewaysScroll as noSidewaysScroll } from './support/visitorChecks'

async function openNav(page: Page, ...attributeSets: string[]): Promise<void> {
  const navs = attributeSets.map((a) => `<shop-nav ${a} nav='${NAV}'></shop-nav>`)
  await openHarness(page, { html: INIT + '<h1>Museum</h1>' + navs.join('') })
  await expect(page.getByRole('navigation', { name: 'Shop' })).toHaveCount(navs.length)
}

const layout = (page: Page) => page.locator('shop-nav .shop-nav').first()
const isMobile = (page: Page) => expect(layout(page)).toHaveClass(/shop-nav--mobile/)
const isDesktop = async (page: Page) => {
  await expect(layout(page)).toHaveClass(/shop-nav--desktop/)
  await expect(page.getByRole('button', { name: 'Museen' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible()
}
for (const width of [320]) {
  test(`mobile="auto" at ${width} px: the mobile list, nothing scrolls sideways, no axe violations`, async ({
    page,
  }) => {
    const problems = collectProblems(page)
    await page.setViewportSize({ width, height: 800 })
    await openNav(page, 'mobile="auto"')
    await isMobile(page)
    await expect(page.locator('shop-nav').getByRole('button')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Ausstellungen' })).toBeVisible()
    await noSidewaysScroll(page)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })
}

/**
 * The nav's states a visitor meets on a phone, each checked for sideways scroll and axe at 320 px: the narrowest phone
 * catches whatever a wider one would.
 */
const STATES: [string, string, string, (page: Page) => Promise<void>][] = [
  [
    'loading',
    '',
    '?latency=4000',
    (page) => expect(page.locator('shop-nav [aria-busy="true"]')).toBeVisible(),
  ],
  ['closed', '', '', (page) => expect(page.getByRole('button', { name: 'Veranstaltungen' })).toBeVisible()],
  ...['Museen', 'Ausstellungen', 'Veranstaltungen'].map(
    (name): [string, string, string, (page: Page) => Promise<void>] => [
      `${name} open`,
      '',
      '',
      async (page) => {
        await page.getByRole('button', { name }).click()
        await expect(page.locator('shop-nav .shop-nav__dropdown').filter({ visible: true })).toBeVisible()
      },
    ],
  ),
  [
    'mobile, sub-lists expanded',
    'mobile expand-mobile-subnavs',
    '',
    (page) => expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible(),
  ],
]

for (const width of [320]) {
  for (const [state, attributes, query, reach] of STATES) {
    test(`at ${width} px, ${state}: nothing scrolls sideways, no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await openHarness(page, {
        html: `${INIT}<shop-nav ${attributes} nav='${NAV}'></shop-nav><h1>Museum</h1>`,
        query,
      })
      await reach(page)
      await noSidewaysScroll(page)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test('mobile="auto" at 1280 px is the desktop bar, and switches with the viewport width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNav(page, 'mobile="auto"')
  await isDesktop(page)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 800 })
  await isMobile(page)
  await noSidewaysScroll(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await isDesktop(page)
})

test('without "auto", mobile keeps its meaning: present = mobile, absent = desktop, at any width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNav(page, 'mobile')
  await isMobile(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.locator('shop-nav').evaluate((element) => element.removeAttribute('mobile'))
  await isDesktop(page)
})

/** The computed style of one side's border, or of the outline. */
const line = (locator: Locator, side: 'Bottom' | 'Left' | 'Top') =>
  locator.evaluate((element, side) => {
    const style = getComputedStyle(element)
    const read = (name: string) => style.getPropertyValue(name)
    const border = `border-${side.toLowerCase()}`
    const width = Math.max(parseFloat(read(`${border}-width`)), parseFloat(read('outline-width')) || 0)
    const solidBorder = read(`${border}-style`) !== 'none'
    const color = solidBorder ? read(`${border}-color`) : read('outline-color')
    const visible = solidBorder || read('outline-style') !== 'none'
    return { visible, width, color }
  }, side)

const TRANSPARENT = /rgba\(\d+, \d+, \d+, 0\)|transparent/

async function expectMarker(locator: Locator, side: 'Bottom' | 'Left' | 'Top'): Promise<void> {
  const marker = await line(locator, side)
  expect(marker.visible).toBe(true)
  expect(marker.width).toBeGreaterThanOrEqual(1)
  expect(marker.color).not.toMatch(TRANSPARENT)
}

test('in forced colours the current entry (home too) and the dropdown divider keep a visible line', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNav(
    page,
    'current-page="shop.start"',
    'current-page="shop.museums"',
    'mobile current-page="shop.coupons"',
  )
  const [home, museums, coupons] = [
    page.getByRole('link', { name: 'Startseite' }).first(),
    page.getByRole('button', { name: 'Museen' }).nth(1),
    page.locator('shop-nav').nth(2).getByRole('link', { name: 'Gutscheine' }),
  ]
  await expect(home).toHaveAttribute('aria-current', 'page')
  await expectMarker(home, 'Bottom')
  await expect(museums).toHaveAttribute('aria-current', 'page')
  await expectMarker(museums, 'Bottom')
  await expect(coupons).toHaveAttribute('aria-current', 'page')
  await expectMarker(coupons, 'Left')
  await museums.click()
  const divider = page.locator('shop-nav').nth(1).locator('.shop-nav__divider').filter({ visible: true })
  await expect(divider).toBeVisible()
  await expectMarker(divider, 'Top')
  expect(await axeViolations(page, { several: true })).toEqual([])
})
