import { expect, test, type Locator, type Page } from '@playwright/test'
import { addBundle, collectProblems, openHarness } from './support/harness'
import { cardPayButton } from './support/cardForm'
import { openPayment, SAMPLE_CART, serveShop, SHOP_PATH } from './support/payment'
import { DEFAULT_STORAGE_KEYS } from '../../src/domain/shop/storageKeys'
import { axeScan, CHECKED_WIDTHS, showAtWidth } from './support/visitorChecks'

// How the checkout looks and behaves for a visitor: one option layout, the donations' controls, a failure that
// keeps the keyboard user's place.
const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name })
const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}
const middle = (found: { y: number; height: number }) => found.y + found.height / 2
const axe = async (page: Page) =>
  (await axeScan(page).include('shop-payment').analyze()).violations.map((v) => v.id)

test('every method, the card too, has radio, icon and label in one row at 320 and 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 })
  await openPayment(page)
  await radio(page, /^Kredit/).check()
  for (const width of CHECKED_WIDTHS) {
    await showAtWidth(page, width)
    for (const name of ['PayPal', /^Kredit/]) {
      const option = page.locator('.shop-payment__option').filter({ has: radio(page, name) })
      const input = await box(option.locator('.shop-payment__choice input'))
      const icon = await box(option.locator('.shop-payment__icon-box'))
      const label = await box(option.locator('.shop-payment__label'))
      expect(icon.x, `at ${width} px`).toBeGreaterThan(input.x + input.width)
      expect(label.x, `at ${width} px`).toBeGreaterThan(icon.x + icon.width)
      for (const other of [icon, label])
        expect(Math.abs(middle(other) - middle(input)), `at ${width} px`).toBeLessThan(4)
    }
    const area = await box(page.getByLabel('E-Mail-Adresse'))
    const label = await box(page.locator('.shop-payment__option--open .shop-payment__label'))
    expect(area.y, `at ${width} px`).toBeGreaterThan(label.y + label.height)
    expect(await axe(page), `axe at ${width} px`).toEqual([])
  }
})

/** Fills the card form with the keyboard only: e-mail, then Tab through the card fields. */
async function fillCardByKeyboard(page: Page) {
  await radio(page, /^Kredit/).focus()
  await page.keyboard.press('Space')
  // The card fields come with PayPal's SDK; Tab before they are there would leave the form.
  await expect(page.getByTestId('paypal-double-cardCvvField')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused()
  for (const value of ['erika@example.org', 'Erika Mustermann', '4111 1111 1111 1111', '12/30', '123']) {
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(cardPayButton(page)).toBeFocused()
}

for (const key of ['Enter', 'Space']) {
  test(`a failed card payment (${key} on pay) is an error message that takes the focus`, async ({ page }) => {
    await openPayment(page, { query: '?captureStatus=500' })
    await fillCardByKeyboard(page)
    await page.keyboard.press(key)

    const result = page.locator('.shop-card-result')
    await expect(result).toContainText('Leider konnte Ihre Zahlung nicht ausgeführt werden')
    await expect(result).toBeFocused()
    const error = await result.evaluate((element) => {
      const style = getComputedStyle(element)
      const probe = document.createElement('p')
      probe.className = 'shop-message shop-message--error'
      document.body.append(probe)
      const expected = getComputedStyle(probe)
      const same = style.color === expected.color && style.backgroundColor === expected.backgroundColor
      probe.remove()
      return { same, border: `${style.borderTopWidth} ${style.borderTopColor}`, color: style.color }
    })
    expect(error.same).toBe(true)
    expect(error.border).toBe(`2px ${error.color}`)
    // Back to the form with the keyboard, and the next attempt starts from the pay button.
    await page.keyboard.press('Shift+Tab')
    await expect(cardPayButton(page)).toBeFocused()
    expect(await axe(page)).toEqual([])
  })
}

const look = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    const { width, height } = element.getBoundingClientRect()
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`,
      button: [
        style.backgroundColor,
        style.color,
        style.borderRadius,
        style.borderTopWidth,
        style.fontWeight,
      ],
      height,
      width,
    }
  })

test('the pay button, radios and focus rings look like those of the donations', async ({ page }) => {
  const problems = collectProblems(page)
  await serveShop(page)
  const init =
    '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"' +
    ` shop-url="${SHOP_PATH}"></shop-init>`
  await openHarness(page, {
    html: `${init}<shop-donations></shop-donations><shop-payment></shop-payment>`,
    loadBundle: false,
  })
  await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify({ version: 1, items })), {
    key: DEFAULT_STORAGE_KEYS.cart,
    items: SAMPLE_CART,
  })
  await addBundle(page)

  // The donations' primary button, once an amount is chosen.
  const campaign = page.locator('shop-donations').getByRole('radio').first()
  await campaign.check()
  const preset = page.locator('.shop-donations__preset input').first()
  await preset.check()
  const add = page.locator('.shop-donations__button--primary')
  await expect(add).toBeEnabled()
  await add.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const donationButton = await look(add)
  await page.keyboard.press('Shift+Tab')
  const donationFocus = await look(page.locator('shop-donations :focus'))

  await fillCardByKeyboard(page)
  const pay = await look(cardPayButton(page))
  expect(pay.button).toEqual(donationButton.button)
  expect(pay.height).toBe(donationButton.height)
  expect(pay.outline).toBe(donationButton.outline)
  expect(donationButton.outline).toMatch(/^solid 3px /)

  await page.keyboard.press('Shift+Tab')
  await expect(page.getByTestId('paypal-double-cardCvvField')).toBeFocused()
  for (const field of [page.getByLabel('E-Mail-Adresse'), radio(page, /^Kredit/)]) {
    await field.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect((await look(field)).outline).toBe(donationFocus.outline)
  }
  const paymentRadio = await look(radio(page, 'PayPal'))
  expect([paymentRadio.width, paymentRadio.height]).toEqual([24, 24])
  const donationRadio = await look(preset)
  expect([donationRadio.width, donationRadio.height]).toEqual([24, 24])
  expect(problems).toEqual([])
})
