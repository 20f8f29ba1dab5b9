import { expect, test } from '@playwright/test'
import {
  addBundle,
  collectProblems,
  INIT,
  openHarness,
  requestCounts,
  waitForRequest,
} from './support/harness'

test('the built bundle registers its elements from one script tag and configures the shop', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: INIT })
  await waitForRequest(page, '/api/v4/shop')
  const defined = await page.evaluate(() =>
    ['shop-init', 'shop-init-domain'].map((tag) => Boolean(customElements.get(tag))),
  )
  expect(defined).toEqual([true, true])
  expect(problems).toEqual([])
})

test('loading the bundle twice defines nothing twice and throws nothing', async ({ page }) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: INIT })
  await addBundle(page)
  await page.evaluate(() => import(`/dist/shop-elements.js?again=${Date.now()}`))
  await waitForRequest(page, '/api/v4/shop')
  expect(await requestCounts(page)).toMatchObject({ '/api/v4/shop': 1 })
  expect(problems.filter((p) => !p.includes('was not defined'))).toEqual([])
})
