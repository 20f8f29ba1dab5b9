import { expect, test } from '@playwright/test'
import { addBundle, collectProblems, INIT } from './support/harness'

test('the elements work under a strict Content Security Policy: no eval, no inline script or style of ours', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const response = await page.goto('/test/e2e/pages/csp.html')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  await page.evaluate(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate((markup) => {
    document.getElementById('stage')!.innerHTML = markup
  }, `${INIT}<shop-nav nav='[{"type":"home"},{"type":"museums","count":2}]'></shop-nav><shop-donations></shop-donations>`)
  await addBundle(page)
  const nav = page.locator('shop-nav')
  await expect(nav.getByRole('link').first()).toBeVisible()
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
  expect(problems).toEqual([])
})
