/**
 * `<shop-nav>` while its data is on its way: its entries stand in place at once, so the page below does not move when
 * the shop arrives (Layout Instability API); a slow listing leaves the other entries usable and its own a plain link
 * of the same size, which gains its dropdown when the listing answers.
 */
import { expect, test, type Page } from '@playwright/test'
import { INIT, openHarness, SAMPLE_NAV as NAV } from './support/harness'
import { layoutShift, recordLayoutShifts } from './support/visitorChecks'

/** Host content below the nav: a nav that grows pushes it, which the shift score counts. */
const BELOW = '<h1>Museum</h1><p>Willkommen im Museum. Öffnungszeiten, Anfahrt und Ausstellungen.</p>'

async function openNav(page: Page, query: string, attributes = ''): Promise<void> {
  await openHarness(page, { html: `${INIT}<shop-nav ${attributes} nav='${NAV}'></shop-nav>${BELOW}`, query })
}

const region = (page: Page) => page.locator('shop-nav .shop-nav-region')
const busy = (page: Page, value: boolean) => expect(region(page)).toHaveAttribute('aria-busy', String(value))

/** Position and size of every top-level entry, rounded to the pixel. */
const entryBoxes = (page: Page) =>
  page.locator('shop-nav .shop-nav__entry').evaluateAll((entries) =>
    entries.map((entry) => {
      const { x, y, width, height } = entry.getBoundingClientRect()
      return [x, y, width, height].map(Math.round)
    }),
  )

for (const [width, attributes] of [
  [375, ''],
  [375, 'mobile="auto"'],
  [1280, ''],
] as const) {
  test(`a slow load (1.5 s) at ${width} px ${attributes || 'without mobile'}: the page below does not move`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 })
    await recordLayoutShifts(page)
    await openNav(page, '?latency=1500', attributes)
    await busy(page, true)
    const placeholder = await entryBoxes(page)
    const before = await layoutShift(page)
    await busy(page, false)
    if (!attributes) await expect(page.getByRole('button', { name: 'Veranstaltungen' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Gutscheine' })).toBeVisible()
    const after = await layoutShift(page)
    const byNav = after.total - before.total
    testInfo.annotations.push({
      type: 'layout shift',
      description: `${width} px ${attributes}: ${byNav.toFixed(4)} from the placeholder on (${after.total.toFixed(4)} since the page opened)`,
    })
    console.log(
      `layout shift ${width} px ${attributes || 'bar'}: ${byNav.toFixed(4)}; page total ${after.total.toFixed(4)}`,
    )
    expect(byNav, after.sources.join(', ')).toBeLessThanOrEqual(0.01)
    expect(await entryBoxes(page)).toEqual(placeholder)
  })
}

test('a slow listing: the other entries work at once, the slow one gains its dropdown later in the same box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await recordLayoutShifts(page)
  await openNav(page, '?slow=exhibitions:4000')
  await busy(page, false)
  const slow = page.locator('shop-nav').getByRole('link', { name: 'Ausstellungen' })
  await expect(slow).toHaveAttribute('href', /#\/exhibitions$/)
  const boxes = await entryBoxes(page)
  const museums = page.getByRole('button', { name: 'Museen' })
  await museums.click()
  await expect(page.getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toBeVisible()
  await page.getByRole('button', { name: 'Veranstaltungen' }).click()
  await expect(page.getByRole('link', { name: 'Nachts im Museum 🦖🔦' })).toBeVisible()
  await page.keyboard.press('Escape')
  // The listing is still on its way: its entry is a plain link, usable as one.
  await expect(slow).toBeVisible()
  const toggle = page.getByRole('button', { name: 'Ausstellungen' })
  await expect(toggle).toBeVisible()
  expect(await entryBoxes(page), 'no entry moved or changed size').toEqual(boxes)
  await toggle.click()
  await expect(page.getByRole('link', { name: 'Dauerausstellung | Gemäldegalerie' })).toBeVisible()
  expect((await layoutShift(page)).total).toBeLessThanOrEqual(0.01)
})
