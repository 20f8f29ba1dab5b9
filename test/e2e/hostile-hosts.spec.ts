import { expect, test, type Page } from '@playwright/test'
import {
  addBundle,
  collectProblems,
  INIT,
  keepLogin,
  openHarness,
  SIGNED_IN_CUSTOMER,
} from './support/harness'

const NAV = `<shop-nav nav='[{"type":"home"},{"type":"museums","count":3},{"type":"exhibitions","count":2},{"type":"coupons"}]'></shop-nav>`

test('with Bootstrap and an aggressive reset on the page, the nav dropdown opens below its button and is usable', async ({
  page,
}, testInfo) => {
  const problems = collectProblems(page)
  await page.goto('/test/e2e/pages/hostile.html')
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate((markup) => {
    document.getElementById('stage')!.innerHTML = markup
  }, `${INIT}<header class="d-flex">${NAV}</header><section class="row"><div class="col">Content below</div></section>`)
  await addBundle(page)
  const nav = page.locator('shop-nav')
  const button = nav.getByRole('button', { name: /Museen/ })
  await button.click()
  const dropdown = nav.locator(`#${await button.getAttribute('aria-controls')}`)
  await expect(dropdown).toBeVisible()
  const [buttonBox, dropdownBox] = [await button.boundingBox(), await dropdown.boundingBox()]
  expect(buttonBox && dropdownBox).toBeTruthy()
  // Below the button, left-aligned with it, wide and tall enough to read, and on top of the content below.
  expect(dropdownBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height - 2)
  expect(Math.abs(dropdownBox!.x - buttonBox!.x)).toBeLessThan(8)
  expect(dropdownBox!.width).toBeGreaterThan(120)
  expect(dropdownBox!.height).toBeGreaterThan(60)
  const topElement = await page.evaluate(
    ({ x, y }) => {
      const hit = document.elementFromPoint(x, y)
      return hit?.tagName.toLowerCase()
    },
    { x: dropdownBox!.x + 20, y: dropdownBox!.y + dropdownBox!.height - 10 },
  )
  expect(topElement).toBe('shop-nav')
  await nav.getByRole('link').nth(1).focus()
  await page.screenshot({ path: testInfo.outputPath('hostile-nav.png'), fullPage: true })
  await testInfo.attach('hostile-nav', {
    path: testInfo.outputPath('hostile-nav.png'),
    contentType: 'image/png',
  })
  await page.keyboard.press('Escape')
  await expect(dropdown).toBeHidden()
  expect(problems).toEqual([])
})

test('with Bootstrap and a reset, the donation form keeps its layout and works', async ({
  page,
}, testInfo) => {
  await page.goto('/test/e2e/pages/hostile.html')
  await page.waitForFunction(() => window.__harnessReady === true)
  await page.evaluate((markup) => {
    document.getElementById('stage')!.innerHTML = markup
  }, `${INIT}<shop-donations></shop-donations>`)
  await addBundle(page)
  const radio = page.getByRole('radio').first()
  await radio.check()
  const amount = page.getByRole('radio', { name: /10,00/ })
  await amount.check()
  await expect(amount).toBeChecked()
  const box = await amount.boundingBox()
  expect(box!.width).toBeGreaterThanOrEqual(16)
  await expect(page.getByRole('button', { name: 'Spende in den Warenkorb' })).toBeEnabled()
  await page.screenshot({ path: testInfo.outputPath('hostile-donations.png'), fullPage: true })
  await testInfo.attach('hostile-donations', {
    path: testInfo.outputPath('hostile-donations.png'),
    contentType: 'image/png',
  })
})

test("inside another component's shadow root, the nav and donations work and their events reach the document", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: '<div id="host"></div>', loadBundle: false })
  await page.evaluate(
    ({ init, nav }) => {
      ;(window as unknown as { __events: string[] }).__events = []
      document.addEventListener('shop-data-loaded', (event) =>
        (window as unknown as { __events: string[] }).__events.push((event as CustomEvent).detail.element),
      )
      const root = document.getElementById('host')!.attachShadow({ mode: 'open' })
      root.innerHTML = `${init}${nav}<shop-donations></shop-donations>`
    },
    { init: INIT, nav: NAV },
  )
  await addBundle(page)
  const nav = page.locator('#host shop-nav')
  const button = nav.getByRole('button', { name: /Museen/ })
  await button.click()
  const dropdown = nav.locator(`#${await button.getAttribute('aria-controls')}`)
  await expect(dropdown).toBeVisible()
  await page.mouse.click(5, 400)
  await expect(dropdown).toBeHidden()
  await expect(page.locator('#host shop-donations').getByRole('radio').first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __events: string[] }).__events))
    .toContain('shop-nav')
  expect(problems).toEqual([])
})

async function paymentInShadowRoots(page: Page, depth: 1 | 2) {
  // A signed-in customer: the methods show without the guest form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await openHarness(page, { html: '<div id="outer"></div>', loadBundle: false })
  await page.evaluate(
    ({ init, depth }) => {
      localStorage.setItem(
        'museum-shop.cart.v1',
        JSON.stringify({
          version: 1,
          items: [
            { type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Eintritt', price_cents: 1250 },
          ],
        }),
      )
      let root: ShadowRoot = document.getElementById('outer')!.attachShadow({ mode: 'open' })
      if (depth === 2) {
        root.innerHTML = '<div id="inner"></div>'
        root = (root.getElementById('inner') as HTMLElement).attachShadow({ mode: 'open' })
      }
      root.innerHTML = `${init}<shop-payment></shop-payment>`
    },
    { init: INIT, depth },
  )
  await addBundle(page)
}

test("<shop-payment> inside one component's shadow root renders PayPal's button", async ({ page }) => {
  const problems = collectProblems(page)
  await paymentInShadowRoots(page, 1)
  await page.getByRole('radio', { name: 'PayPal' }).check()
  await expect(page.getByTestId('paypal-double-button')).toBeVisible()
  expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([])
})

test('<shop-payment> two shadow roots deep shows the cart and a message where PayPal cannot render', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await paymentInShadowRoots(page, 2)
  await expect(page.getByText('Eintritt')).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(/shadow dom/i)
  await expect(page.getByRole('radio')).toHaveCount(0)
  expect(errors).toEqual([])
})
