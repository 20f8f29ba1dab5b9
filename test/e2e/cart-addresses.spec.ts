/**
 * Where the cart and the checkout are, with and without the init element's `cart-url` and `checkout-url`: the cart
 * link, the donations after adding, the tickets after adding (`after-add="cart"` and the confirmation's link) and the
 * cart's "Zur Kasse" lead to the museum's own pages when they are named, else to the shop's cart as before.
 */
import { expect, test, type Page } from '@playwright/test'
import { CART_LINES } from '../helpers/storedCart'
import { cartElement, openCart } from './support/cart'
import { BASE, INIT, SAME_ORIGIN_SHOP } from './support/harness'
import { saturday, ticketElement } from './support/tickets'

/** The museum's own cart and checkout pages, on the test page's origin. */
const OWN = { cart: '/warenkorb.html', checkout: '/kasse.html' }

const SETUPS = [
  {
    name: 'without cart-url and checkout-url',
    init: INIT,
    cart: `${SAME_ORIGIN_SHOP}#/cart`,
    checkout: `${SAME_ORIGIN_SHOP}#/cart`,
  },
  {
    name: 'with cart-url and checkout-url',
    init: INIT.replace(
      '></shop-init>',
      ` cart-url="${OWN.cart}" checkout-url="${OWN.checkout}"></shop-init>`,
    ),
    cart: OWN.cart,
    checkout: OWN.checkout,
  },
] as const

/** Answers the shop's pages and the museum's own cart and checkout pages with a small page named after the address. */
async function servePages(page: Page): Promise<void> {
  for (const path of [`${SAME_ORIGIN_SHOP}**`, OWN.cart, OWN.checkout])
    await page.route(`**${path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>${new URL(route.request().url()).pathname}</title>`,
      }),
    )
}

/** Waits until the page has left for `address` (a path, with the shop's hash route). */
const landedOn = (page: Page, address: string) => page.waitForURL(`${BASE}${address}`)

for (const setup of SETUPS) {
  test.describe(setup.name, () => {
    test.beforeEach(({ page }) => servePages(page))

    test('the cart link and the cart\'s "Zur Kasse" lead there, and so do the donations after adding', async ({
      page,
    }) => {
      await openCart(page, {
        init: setup.init,
        lines: [CART_LINES.article],
        html: '<shop-cart-link></shop-cart-link><shop-cart></shop-cart><shop-donations></shop-donations>',
      })
      await expect(page.locator('shop-cart-link').getByRole('link')).toHaveAttribute(
        'href',
        `${BASE}${setup.cart}`,
      )
      const checkout = cartElement(page).getByRole('link', { name: 'Zur Kasse' })
      await expect(checkout).toHaveAttribute('href', `${BASE}${setup.checkout}`)
      await page.getByRole('radio', { name: 'Neue Dinosaurierhalle 🦕' }).check()
      await page.getByRole('textbox', { name: 'Eigener Betrag in €' }).fill('10')
      await page.getByRole('button', { name: 'Spende in den Warenkorb' }).click()
      await landedOn(page, setup.cart)
    })

    test('"Zur Kasse" goes there', async ({ page }) => {
      await openCart(page, { init: setup.init, lines: [CART_LINES.article] })
      await cartElement(page).getByRole('link', { name: 'Zur Kasse' }).click()
      await landedOn(page, setup.checkout)
    })

    test('the tickets lead there: the confirmation\'s link, and after-add="cart"', async ({ page }) => {
      const html = (afterAdd: string) =>
        `<shop-tickets exhibition-ids="11" after-add="${afterAdd}"></shop-tickets>`
      for (const afterAdd of ['stay', 'cart']) {
        await openCart(page, { init: setup.init, html: html(afterAdd) })
        await saturday(page).click()
        await ticketElement(page)
          .getByRole('radio', { name: /^10:00 Uhr/ })
          .check()
        await ticketElement(page).getByRole('button', { name: 'Erwachsene 🦕 erhöhen' }).click()
        await ticketElement(page).getByRole('button', { name: 'In den Warenkorb' }).click()
        if (afterAdd === 'cart') await landedOn(page, setup.cart)
        else
          await expect(ticketElement(page).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
            'href',
            `${BASE}${setup.cart}`,
          )
      }
    })
  })
}
