/**
 * The shared width checks can fail: a block wider than the phone fails at 320 px, and an axe violation that only the
 * desktop layout shows is found at the second width. Plain markup on the harness page, no shop element needed.
 */
import { expect, test } from '@playwright/test'
import { openHarness } from './support/harness'
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
