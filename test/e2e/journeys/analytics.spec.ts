/**
 * `analytics="datalayer"` (the demo panel's analytics switch) on the demo museum: a visitor adds a donation, goes to
 * the checkout, pays with the PayPal double and lands on the museum's success page. Every page's `window.dataLayer` pushes are recorded
 * as the page makes them, so the whole journey's GA4 e-commerce objects are compared, exactly and in order. (That
 * nothing is pushed without the attribute is a unit test: test/unit/elements/optIns.test.tsx.)
 */
import { expect, test, type Page } from '@playwright/test'
import { SETTINGS_KEY } from '../../../demo/settings'
import { BASE } from '../support/harness'
import { CAMPAIGN, choosePayPal, donate, goToCheckout, payPalButton, supportReady } from './steps'
import { keepLogin, SIGNED_IN_CUSTOMER } from '../support/harness'

const SUCCESS = `${BASE}/demo/shop/#/checkout/success?ORDERID=ord_1`

interface Push {
  page: string
  entry: unknown
}

/**
 * Turns the demo's analytics switch on before each page's scripts run, and records each page's dataLayer
 * pushes (the elements push to an existing `window.dataLayer`, as they would to Google Tag Manager's).
 */
async function recordDataLayer(page: Page): Promise<Push[]> {
  const pushes: Push[] = []
  await page.exposeBinding('__recordPush', ({ frame }, entry: unknown) => {
    const url = new URL(frame.url())
    pushes.push({ page: url.pathname, entry })
  })
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ mobile: false, shopType: 'hash', analytics: true }))
    const layer: unknown[] = []
    const record = (window as unknown as { __recordPush: (entry: unknown) => void }).__recordPush
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) void record(JSON.parse(JSON.stringify(entry)))
      return Array.prototype.push.apply(layer, entries)
    }
    Object.assign(window, { dataLayer: layer })
  }, SETTINGS_KEY)
  return pushes
}

async function donateAndPay(page: Page): Promise<void> {
  await page.goto('/demo/support.html')
  await supportReady(page)
  await donate(page, /^10,00\s€$/)
  await goToCheckout(page)
  await choosePayPal(page)
  await payPalButton(page).click()
  await page.waitForURL(SUCCESS)
}

const DONATION_ITEM = {
  item_id: 'donation-1',
  item_name: CAMPAIGN.de,
  item_category: 'Donation',
  price: 10,
  quantity: 1,
}

// A customer signed in at the shop: the checkout's buyer step (its own spec) shows who orders, no form.
test.beforeEach(({ page }) => keepLogin(page, SIGNED_IN_CUSTOMER))

test('analytics="datalayer": add_to_cart, begin_checkout, add_payment_info, purchase on the success page, exactly', async ({
  page,
}) => {
  const pushes = await recordDataLayer(page)
  await donateAndPay(page)
  const ecommerce = { currency: 'EUR', value: 10, items: [DONATION_ITEM] }
  const clear = (onPage: string) => ({ page: onPage, entry: { ecommerce: null } })
  // The purchase comes from the confirmation on the museum's success page, whichever payment led there.
  await page.goto('/demo/success.html?ORDERID=ord_1')
  await expect.poll(() => pushes.length).toBe(8)
  expect(pushes).toEqual([
    clear('/demo/support.html'),
    { page: '/demo/support.html', entry: { event: 'add_to_cart', ecommerce } },
    clear('/demo/checkout.html'),
    { page: '/demo/checkout.html', entry: { event: 'begin_checkout', ecommerce } },
    clear('/demo/checkout.html'),
    {
      page: '/demo/checkout.html',
      entry: {
        event: 'add_payment_info',
        ecommerce: { currency: 'EUR', value: 10, payment_type: 'PayPal', items: [DONATION_ITEM] },
      },
    },
    clear('/demo/success.html'),
    {
      page: '/demo/success.html',
      entry: {
        event: 'purchase',
        ecommerce: { transaction_id: '5001', currency: 'EUR', value: 10, items: [DONATION_ITEM] },
      },
    },
  ])
})
