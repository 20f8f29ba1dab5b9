/**
 * The demo museum's pages while the shop API answers after 1 s and each element's code arrives 400 ms after it was
 * asked for: the page does not move (Layout Instability API). With the host-page CSS the elements document
 * (demo/museum-shop-space.css) the layout shift from navigation start until the data is shown is at most 0.01;
 * without it the elements take their space when the script defines them, and from then on the page moves by at most
 * 0.02. Measured at the top of the page and, for the donations, with the page reloaded where they are in view.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { SAMPLE_CART } from './support/payment'
import { keepLogin, SIGNED_IN_CUSTOMER } from './support/harness'
import {
  layoutShift,
  markShiftAtDefinition,
  recordLayoutShifts,
  shiftAtDefinition,
} from './support/visitorChecks'

const SLOW_API = '?latency=1000'
const CHUNK_DELAY_MS = 400
const HOST_PAGE_CSS = '**/demo/museum-shop-space.css'
const WITH_CSS_MAX = 0.01
const AFTER_DEFINITION_MAX = 0.02

interface DemoPage {
  path: string
  tags: readonly string[]
  /** Waits until every element on the page shows the shop's data. */
  dataShown: (page: Page) => Promise<void>
}

const SUPPORT: DemoPage = {
  path: '/demo/support.html',
  tags: ['shop-nav', 'shop-cart-link', 'shop-donations'],
  dataShown: async (page) => {
    await expect(page.locator('shop-nav .shop-nav-region')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByRole('button', { name: 'Veranstaltungen' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' })).toBeVisible()
    // Both cart links (the menu's icon and the one beside the donations) show the count.
    await expect(page.locator('shop-cart-link .shop-cart-link__count')).toHaveCount(2)
  },
}

const CHECKOUT: DemoPage = {
  path: '/demo/checkout.html',
  tags: ['shop-nav', 'shop-cart-link', 'shop-payment'],
  dataShown: async (page) => {
    await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
    await expect(page.locator('shop-payment [aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('shop-cart-link .shop-cart-link__count')).toHaveCount(1)
  },
}

const CART: DemoPage = {
  path: '/demo/cart.html',
  tags: ['shop-nav', 'shop-cart-link', 'shop-cart'],
  dataShown: async (page) => {
    await expect(page.getByRole('button', { name: 'Veranstaltungen' })).toBeVisible()
    await expect(page.locator('shop-cart').getByRole('link', { name: 'Zur Kasse' })).toBeVisible()
    await expect(page.locator('shop-cart-link .shop-cart-link__count')).toHaveCount(1)
  },
}

interface Load {
  demo: DemoPage
  /** The page is reloaded scrolled to this element, as a visitor coming back to it sees it. */
  inView?: string
  hostPageCss: boolean
}

/** Slow code, the sample cart, and (unless asked for) no host-page CSS; then the page, until its data shows. */
async function loadSlowly(page: Page, context: BrowserContext, { demo, inView, hostPageCss }: Load) {
  await context.route('**/dist/chunks/**', async (route) => {
    await new Promise((done) => setTimeout(done, CHUNK_DELAY_MS))
    await route.continue()
  })
  if (!hostPageCss)
    await context.route(HOST_PAGE_CSS, (route) => route.fulfill({ contentType: 'text/css', body: '' }))
  await page.addInitScript(
    ({ key, cart }) => localStorage.setItem(key, JSON.stringify({ version: 1, items: cart })),
    { key: DEFAULT_STORAGE_KEYS.cart, cart: SAMPLE_CART },
  )
  await recordLayoutShifts(page)
  await markShiftAtDefinition(page, demo.tags)
  // A signed-in customer: the checkout shows its methods without the guest form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto(demo.path + SLOW_API)
  if (inView) {
    await demo.dataShown(page)
    await page.locator(inView).scrollIntoViewIfNeeded()
    await page.reload()
  }
  await demo.dataShown(page)
  const shift = await layoutShift(page)
  const atDefinition = await shiftAtDefinition(page)
  expect(atDefinition, 'the elements were defined').not.toBeNull()
  return { ...shift, afterDefinition: shift.total - (atDefinition ?? 0) }
}

const CASES = [
  { demo: SUPPORT, width: 320 },
  { demo: SUPPORT, width: 375 },
  { demo: SUPPORT, width: 320, inView: 'shop-donations' },
  { demo: SUPPORT, width: 375, inView: 'shop-donations' },
  { demo: CHECKOUT, width: 1280 },
  // The cart of two lines fits its reserve where each line takes one row; narrower, it is taller (see the docs).
  { demo: CART, width: 1280 },
]

for (const { demo, width, inView } of CASES) {
  test.describe(`${demo.path} at ${width} px${inView ? `, reloaded with <${inView}> in view` : ''}`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('with the documented host-page CSS, nothing moves from navigation start to the data', async ({
      page,
      context,
    }, testInfo) => {
      const shift = await loadSlowly(page, context, { demo, inView, hostPageCss: true })
      testInfo.annotations.push({ type: 'layout shift', description: shift.total.toFixed(4) })
      expect(shift.total, `moved: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(WITH_CSS_MAX)
    })

    test('without it, nothing moves once the elements are defined', async ({ page, context }, testInfo) => {
      const shift = await loadSlowly(page, context, { demo, inView, hostPageCss: false })
      const description = `${shift.afterDefinition.toFixed(4)} after definition, ${shift.total.toFixed(4)} in all`
      testInfo.annotations.push({ type: 'layout shift', description })
      expect(shift.afterDefinition, `moved: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(
        AFTER_DEFINITION_MAX,
      )
    })
  })
}
