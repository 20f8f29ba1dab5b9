/**
 * The shared width checks can fail: a block wider than the phone fails at 320 px, and an axe violation that only the
 * desktop layout shows is found at the second width (plain markup on the harness page). A nav that picks its layout
 * by its own width is checked in the layout each width shows.
 */
import { expect, test } from '@playwright/test'
import { AUTO_MOBILE_BELOW_PX } from '../../elements/shop-nav/element'
import { INIT, openHarness, SAMPLE_NAV } from './support/harness'
import { CHECKED_WIDTHS, expectVisitorGrade, expectVisitorGradeAt } from './support/visitorChecks'

test.use({ viewport: { width: 320, height: 700 } })

test('a 2,000 px wide block fails at 320 px, and the viewport is back at the driven width after a pass', async ({
  page,
}) => {
  await openHarness(page, {
    html: '<div><h1>Breit</h1><div id="wide" style="width: 2000px">Text</div></div>',
    loadBundle: false,
  })
  await expect(expectVisitorGradeAt(page, CHECKED_WIDTHS)).rejects.toThrow(
    /page wider than the viewport \(px\) at 320 px/,
  )
  await page.locator('#wide').evaluate((block) => block.style.setProperty('width', '100%'))
  await expectVisitorGradeAt(page, CHECKED_WIDTHS)
  expect(page.viewportSize()).toEqual({ width: 320, height: 700 })
})

test('an axe violation only the 1280 px layout shows is found at 1280 px', async ({ page }) => {
  // A button without a name, shown from 1000 px on.
  const html =
    '<style>#desk { display: none } @media (min-width: 1000px) { #desk { display: block } }</style>' +
    '<div><h1>Nur breit</h1><button id="desk" type="button"></button></div>'
  await openHarness(page, { html, loadBundle: false })
  await expectVisitorGrade(page)
  await expect(expectVisitorGradeAt(page, CHECKED_WIDTHS)).rejects.toThrow(/axe violations at 1280 px/)
})

test("a nav that picks its layout by its width is checked once it shows that width's layout", async ({
  page,
}) => {
  await openHarness(page, {
    html: `${INIT}<h1>Museum</h1><shop-nav mobile="auto" nav='${SAMPLE_NAV}'></shop-nav>`,
  })
  const layout = page.locator('shop-nav .shop-nav').first()
  await expect(layout).toHaveClass(/shop-nav--mobile/)
  const seen: string[] = []
  await expectVisitorGradeAt(page, CHECKED_WIDTHS, {
    settled: async (width) => {
      await expect(layout).toHaveClass(
        width < AUTO_MOBILE_BELOW_PX ? /shop-nav--mobile/ : /shop-nav--desktop/,
      )
      seen.push(`${width}: ${await layout.getAttribute('class')}`)
    },
  })
  // Checked at 1280 px in the bar's layout, then back at the phone's.
  expect(seen).toEqual([
    expect.stringMatching(/^1280: .*shop-nav--desktop/),
    expect.stringMatching(/^320: .*shop-nav--mobile/),
  ])
  await expect(layout).toHaveClass(/shop-nav--mobile/)
})
