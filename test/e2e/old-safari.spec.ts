/**
 * Browsers without constructable stylesheets (Safari before 16.4): the elements get the same styles as `<style>`
 * elements and look as they do elsewhere; where a strict Content Security Policy blocks those too, the icons keep
 * their own small size and nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test'
import { addBundle, cmsColumn, INIT, openHarness, SAMPLE_NAV } from './support/harness'
import { openPayment } from './support/payment'
import { CHECKED_WIDTHS, expectNoSidewaysScroll, showAtWidth } from './support/visitorChecks'

/** Takes constructable stylesheets away before any script of the page runs, as Safari 16.3 lacks them. */
async function withoutConstructableStylesheets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Document.prototype, 'adoptedStyleSheets')
    Reflect.deleteProperty(ShadowRoot.prototype, 'adoptedStyleSheets')
    Reflect.deleteProperty(CSSStyleSheet.prototype, 'replaceSync')
  })
}

const homeIcon = (page: Page) => page.locator('shop-nav .shop-nav__icon')
const sizeOf = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { width, height } = element.getBoundingClientRect()
      return [Math.round(width), Math.round(height)]
    })

test('at 320 and 1280 px every element is styled through <style> elements', async ({ page }) => {
  await withoutConstructableStylesheets(page)
  await page.setViewportSize({ width: 320, height: 900 })
  await openHarness(page, {
    html: cmsColumn(`${INIT}<shop-nav nav='${SAMPLE_NAV}'></shop-nav><shop-donations></shop-donations>`),
  })
  expect(await page.evaluate(() => 'adoptedStyleSheets' in document)).toBe(false)
  await expect(page.getByRole('button', { name: 'Museen' })).toBeVisible()
  const card = page.locator('shop-donations .shop-donations__campaign').first()
  for (const width of CHECKED_WIDTHS) {
    await showAtWidth(page, width)
    expect(await sizeOf(page, 'shop-nav .shop-nav__icon'), `at ${width} px`).toEqual([20, 20])
    expect(await sizeOf(page, 'shop-nav .shop-nav__link'), `at ${width} px`).toEqual([expect.any(Number), 44])
    await expect(card, `at ${width} px`).toHaveCSS('border-top-width', '1px')
    await expectNoSidewaysScroll(page, ` at ${width} px`)
  }
})

test('at 320 px the checkout is styled through <style> elements, its narrow summary included', async ({
  page,
}) => {
  await withoutConstructableStylesheets(page)
  await page.setViewportSize({ width: 320, height: 900 })
  await openPayment(page, { column: true })
  const option = page.locator('.shop-payment__option').first()
  await expect(option).toHaveCSS('border-top-width', '1px')
  await expect(page.locator('.shop-payment__summary tbody tr').first()).toHaveCSS('display', 'grid')
  await expectNoSidewaysScroll(page)
})

test('where a strict Content Security Policy blocks the <style> elements too, the icons stay small', async ({
  page,
}) => {
  await withoutConstructableStylesheets(page)
  await page.setViewportSize({ width: 320, height: 900 })
  await page.goto('/test/e2e/pages/csp.html')
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate((markup) => {
    document.getElementById('stage')!.innerHTML = markup
  }, `${INIT}<shop-nav nav='${SAMPLE_NAV}'></shop-nav><shop-cart-link></shop-cart-link>`)
  await addBundle(page)
  await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible()
  // Unstyled: the sheets were refused.
  await expect(page.locator('shop-nav .shop-nav__link').first()).not.toHaveCSS('min-height', '44px')
  expect(await sizeOf(page, 'shop-nav .shop-nav__icon')).toEqual([20, 20])
  expect(await sizeOf(page, 'shop-cart-link svg')).toEqual([24, 24])
  await expect(homeIcon(page)).toBeVisible()
  await expectNoSidewaysScroll(page)
})
