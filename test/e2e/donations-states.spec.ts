/**
 * Every state of the donations element a visitor can meet, at the phone widths of WCAG 1.4.10, with a campaign name
 * as long as real ones get: nothing scrolls sideways and axe finds nothing. A failed shop is a sentence with "try
 * again", which keeps the keyboard's place.
 */
import { expect, test, type Page } from '@playwright/test'
import { commonMessages } from '../../src/domain/messages/common'
import { donationsMessages } from '../../elements/shop-donations/messages'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { LONG_CAMPAIGN_NAMES } from '../msw/fixtures/longNames'
import { addBundle, INIT, openHarness } from './support/harness'
import { LONG_NAMES } from './support/longCart'
import { serveShop } from './support/payment'
import { expectVisitorGrade } from './support/visitorChecks'

const de = { ...donationsMessages.de, ...commonMessages.de }
const longCampaign = (page: Page) => page.getByRole('radio', { name: LONG_CAMPAIGN_NAMES.de })

async function openDonations(page: Page, query = '', donations?: unknown): Promise<void> {
  await serveShop(page)
  await openHarness(page, {
    html: `<h1>Spenden</h1>${INIT}<shop-donations></shop-donations>`,
    query: `?${LONG_NAMES}${query ? `&${query}` : ''}`,
    loadBundle: false,
  })
  if (donations)
    await page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify(value)), {
      key: DEFAULT_STORAGE_KEYS.donations,
      value: donations,
    })
  await addBundle(page)
}

for (const width of [320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('while the shop loads: a busy frame of the form', async ({ page }) => {
      await openDonations(page, 'latency=3000')
      const frame = page.locator('shop-donations [aria-busy="true"]')
      await expect(frame).toBeVisible()
      await expect(page.locator('shop-donations').getByRole('status')).toHaveText(de['donations.loading'])
      expect(await longCampaign(page).count()).toBe(0)
      await expectVisitorGrade(page)
    })

    test('the campaigns, a preset, a wrong custom amount: all fit the phone', async ({ page }) => {
      await openDonations(page)
      await expect(longCampaign(page)).toBeVisible()
      await expectVisitorGrade(page)

      await longCampaign(page).check()
      await page.getByRole('radio', { name: /^10,00\s€$/ }).check()
      await expect(page.getByText(/^Sie spenden 10,00\s€$/)).toBeVisible()
      await expectVisitorGrade(page)

      const input = page.getByRole('textbox', { name: 'Eigener Betrag in €' })
      await input.pressSequentially('1.234,50')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expectVisitorGrade(page)
    })

    test('a guest whose cap is in the cart already is told so before any click', async ({ page }) => {
      await openDonations(page, '', [{ value: 10000, campaign_id: 1 }])
      await longCampaign(page).check()
      await expect(page.locator('shop-donations').getByRole('status')).toContainText('Gast-Limit von 100,00')
      await expectVisitorGrade(page)
    })

    test('a failed shop is a sentence; "try again" keeps the keyboard in the element', async ({ page }) => {
      await openDonations(page, 'fail=shop:http500')
      const alert = page.locator('shop-donations').getByRole('alert')
      await expect(alert).toHaveText(`${de['errors.unavailable']}${de['common.retry']}`)
      await expectVisitorGrade(page)

      await page.evaluate(() => {
        window.__fakeApi!.knobs.failures = {}
      })
      await alert.getByRole('button', { name: de['common.retry'] }).focus()
      await page.keyboard.press('Enter')
      await expect(longCampaign(page)).toBeVisible()
      expect(await page.evaluate(() => document.activeElement?.localName)).toBe('shop-donations')
      await page.keyboard.press('Tab')
      await expect(longCampaign(page)).toBeFocused()
      await expectVisitorGrade(page)
    })
  })
}
