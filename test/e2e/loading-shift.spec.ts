/**
 * A slow shop API (1.5 s) at a phone and a desktop width: the donations and checkout elements show placeholders of
 * their final geometry, so when the data arrives the page — host content below the element included — moves by at
 * most 0.01 layout shift (Layout Instability API). The appearance of the placeholder itself, when the bundle loads,
 * is left out: that is when the element is defined, not when its data arrives.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { addBundle, INIT, openHarness } from './support/harness'
import { openPayment, SAMPLE_DONATIONS, serveShop } from './support/payment'
import { layoutShift, recordLayoutShifts } from './support/visitorChecks'

const SLOW = '?latency=1500'
const FOOTER = '<footer><p>Museumsverbund Süd · Impressum · Datenschutz · Kontakt</p></footer>'
const MAX_SHIFT = 0.01

/** The shift between the placeholder being shown and the content being complete. */
async function shiftWhileLoading(page: Page, placeholder: Locator, complete: () => Promise<void>) {
  await expect(placeholder).toBeVisible()
  const before = await layoutShift(page)
  await complete()
  const after = await layoutShift(page)
  return {
    shift: after.total - before.total,
    total: after.total,
    moved: after.sources.slice(before.sources.length),
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the checkout does not jump when the shop and PayPal arrive', async ({ page }, testInfo) => {
      await recordLayoutShifts(page)
      await openPayment(page, { query: SLOW, donations: SAMPLE_DONATIONS, after: FOOTER })
      const result = await shiftWhileLoading(page, page.locator('.shop-payment__placeholder'), async () => {
        await expect(page.getByRole('radio', { name: 'Trustly', exact: true })).toBeVisible()
        await expect(page.locator('shop-payment [aria-busy="true"]')).toHaveCount(0)
      })
      testInfo.annotations.push({ type: 'layout shift', description: JSON.stringify(result) })
      expect(result.shift, `moved: ${result.moved.join(', ')}`).toBeLessThanOrEqual(MAX_SHIFT)
    })

    test('the donations do not jump when the campaigns arrive', async ({ page }, testInfo) => {
      await recordLayoutShifts(page)
      await serveShop(page)
      await openHarness(page, {
        html: `<h1>Spenden</h1>${INIT}<shop-donations></shop-donations>${FOOTER}`,
        query: SLOW,
        loadBundle: false,
      })
      await addBundle(page)
      const result = await shiftWhileLoading(page, page.locator('shop-donations [aria-busy="true"]'), () =>
        expect(page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })).toBeVisible(),
      )
      testInfo.annotations.push({ type: 'layout shift', description: JSON.stringify(result) })
      expect(result.shift, `moved: ${result.moved.join(', ')}`).toBeLessThanOrEqual(MAX_SHIFT)
    })
  })
}
