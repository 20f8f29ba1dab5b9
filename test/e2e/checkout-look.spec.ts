import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPayment } from './support/payment'

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
  (await new AxeBuilder({ page }).include('shop-payment').analyze()).violations.map((v) => v.id)

for (const width of [320, 1280]) {
  test(`every method, the card too, has radio, icon and label in one row at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPayment(page)
    await radio(page, /^Kredit/).check()
    for (const name of ['PayPal', /^Kredit/]) {
      const option = page.locator('.shop-payment__option').filter({ has: radio(page, name) })
      const [input, icon, label] = await Promise.all(
        ['.shop-payment__choice input', '.shop-payment__icon-box', '.shop-payment__label'].map((part) =>
          box(option.locator(part)),
        ),
      )
      expect(icon.x).toBeGreaterThan(input.x + input.width)
      expect(label.x).toBeGreaterThan(icon.x + icon.width)
      for (const other of [icon, label]) expect(Math.abs(middle(other) - middle(input))).toBeLessThan(4)
    }
    const area = await box(page.getByLabel('E-Mail-Adresse'))
    const label = await box(page.locator('.shop-payment__option--open .shop-payment__label'))
    expect(area.y).toBeGreaterThan(label.y + label.height)
    expect(await axe(page)).toEqual([])
  })
}
