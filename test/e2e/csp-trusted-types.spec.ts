/**
 * Every element on a page that enforces Trusted Types for scripts (`require-trusted-types-for 'script'`) on top of
 * the strict policy: the scripts the elements load (PayPal's) go through their one policy, `museum-shop`; nothing
 * else of theirs needs one. The page's own markup and bundle go through its `harness` policy, as a museum's own
 * code would through its own.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { ANNUAL_ORDER_TOKENS } from '../msw/fixtures/annualOrderTokens'
import { BUNDLE_URL, collectProblems, INIT, keepLogin, SIGNED_IN_CUSTOMER } from './support/harness'
import { SAMPLE_CART, serveShop } from './support/payment'

const ELEMENTS =
  `${INIT}<shop-nav nav='[{"type":"home"},{"type":"museums","count":2}]'></shop-nav>` +
  '<shop-cart-link></shop-cart-link><shop-donations></shop-donations><shop-tickets></shop-tickets>' +
  '<shop-event-dates event-id="101174"></shop-event-dates><shop-tours tour-id="31"></shop-tours>' +
  '<shop-cart></shop-cart><shop-personalization></shop-personalization><shop-payment></shop-payment>'

/** Places the elements and loads the bundle through the page's own policy, with the cart in storage. */
async function placeElements(page: Page): Promise<void> {
  await page.evaluate(
    ({ markup, bundle, key, cart }) => {
      localStorage.setItem(key, JSON.stringify({ version: 1, items: cart }))
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
      })
      interface Policy {
        createHTML(text: string): string
        createScriptURL(url: string): string
      }
      const { trustedTypes } = window as unknown as {
        trustedTypes: { createPolicy(name: string, rules: Record<string, (text: string) => string>): Policy }
      }
      const own = trustedTypes.createPolicy('harness', {
        createHTML: (text) => text,
        createScriptURL: (url) => url,
      })
      document.getElementById('stage')!.innerHTML = own.createHTML(markup)
      const script = document.createElement('script')
      script.type = 'module'
      script.src = own.createScriptURL(bundle)
      document.head.append(script)
    },
    { markup: ELEMENTS, bundle: BUNDLE_URL, key: DEFAULT_STORAGE_KEYS.cart, cart: SAMPLE_CART },
  )
}

test('every element works where Trusted Types are enforced: PayPal loads through the museum-shop policy', async ({
  page,
}) => {
  await serveShop(page)
  // A signed-in customer: the checkout offers its methods without the buyer step's form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  const problems = collectProblems(page)
  const response = await page.goto(
    `/test/e2e/pages/csp.html?trusted-types&ORDERID=${ANNUAL_ORDER_TOKENS.open}`,
  )
  expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'")
  await page.waitForFunction(() => window.__harnessReady === true)
  await placeElements(page)

  await expect(page.locator('shop-nav').getByRole('link').first()).toBeVisible()
  await expect(page.locator('shop-cart-link').getByRole('link')).toBeVisible()
  await expect(page.locator('shop-donations').getByRole('radio').first()).toBeVisible()
  await expect(page.locator('shop-cart').getByRole('link', { name: 'Zur Kasse' })).toBeVisible()
  // PayPal's script came through the policy: its methods are offered.
  await expect(page.locator('shop-payment').getByRole('radio', { name: 'PayPal' })).toBeVisible()
  // The booking elements show their first view (a calendar, a form, or why there is none).
  for (const tag of ['shop-tickets', 'shop-event-dates', 'shop-tours', 'shop-personalization']) {
    await expect(page.locator(tag).locator('p, button').first(), tag).toBeVisible()
  }
  const policies = await page.evaluate(() =>
    Array.from(document.scripts)
      .map((script) => script.getAttribute('src') ?? '')
      .filter((src) => src.startsWith('https://www.paypal.com/sdk/js?')),
  )
  expect(policies).toHaveLength(1)
  expect(problems).toEqual([])
})
