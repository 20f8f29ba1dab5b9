/** The demo page of annual tickets, the combination ticket and tickets with names: all three book from today's data. */
import { expect, test } from '@playwright/test'
import { collectProblems } from './support/harness'
import { expectNoSidewaysScroll } from './support/visitorChecks'

test.use({ viewport: { width: 320, height: 900 } })

test('the more-tickets page sells annual, combination and named tickets, at 320 px', async ({ page }) => {
  const problems = collectProblems(page)
  // A Thursday morning at the museum: the demo's ticket data are made around it.
  await page.clock.setFixedTime(new Date('2026-05-28T09:00:00+02:00'))
  await page.goto('/demo/more-tickets.html')
  const [annual, combination, named] = [0, 1, 2].map((index) => page.locator('shop-tickets').nth(index))
  await expect(annual!.getByRole('group', { name: 'Jahreskarten' })).toBeVisible()
  await combination!.getByRole('button', { name: 'Donnerstag, 28. Mai 2026, verfügbar' }).click()
  await expect(
    combination!.getByRole('group', { name: /^Uhrzeit für Kombi-Teil Museum für Naturkunde/ }),
  ).toBeVisible()
  await named!.getByRole('button', { name: 'Donnerstag, 28. Mai 2026, verfügbar' }).click()
  await named!.getByRole('radio', { name: /^11:00 Uhr/ }).check()
  await named!.getByRole('button', { name: 'El Siglo de Oro mit Gemäldegalerie regulär erhöhen' }).click()
  await expect(named!.getByRole('textbox', { name: 'Vorname, Person 1' })).toBeVisible()
  await expectNoSidewaysScroll(page)
  expect(problems).toEqual([])
})
