import { expect, test, type Locator } from '@playwright/test'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { addBundle, collectProblems, openHarness, SAME_ORIGIN_SHOP } from './support/harness'

// A museum themes every element with one set of custom properties, set once on the page.
const MARKUP =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="en"' +
  ` shop-url="${SAME_ORIGIN_SHOP}"></shop-init><shop-donations></shop-donations><shop-payment></shop-payment>`
const CART = {
  version: 1,
  items: [{ type: 'Ticket', attributes: { id: 7, quantity: 2 }, name: 'Day ticket', price_cents: 1250 }],
}
const BORDER = 'rgb(1, 2, 3)'
const ERROR = 'rgb(150, 0, 20)'

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

test('one --shop-color-border and --shop-color-error reach donations, the cart summary and the card form', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await openHarness(page, { html: MARKUP, loadBundle: false })
  await page.evaluate(
    ({ key, cart, border, error }) => {
      localStorage.setItem(key, JSON.stringify(cart))
      document.documentElement.style.setProperty('--shop-color-border', border)
      document.documentElement.style.setProperty('--shop-color-error', error)
    },
    { key: DEFAULT_STORAGE_KEYS.cart, cart: CART, border: BORDER, error: ERROR },
  )
  await addBundle(page)

  await expect(page.getByRole('radio', { name: 'New dinosaur hall 🦕' })).toBeVisible()
  expect(await style(page.locator('.shop-donations__campaign').first(), 'border-top-color')).toBe(BORDER)
  expect(await style(page.locator('.shop-payment__summary td').first(), 'border-bottom-color')).toBe(BORDER)

  await page.getByRole('radio', { name: /^Credit/ }).check()
  const email = page.getByLabel('E-mail address')
  expect(await style(email, 'border-top-color')).toBe(BORDER)
  await email.fill('erika@')
  await email.blur()
  expect(await style(page.getByText('Invalid email address'), 'color')).toBe(ERROR)
  expect(problems).toEqual([])
})
