/**
 * When the API takes long, each element's placeholder says so after a few seconds: a visible sentence over the
 * placeholder in a polite live region, and nothing on the page moves.
 */
import { expect, test, type Page } from '@playwright/test'
import { loadingMessages } from '../../elements/base/loading/messages'
import { SLOW_AFTER_MS } from '../../elements/base/loading/LoadingPlaceholder'
import { donationsMessages } from '../../elements/shop-donations/messages'
import { paymentMessages } from '../../elements/shop-payment/messages'
import { openPayment, SAMPLE_DONATIONS } from './support/payment'
import { expectVisitorGrade } from './support/visitorChecks'

/** Slower than the sentence's delay, well below the client's 20 s timeout. */
const API_LATENCY_MS = SLOW_AFTER_MS + 6000
const SLOW = loadingMessages.de['loading.slow']
/** Each element with a placeholder, and what its status line says at first. */
const ELEMENTS = [
  ['shop-payment', paymentMessages.de['payment.loading']],
  ['shop-donations', donationsMessages.de['donations.loading']],
] as const

const note = (page: Page, tag: string) => page.locator(`${tag} .shop-loading__status`)
const belowTop = (page: Page) =>
  page.locator('#below').evaluate((element) => element.getBoundingClientRect().top)

for (const width of [320, 1280]) {
  test(`at ${width} px a placeholder says after a few seconds that loading takes longer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPayment(page, {
      query: `?latency=${API_LATENCY_MS}`,
      donations: SAMPLE_DONATIONS,
      column: true,
      after: '<shop-donations></shop-donations><p id="below">Unter den Elementen</p>',
    })
    for (const [tag, loading] of ELEMENTS) {
      await expect(page.locator(tag).getByRole('status')).toHaveText(loading)
      await expect(note(page, tag)).toHaveCount(0)
    }
    const before = await belowTop(page)
    for (const [tag] of ELEMENTS) {
      await expect(page.locator(tag).getByRole('status')).toHaveText(SLOW, {
        timeout: SLOW_AFTER_MS + 30_000,
      })
      await expect(note(page, tag)).toBeVisible()
      // Over the element's own placeholder, inside the element.
      const [noteBox, elementBox] = [
        await note(page, tag).boundingBox(),
        await page.locator(tag).boundingBox(),
      ]
      expect(noteBox!.y).toBeGreaterThanOrEqual(elementBox!.y)
      expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(elementBox!.y + elementBox!.height)
    }
    expect(await belowTop(page)).toBe(before)
    await expectVisitorGrade(page)
  })
}
