/**
 * The control panel switches the elements to English — the navigation's labels and the donation
 * texts change, the shop is requested with locale=en, and the choice is kept on the next page, which shows the English
 * answers the browser kept — and switching back restores German, from the German answers kept on the first page.
 * The museum's own pages stay German throughout.
 */
import { expect, test, type Page } from '@playwright/test'
import { collectProblems } from '../support/harness'
import { installProbes, recordJourneyRequests, sentBy, shopLocalesBy, snap } from '../support/journeys'
import { CAMPAIGN, landOn, navBuilt, openHome, openPanel, shopNav } from './steps'

/** Names of the desktop nav's links and dropdown buttons, in order. */
const NAV_LABELS = {
  de: [
    ['link', 'Startseite'],
    ['link', 'Tickets'],
    ['button', 'Veranstaltungen'],
    ['button', 'Ausstellungen'],
    ['link', 'Museen'],
    ['button', 'Führungen'],
    ['button', 'Museumsshop'],
    ['link', 'Gutscheine'],
  ],
  en: [
    ['link', 'Home'],
    ['link', 'Tickets'],
    ['button', 'Events'],
    ['button', 'Exhibitions'],
    ['link', 'Museums'],
    ['button', 'Guided tours'],
    ['button', 'Museum shop'],
    ['link', 'Gift vouchers'],
  ],
} as const

async function expectNavIn(page: Page, locale: 'de' | 'en'): Promise<void> {
  for (const [role, name] of NAV_LABELS[locale]) {
    await expect(shopNav(page).getByRole(role, { name, exact: true })).toBeVisible()
  }
}

/** The donation form's texts in `locale` (built-in and shop translations, campaign name and info). */
const DONATION_TEXTS = {
  de: {
    campaign: CAMPAIGN.de,
    info: 'Helfen Sie uns, das Skelett des Brachiosaurus neu aufzubauen.',
    add: 'Spende in den Warenkorb',
    skip: 'Weiter ohne Spende',
    legend: 'Betrag wählen',
  },
  en: {
    campaign: CAMPAIGN.en,
    info: 'Help us rebuild the skeleton of the Brachiosaurus.',
    add: 'Add donation to cart',
    skip: 'Continue without donating',
    legend: 'Choose an amount',
  },
} as const

async function expectDonationsIn(page: Page, locale: 'de' | 'en'): Promise<void> {
  const texts = DONATION_TEXTS[locale]
  const other = DONATION_TEXTS[locale === 'de' ? 'en' : 'de']
  await expect(page.getByRole('radio', { name: texts.campaign })).toBeVisible()
  await page.getByRole('radio', { name: texts.campaign }).check()
  await expect(page.getByText(texts.info)).toBeVisible()
  await expect(page.getByRole('group', { name: texts.legend })).toBeVisible()
  await expect(page.getByRole('button', { name: texts.add })).toBeVisible()
  await expect(page.getByRole('button', { name: texts.skip })).toBeVisible()
  await expect(page.getByRole('button', { name: other.add })).toHaveCount(0)
  await expect(page.locator('shop-donations')).toHaveAttribute('lang', locale)
}

async function chooseLocale(page: Page, locale: 'de' | 'en'): Promise<void> {
  const panel = await openPanel(page)
  await panel.getByRole('combobox', { name: 'Locale' }).selectOption(locale)
  await expect(page.locator('shop-init')).toHaveAttribute('locale', locale)
}

test('the panel switches nav and donations to English, the shop request follows, and back to German', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  const sent = recordJourneyRequests(page)
  await installProbes(page)

  await openHome(page)
  await expectNavIn(page, 'de')
  await chooseLocale(page, 'en')
  await navBuilt(page, 'Events')
  await expectNavIn(page, 'en')
  await expect(shopNav(page).getByRole('button', { name: 'Veranstaltungen' })).toHaveCount(0)
  await expect.poll(() => shopLocalesBy(sent, '/demo/index.html')).toEqual(['de', 'en'])
  await snap(page, testInfo, 'locale-1-home-en')

  // The museum's menu is the museum's own, German; the choice travels with the visitor (stored under `lang`).
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Unterstützen' })
    .click()
  await landOn(page, '/demo/support.html')
  await navBuilt(page, 'Events')
  await expectNavIn(page, 'en')
  await expectDonationsIn(page, 'en')
  // Within the cache time, the next page shows the English answers the browser kept: no request.
  expect(sentBy(sent, '/demo/support.html')).toEqual([])
  await snap(page, testInfo, 'locale-2-support-en')

  await chooseLocale(page, 'de')
  await navBuilt(page, 'Veranstaltungen')
  await expectNavIn(page, 'de')
  await expectDonationsIn(page, 'de')
  expect(shopLocalesBy(sent, '/demo/support.html')).toEqual([])
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
  await snap(page, testInfo, 'locale-3-support-de')
  expect(problems).toEqual([])
})
