import { expect, test, type Page } from '@playwright/test'
import { collectProblems, keepLogin, SIGNED_IN_CUSTOMER, waitForRequest } from './support/harness'

/** The cart as the museum's shop stores it (src/domain/cart/storedCart.ts, STORAGE_KEYS.cart). */
const CART_KEY = 'museum-shop.cart.v1'

function storedCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CART_KEY)
}

async function openPanel(page: Page): Promise<void> {
  await page.getByText('Demo controls', { exact: true }).click()
}

test('the demo home page shows the navigation the bundle renders, without console problems', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await page.goto('/demo/index.html')
  await waitForRequest(page, '/api/v4/shop')
  // The nav renders in an open shadow root once the shop and its listings are loaded.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector('shop-nav')?.shadowRoot?.querySelectorAll('a[href]').length ?? 0,
      ),
    )
    .toBeGreaterThan(0)
  const firstHref = await page.evaluate(
    () =>
      document.querySelector('shop-nav')?.shadowRoot?.querySelector('a[href]')?.getAttribute('href') ?? '',
  )
  expect(firstHref).toContain('/demo/shop/#/')
  expect(problems).toEqual([])
})

test('the stand-in shop adds an event date and an article in the documented storage format', async ({
  page,
}) => {
  await page.goto('/demo/shop/#/product/event/21')
  await page.locator('[data-add-to-cart="Event:101"]').click()
  await expect(page.getByRole('status').filter({ hasText: 'Nachts im Museum' })).toBeVisible()

  await page.goto('/demo/shop/#/merchandise/detail/42')
  const add = page.locator('[data-add-to-cart="Merchandise:42"]')
  await add.click()
  await add.click()
  await expect(page.getByRole('status')).toContainText('2')

  expect(await storedCart(page)).toEqual({
    version: 1,
    items: [
      {
        type: 'Event',
        attributes: { id: 101, event_id: 21, quantity: 1 },
        name: expect.stringMatching(/^Nachts im Museum 🦖🔦 \(.+\)$/) as unknown,
        price_cents: 1500,
      },
      {
        type: 'Merchandise',
        attributes: { id: 42, quantity: 2 },
        name: 'Plüsch-T-Rex 🦖',
        price_cents: 1999,
      },
    ],
  })
  await page.goto('/demo/shop/#/cart')
  await expect(page.locator('.shop-cart tfoot')).toContainText('54,98')
})

test('the failure page shows a markup payload as plain text', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const payload = '<img src=x onerror=alert(1)>'
  await page.goto(`/demo/shop/#/checkout/failure?payment_error=${payload}`)
  await expect(page.locator('.shop-failure-message')).toHaveText(payload)
  expect(await page.locator('main img').count()).toBe(0)
  expect(dialogs).toEqual([])
})

test('the success pages of both shop types show the order token and an empty cart', async ({ page }) => {
  await page.goto('/demo/shop/#/merchandise/detail/41')
  await page.locator('[data-add-to-cart="Merchandise:41"]').click()
  await page.goto('/demo/shop/#/checkout/success?ORDERID=ord_7')
  await expect(page.locator('.shop-order-number')).toContainText('ord_7')
  await expect(page.locator('[data-cart-state="empty"]')).toBeVisible()
  expect(await storedCart(page)).toBeNull()

  await page.goto('/demo/shop/checkout/success/?token=ord_8')
  await expect(page.locator('.shop-order-number')).toContainText('ord_8')
  await page.goto('/demo/shop/checkout/failure?error=Karte%20abgelehnt')
  await expect(page.locator('.shop-failure-message')).toHaveText('Karte abgelehnt')
})

test('the control panel switches the locale live and keeps it', async ({ page }) => {
  await page.goto('/demo/index.html')
  await waitForRequest(page, '/api/v4/shop')
  await expect(page.locator('shop-init')).toHaveAttribute('locale', 'de')
  await openPanel(page)
  await page.locator('.demo-panel select[name="locale"]').selectOption('en')
  await expect(page.locator('shop-init')).toHaveAttribute('locale', 'en')
  // The elements reload the shop for the new locale.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.__fakeApi?.requestLog ?? []).some(
          (entry) => entry.pathname === '/api/v4/shop' && entry.query.locale?.[0] === 'en',
        ),
      ),
    )
    .toBe(true)
  await page.reload()
  await expect(page.locator('shop-init')).toHaveAttribute('locale', 'en')

  await page.locator('.demo-panel input[name="mobile"]').check()
  await expect(page.locator('shop-nav')).toHaveAttribute('mobile', '')
  await page.locator('.demo-panel select[name="shopType"]').selectOption('second')
  await expect(page.locator('shop-init')).toHaveAttribute('shop-type', 'second')
})

test('the panel puts sample items in the cart; the checkout and the cart link show them', async ({
  page,
}) => {
  await page.goto('/demo/checkout.html')
  await expect(page.locator('shop-payment')).toContainText('Ihr Warenkorb ist leer')
  await openPanel(page)
  await page.getByRole('button', { name: 'Add sample items' }).click()
  await expect(page.locator('.demo-panel [role="status"]')).toContainText('Sample items added')
  const summary = page.getByRole('table', { name: 'Ihre Bestellung' })
  // After the reload: the fake API's worker, the bundle and the payment chunk start again.
  await expect(summary).toBeVisible({})
  for (const name of ['Tageskarte Kunsthalle am Fluss', 'Nachts im Museum 🦖🔦', 'Plüsch-T-Rex 🦖'])
    await expect(summary.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible()
  await expect(summary.getByRole('row', { name: /^Gesamtbetrag\s+54,99\s€$/ })).toBeVisible()
  await expect(page.locator('shop-cart-link').getByRole('link')).toHaveAccessibleName(/4/)
})

test("the checkout offers a German shop's payment methods by default, and all of them on request", async ({
  page,
}) => {
  const methodNames = () =>
    page
      .getByRole('group', { name: 'Zahlungsart wählen' })
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim() ?? ''))
      // The panel reloads the page with the sample items: a read during that reload is asked again.
      .catch(() => [])
  // A signed-in customer: the methods show without the guest form.
  await keepLogin(page, SIGNED_IN_CUSTOMER)
  await page.goto('/demo/checkout.html')
  await openPanel(page)
  await page.getByRole('button', { name: 'Add sample items' }).click()
  await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible({})
  // Chromium is no Apple device: Apple Pay is left out, as on a real German shop's checkout.
  await expect
    .poll(methodNames)
    .toEqual(['PayPal', 'Später bezahlen', 'Google Pay', 'Kredit- oder Debitkarte'])

  await page.locator('.demo-panel select[name="paymentMethods"]').selectOption('all')
  await expect(page.locator('.demo-panel [role="status"]')).toContainText('Payment methods changed')
  await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible({})
  const all = await methodNames()
  for (const name of ['PayPal', 'Später bezahlen', 'Apple Pay', 'Google Pay', 'Bancontact', 'BLIK'])
    expect(all).toContain(name)
})

test('fake API knobs from the panel reload the page with a query that demo links keep', async ({ page }) => {
  await page.goto('/demo/index.html')
  await openPanel(page)
  await page.locator('.demo-panel input[name="latency"]').fill('50')
  await page.locator('.demo-panel__failures summary').click()
  await page.locator('.demo-panel select[name="fail-museums"]').selectOption('http500')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/latency=50/)
  expect(new URL(page.url()).searchParams.get('fail')).toBe('museums:http500')
  // The boot script rewrites the page's demo links once it runs.
  await expect(page.locator('.site-menu a', { hasText: 'Unterstützen' })).toHaveAttribute(
    'href',
    /latency=50/,
  )
  // A read while Apply's navigation is still under way is asked again on the new page.
  await expect
    .poll(() => page.evaluate(() => window.__fakeApi?.knobs.failures.museums).catch(() => undefined))
    .toBe('http500')
})

test('?paypalClientId switches the checkout to the PayPal sandbox instead of the SDK doubles', async ({
  page,
}) => {
  // Tests stay offline: the real sandbox SDK is not fetched.
  await page.route('https://www.sandbox.paypal.com/**', (route) => route.abort())
  await page.goto('/demo/checkout.html?paypalClientId=AbCdEf1234567890')
  await expect(page.locator('[data-demo="payment-banner"]')).toContainText('real PayPal sandbox')
  await expect(page.locator('shop-payment')).toHaveAttribute('environment', 'sandbox')
  // The fake API answers only once its service worker runs; before that the request would go to the network.
  await page.waitForFunction(() => window.__fakeApi !== undefined)
  const clientId = await page.evaluate(async () => {
    const response = await fetch('https://demo-museum.gomus.de/api/v4/shop?locale=de', {
      headers: { 'X-Shop-Url': 'shop.demo-museum.de' },
    })
    const body = (await response.json()) as {
      shop: { payment_modes: Record<string, { client_id?: string }> }
    }
    return body.shop.payment_modes['12']?.client_id
  })
  expect(clientId).toBe('AbCdEf1234567890')
})

test("the tickets page books today's times from the fake API, made around the museum's today", async ({
  page,
}) => {
  const problems = collectProblems(page)
  // A Thursday morning at the museum: the demo's ticket data are made around it, so tomorrow is fully booked.
  await page.clock.setFixedTime(new Date('2026-05-28T09:00:00+02:00'))
  await page.goto('/demo/tickets.html')
  const tickets = page.locator('shop-tickets')
  await expect(tickets.getByRole('button', { name: 'Freitag, 29. Mai 2026, ausgebucht' })).toBeVisible()
  await tickets.getByRole('button', { name: 'Donnerstag, 28. Mai 2026, verfügbar' }).click()
  await expect(tickets.getByRole('radio', { name: /^11:30 Uhr nur noch 3$/ })).toBeEnabled()
  await expect(tickets.getByRole('radio', { name: /^12:00 Uhr ausverkauft$/ })).toBeDisabled()
  await expect(tickets.getByRole('radio', { name: /^13:00 Uhr/ })).toHaveCount(0)
  await tickets.getByRole('radio', { name: /^11:30 Uhr/ }).check()
  await tickets.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
  await tickets.getByRole('button', { name: 'In den Warenkorb' }).click()
  await expect(tickets.getByText('1 Ticket für Do, 28. Mai, 11:30 Uhr in den Warenkorb gelegt')).toBeVisible()
  await expect(page.locator('.site-menu shop-cart-link').getByRole('link')).toHaveAccessibleName(
    /^Warenkorb 1 Artikel/,
  )
  // The demo holds the places (hold-places): the checkout page shows for how long.
  await page.goto('/demo/checkout.html')
  await expect(page.locator('shop-payment').getByRole('timer')).toHaveText(
    'Ihre Plätze sind noch 5:00 Min. reserviert.',
  )
  expect(problems).toEqual([])
})

test("books on the museum's own pages: tickets, then the cart page, then the checkout page", async ({
  page,
}) => {
  const problems = collectProblems(page)
  await page.clock.setFixedTime(new Date('2026-05-28T09:00:00+02:00'))
  await page.goto('/demo/tickets.html')
  const tickets = page.locator('shop-tickets')
  await tickets.getByRole('button', { name: 'Donnerstag, 28. Mai 2026, verfügbar' }).click()
  await tickets.getByRole('radio', { name: /^11:00 Uhr/ }).check()
  await tickets.getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
  await tickets.getByRole('button', { name: 'In den Warenkorb' }).click()
  await tickets.getByRole('link', { name: 'Zum Warenkorb' }).click()
  await page.waitForURL('**/demo/cart.html')
  const cart = page.locator('shop-cart')
  await cart.getByRole('button', { name: 'Erwachsene 🦕, Do, 28. Mai, 11:00 Uhr erhöhen' }).click()
  await expect(
    cart.getByRole('status', { name: 'Erwachsene 🦕, Do, 28. Mai, 11:00 Uhr, Anzahl' }),
  ).toHaveText('2')
  await cart.getByRole('link', { name: 'Zur Kasse' }).click()
  await page.waitForURL('**/demo/checkout.html')
  await expect(page.getByRole('table', { name: 'Ihre Bestellung' })).toContainText('Erwachsene 🦕')
  expect(problems).toEqual([])
})
